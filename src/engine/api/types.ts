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
  /** The JSDoc, as Markdown (rendered to HTML and to the twin by api/build/description.ts). */
  descriptionMarkdown: string;
  /** Deprecation message (Markdown) when the prop is deprecated; '' when deprecated without one. */
  deprecatedMarkdown: string | null;
  /** First 8.x release whose declarations have the prop (from `npm run api:history`). */
  since: string | null;
}

export interface ApiSlot {
  name: string;
  defaultComponent: string | null;
  /** Markdown. */
  descriptionMarkdown: string;
}

export interface ApiCssClass {
  key: string;
  /** Global class name, e.g. `MuiDataGrid-root`. */
  className: string;
  /** Markdown. */
  descriptionMarkdown: string;
}

/** A link to another API page, with the plan it documents. */
export interface ApiLink {
  name: string;
  plan: ApiPlan;
  route: string;
}

/** How an interface belongs to an API object (`GridApi`, the grid's `apiRef.current`). */
export interface ApiObjectRole {
  /** The API object's name (`GridApi`). */
  name: string;
  /** On a feature interface's page (`GridFilterApi`): the pages of each plan's API object that include it. */
  partOf: ApiLink[];
  /** On an API object's page: the feature interfaces it is made of. */
  features: ApiLink[];
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
  /** The JSDoc, as Markdown. */
  descriptionMarkdown: string;
  /** `@deprecated` on the exported declaration: its message (Markdown), '' without one; null when not deprecated. */
  deprecatedMarkdown: string | null;
  props: ApiProp[];
  slots: ApiSlot[];
  classes: ApiCssClass[];
  /** Element type the ref is forwarded to (`HTMLDivElement`), when the component takes a ref. */
  refElement: string | null;
  /** True when props not listed (native HTML attributes) are forwarded to that element. */
  forwardsNativeProps: boolean;
  /** True when it also takes MUI System's style props (`m`, `p`, `display`…), not listed either. */
  takesSystemProps: boolean;
  /** First 8.x release that exports it. */
  since: string | null;
  /**
   * When each plan's package declares its own interface under this name (`GridApi` is
   * `GridApiCommunity`, `GridApiPro` or `GridApiPremium`): the page of each, lowest plan first,
   * this one included.
   */
  planVariants?: ApiLink[];
  /** Set on an API object (`GridApi`) and on its feature interfaces (`GridFilterApi` …). */
  apiObject?: ApiObjectRole;
}

/** The list of every entity, for index pages, navigation and link checks. */
export interface ApiIndexEntry {
  kind: ApiEntity['kind'];
  name: string;
  product: ApiProduct;
  plan: ApiPlan;
  route: string;
  /** The API object the interface is, or is a feature of (`GridApi`): the index lists them together. */
  apiObject?: string;
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

/** An event of the Data Grid's event catalogue (`GridEventLookup`, with its Pro and Premium additions). */
export interface ApiEvent {
  /** Event name, as `subscribeEvent` and `useGridEvent` take it (`rowClick`). */
  name: string;
  /** Plan of the package that declares it. */
  plan: ApiPlan;
  /** Type of the handler's first argument, as declared (`GridRowParams`); null when it has none. */
  params: string | null;
  /** Type of the DOM or React event the handler receives, when there is one. */
  event: string | null;
  /** The JSDoc, as Markdown. */
  descriptionMarkdown: string;
}
