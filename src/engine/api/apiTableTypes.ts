import type { ApiCssClass, ApiProp, ApiSlot } from './types';

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
  rows: ApiProp[] | ApiSlot[] | ApiCssClass[];
  /** Data Grid pages remember their own layout and default to the expanded list. */
  dataGrid: boolean;
}
