import type { Highlighter } from 'shiki';
import type { DemoMeta } from '../../demos/types';
import type { Language } from '../../../config/languages';
import type { ApiEvent } from '../../api/types';

/** Translated labels the compiler writes into static HTML. */
export interface MarkdownLabels {
  copy: string;
  copied: string;
  copyAria: string;
  or: string;
  anchorLink: string;
  callouts: Record<'info' | 'success' | 'warning' | 'error', string>;
  /** Column headers and plan names of the generated event catalogue. */
  eventCatalogue: {
    event: string;
    params: string;
    plan: string;
    description: string;
    pro: string;
    premium: string;
  };
}

/** Everything one compilation needs besides the source. */
export interface CompileContext {
  /** Repository-relative path of the file, for error messages. */
  file: string;
  language: Language;
  labels: MarkdownLabels;
  highlighter: Highlighter;
  /** The site's demos by id, for `<Demo name>` lookups. */
  demos: ReadonlyMap<string, DemoMeta>;
  /** The Data Grid's events from the generated API data, for `<DataGridEventCatalogue />`. */
  gridEvents?: readonly ApiEvent[];
  /** The route of a type's API page (`GridRowParams` → `/x/api/data-grid/grid-row-params`), if it has one. */
  apiPageOf?: (typeName: string) => string | undefined;
}
