import type { ApiCssClass, ApiProp, ApiSlot } from './types';

/** A prop row as the island gets it: the descriptions rendered to HTML at build time. */
export type ApiPropRow = Omit<ApiProp, 'descriptionMarkdown' | 'deprecatedMarkdown'> & {
  descriptionHtml: string;
  /** The deprecation message (HTML); '' when deprecated without one; null when not deprecated. */
  deprecatedHtml: string | null;
};
export type ApiSlotRow = Omit<ApiSlot, 'descriptionMarkdown'> & { descriptionHtml: string };
export type ApiCssClassRow = Omit<ApiCssClass, 'descriptionMarkdown'> & {
  descriptionHtml: string;
};

/** Layouts of an API table: a table, a list with everything shown, or a list of collapsed rows. */
export const API_LAYOUTS = ['collapsed', 'expanded', 'table'] as const;
export type ApiLayout = (typeof API_LAYOUTS)[number];

/** Props of the ApiTable island (computed at build, in page data). */
export interface ApiTableProps {
  section: 'props' | 'slots' | 'classes';
  /** Component or interface name, for the table's accessible name. */
  entity: string;
  /** Prefix of the row anchors when several components share a page. */
  anchorPrefix: string;
  rows: ApiPropRow[] | ApiSlotRow[] | ApiCssClassRow[];
  /** Data Grid pages remember their own layout and default to the expanded list. */
  dataGrid: boolean;
}
