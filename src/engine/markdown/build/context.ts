import type { Highlighter } from 'shiki';
import type { DemoMeta } from '../../demos/types';
import type { Language } from '../../../config/languages';

/** Translated labels the compiler writes into static HTML. */
export interface MarkdownLabels {
  copy: string;
  copied: string;
  copyAria: string;
  or: string;
  anchorLink: string;
  callouts: Record<'info' | 'success' | 'warning' | 'error', string>;
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
}
