/** The props, slots and CSS classes tables of an API page's Markdown twin, and the words they use. */
import type { PhrasingContent, Table, TableCell, TableRow } from 'mdast';
import type { Language } from '../../../config/languages';
import type { ApiPageLabels } from '../../api/build/apiPageText';
import type { ApiEntity } from '../../api/types';
import { localizePath } from '../../routing/pathnameToLanguage';
import { absoluteUrl } from '../paths';
import { descriptionCell, singleLine } from './apiDescription';

/** The API page labels, plus the words of the table columns and row markers. */
export interface ApiTwinLabels extends ApiPageLabels {
  components: string;
  /** Heading of the API object (`GridApi`) and its feature interfaces on an index. */
  apiObject: string;
  interfaces: string;
  required: string;
  /** "since {version}". */
  since: (version: string) => string;
  columns: {
    name: string;
    type: string;
    default: string;
    description: string;
    slotName: string;
    defaultComponent: string;
    className: string;
    ruleName: string;
  };
}

/** Where the twin is read: links are made absolute and kept in the page's language. */
export interface ApiTwinContext {
  language: Language;
  origin: string;
}

export const text = (value: string): PhrasingContent => ({ type: 'text', value });
export const code = (value: string): PhrasingContent => ({
  type: 'inlineCode',
  value: value.replace(/\s+/g, ' ').trim(),
});
/** Links in generated descriptions point at English site paths (see api/apiPage localizeHtml). */
export function descriptionUrl(ctx: ApiTwinContext) {
  return (href: string) => absoluteUrl(localizePath(href, ctx.language), ctx.origin, '/');
}

function table(header: string[], rows: PhrasingContent[][][]): Table {
  const row = (cells: PhrasingContent[][]): TableRow => ({
    type: 'tableRow',
    // A cell is one line: every line break inside it becomes a space (pipes are escaped by the serializer).
    children: cells.map((cell): TableCell => ({ type: 'tableCell', children: singleLine(cell) })),
  });
  return {
    type: 'table',
    align: header.map(() => null),
    children: [row(header.map((label) => [text(label)])), ...rows.map(row)],
  };
}

export function propsTable(entity: ApiEntity, labels: ApiTwinLabels, ctx: ApiTwinContext): Table {
  const url = descriptionUrl(ctx);
  const rows = entity.props.map((prop) => {
    const name: PhrasingContent[] = [code(prop.name)];
    if (prop.required) name.push(text(` (${labels.required})`));
    const description: PhrasingContent[] = [];
    if (prop.deprecatedMarkdown !== null) {
      description.push({ type: 'strong', children: [text(labels.deprecated)] });
      const message = descriptionCell(prop.deprecatedMarkdown, { url });
      description.push(text(message.length > 0 ? ': ' : '.'), ...message);
      if (prop.descriptionMarkdown) description.push(text(' '));
    }
    description.push(...descriptionCell(prop.descriptionMarkdown, { url }));
    // Only a prop newer than its component is worth the words: the rest shipped with it.
    if (prop.since && prop.since !== entity.since)
      description.push(text(` (${labels.since(`v${prop.since}`)})`));
    return [
      name,
      [code(prop.type)],
      prop.default === null ? [] : [code(prop.default)],
      description,
    ];
  });
  return table(
    [labels.columns.name, labels.columns.type, labels.columns.default, labels.columns.description],
    rows,
  );
}

export function slotsTable(entity: ApiEntity, labels: ApiTwinLabels, ctx: ApiTwinContext): Table {
  const rows = entity.slots.map((slot) => [
    [code(slot.name)],
    slot.defaultComponent ? [code(slot.defaultComponent)] : [],
    descriptionCell(slot.descriptionMarkdown, { url: descriptionUrl(ctx) }),
  ]);
  return table(
    [labels.columns.slotName, labels.columns.defaultComponent, labels.columns.description],
    rows,
  );
}

export function classesTable(entity: ApiEntity, labels: ApiTwinLabels, ctx: ApiTwinContext): Table {
  const rows = entity.classes.map((each) => [
    [code(`.${each.className}`)],
    [text(each.key)],
    descriptionCell(each.descriptionMarkdown, { url: descriptionUrl(ctx) }),
  ]);
  return table(
    [labels.columns.className, labels.columns.ruleName, labels.columns.description],
    rows,
  );
}
