/**
 * The words and names an API page is made of, shared by its HTML (apiPage.ts) and its Markdown
 * twin (markdownTwin/build/apiTwin.ts): translated labels, titles, import lines and row anchors.
 */
import type { CompileContext } from '../../markdown/build/context';
import { localizePath } from '../../routing/pathnameToLanguage';
import type { ApiTableProps } from '../apiTableTypes';
import type { ApiEntity } from '../types';

/** A guide page whose demos use an API entity. */
export interface DemoPageLink {
  title: string;
  route: string;
}

/** Translated words of an API page. */
export interface ApiPageLabels {
  title: (name: string) => string;
  description: (name: string, pkg: string) => string;
  interfaceDescription: (name: string, pkg: string) => string;
  demos: string;
  import: string;
  props: string;
  /** "Properties", the props heading of an interface page. */
  properties: string;
  slots: string;
  classes: string;
  /** "Deprecated": the notice's accessible name and the index pages' marker. */
  deprecated: string;
  /** "{name} is deprecated.", the first line of the notice at the top of a deprecated entity's page. */
  deprecatedEntity: (name: string) => string;
  plan: Record<'pro' | 'premium', string>;
  nativeProps: (element: string) => string;
  refElement: (element: string) => string;
  /** The line that sums up MUI System's props: a sentence with `{link}` where `systemPropsLink` goes. */
  systemProps: string;
  systemPropsLink: string;
  /** Heading of a component's section on a Components API tab. */
  component: (name: string) => string;
  /** `GridApi (Pro plan)`: an entity of which each plan's package declares its own. */
  nameWithPlan: (name: string, plan: string) => string;
  /** Says that each plan's package declares its own `name`, before the links to each. */
  planVariants: (name: string) => string;
  /** Before the links to the API object pages a feature interface is part of. */
  partOf: string;
  /** Heading of the feature interfaces an API object is made of. */
  features: string;
}

/** The system props line around its link: the text before and after it. */
export function systemPropsSentence(labels: ApiPageLabels): [before: string, after: string] {
  const [before, after = ''] = labels.systemProps.split('{link}');
  return [before, after];
}

/** Links in generated descriptions point at English routes; a Chinese page keeps its language. */
export function localizeHtml(html: string, ctx: CompileContext): string {
  return ctx.language === 'en'
    ? html
    : html.replace(
        /href="(\/x\/[^"]*)"/g,
        (_, href: string) => `href="${localizePath(href, ctx.language)}"`,
      );
}

/** The name of an entity as its page shows it: with its plan when each plan declares its own. */
export function entityTitleName(
  entity: Pick<ApiEntity, 'name' | 'plan' | 'planVariants'>,
  labels: ApiPageLabels,
): string {
  return entity.planVariants && entity.plan !== 'community'
    ? labels.nameWithPlan(entity.name, labels.plan[entity.plan])
    : entity.name;
}

/** The import statements of an entity, joined by `// or`. */
export function importCode(entity: ApiEntity): string {
  const keyword = entity.kind === 'interface' ? 'import type' : 'import';
  return entity.imports
    .map((each) => `${keyword} { ${entity.name} } from '${each.path}';`)
    .join('\n// or\n');
}

/** The rows an API table shows. */
type ApiTableRows = ApiTableProps['rows'];

/** Anchor of a table row: `prop-<name>`, `slot-<name>`, `classes-<key>`. */
export function anchorOf(
  section: 'props' | 'slots' | 'classes',
  row: ApiTableRows[number],
): string {
  return section === 'props'
    ? `prop-${(row as { name: string }).name}`
    : section === 'slots'
      ? `slot-${(row as { name: string }).name}`
      : `classes-${(row as { key: string }).key}`;
}
