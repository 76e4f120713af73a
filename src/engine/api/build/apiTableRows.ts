import type { ApiCssClassRow, ApiPropRow, ApiSlotRow, ApiTableProps } from '../apiTableTypes';
import { descriptionToHtml } from './description';
import type { ApiEntity } from '../types';

/** The island's rows: the entity's, their Markdown descriptions rendered to HTML. */
export function apiTableRows(
  entity: ApiEntity,
  section: ApiTableProps['section'],
): ApiTableProps['rows'] {
  // Keys in the order the page data has always had them, so built pages do not change.
  if (section === 'props')
    return entity.props.map(
      ({ descriptionMarkdown, deprecatedMarkdown, since, ...prop }): ApiPropRow => ({
        ...prop,
        descriptionHtml: descriptionToHtml(descriptionMarkdown),
        deprecatedHtml: deprecatedMarkdown === null ? null : descriptionToHtml(deprecatedMarkdown),
        since,
      }),
    );
  if (section === 'slots')
    return entity.slots.map(
      ({ descriptionMarkdown, ...slot }): ApiSlotRow => ({
        ...slot,
        descriptionHtml: descriptionToHtml(descriptionMarkdown),
      }),
    );
  return entity.classes.map(
    ({ descriptionMarkdown, ...cls }): ApiCssClassRow => ({
      ...cls,
      descriptionHtml: descriptionToHtml(descriptionMarkdown),
    }),
  );
}
