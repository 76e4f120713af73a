/** Plans of MUI X, from the package a component is imported from. */
export type ApiPlan = 'community' | 'pro' | 'premium';

/** Products with API pages (the `/x/api/<product>/` folder). */
export type ApiProduct = 'data-grid' | 'date-pickers' | 'charts' | 'tree-view';

/** One way to import an API entity. */
export interface ApiImport {
  /** Module specifier: a package or one of its subpath entry points. */
  path: string;
  package: string;
  plan: ApiPlan;
}

/** A prop of a component, or a property of an interface. */
export interface ApiProp {
  name: string;
  /** The type as declared, whitespace collapsed. */
  type: string;
  required: boolean;
  /** From `@default`, as written. */
  default: string | null;
  /** JSDoc rendered from Markdown to HTML. */
  descriptionHtml: string;
  /** Deprecation message (HTML) when the prop is deprecated; '' when deprecated without one. */
  deprecatedHtml: string | null;
  /** First 8.x release whose declarations have the prop (from `npm run api:history`). */
  since: string | null;
}

export interface ApiSlot {
  name: string;
  defaultComponent: string | null;
  descriptionHtml: string;
}

export interface ApiCssClass {
  key: string;
  /** Global class name, e.g. `MuiDataGrid-root`. */
  className: string;
  descriptionHtml: string;
}

/** What the generator writes for a component or an interface. */
export interface ApiEntity {
  kind: 'component' | 'interface';
  name: string;
  product: ApiProduct;
  /** Lowest plan the entity is available in. */
  plan: ApiPlan;
  /** Route of its page, e.g. `/x/api/data-grid/data-grid`. */
  route: string;
  imports: ApiImport[];
  descriptionHtml: string;
  /** `@deprecated` on the exported declaration: its message (HTML), '' without one; null when not deprecated. */
  deprecatedHtml: string | null;
  props: ApiProp[];
  slots: ApiSlot[];
  classes: ApiCssClass[];
  /** Element type the ref is forwarded to (`HTMLDivElement`), when the component takes a ref. */
  refElement: string | null;
  /** True when props not listed (native HTML attributes) are forwarded to that element. */
  forwardsNativeProps: boolean;
  /** First 8.x release that exports it. */
  since: string | null;
}

/** The list of every entity, for index pages, navigation and link checks. */
export interface ApiIndexEntry {
  kind: ApiEntity['kind'];
  name: string;
  product: ApiProduct;
  plan: ApiPlan;
  route: string;
  /** True when the entity is deprecated (its page gives the message). */
  deprecated: boolean;
}

/** A searchable API entity (issue: search): component, prop, slot or CSS class. */
export interface ApiSearchEntity {
  type: 'component' | 'interface' | 'prop' | 'slot' | 'class';
  name: string;
  /** Component or interface the entity belongs to. */
  parent: string;
  url: string;
}
