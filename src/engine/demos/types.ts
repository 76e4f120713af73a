import { CODE_STYLINGS, type CodeStyling } from '../preferences/codePreferences';

/** Styling solutions a demo can be written in (the `codeStyling` preference values). */
export const DEMO_STYLINGS = CODE_STYLINGS;
export type DemoStyling = CodeStyling;

/** Background of the live demo area. */
export const DEMO_BACKGROUNDS = ['outlined', 'inline', 'filled'] as const;
export type DemoBackground = (typeof DEMO_BACKGROUNDS)[number];

/** What the build knows about a demo, shipped in page data (small: no source code). */
export interface DemoMeta {
  /** `<content dir>/<DemoName>`: key of the registry and of the code file. */
  id: string;
  name: string;
  /** Styling solutions the demo is written in; the menu shows only when there are several. */
  stylings: DemoStyling[];
  /** False for a JavaScript-only demo (the TypeScript toggle is disabled). */
  hasTypeScript: boolean;
  /** Repository path of the main source file. */
  sourcePath: string;
  /** The main source file on the repository host, for "View the source on GitHub". */
  sourceUrl: string;
  /** Where readers report a crashing demo (a new-issue form). */
  issuesUrl: string;
}

/** Options an author sets on `<Demo>` in MDX. */
export interface DemoOptions {
  bg: DemoBackground;
  hideToolbar: boolean;
  defaultCodeOpen: boolean;
  /** The demo's page shows no ad (for demos that need the reader's full attention or width). */
  disableAd: boolean;
}

/** Props of the Demo island in page data. */
export interface DemoIslandProps extends DemoOptions {
  demo: DemoMeta;
}

/** One language of a demo's source: the code and its build-time highlighted HTML. */
export interface DemoSource {
  code: string;
  html: string;
}

/** A demo's source for one styling solution, in both languages. */
export interface DemoStylingSource {
  ts: DemoSource | null;
  js: DemoSource;
  /** Local modules the demo imports (path relative to the demo's folder → code), per language. */
  modules: { ts: Record<string, string>; js: Record<string, string> };
}

/** The code file of a demo, fetched when its code is shown, copied or opened in a sandbox. */
export interface DemoCode {
  id: string;
  name: string;
  sources: Partial<Record<DemoStyling, DemoStylingSource>>;
  /** npm dependencies of the demo's imports, pinned to the versions installed here. */
  dependencies: Record<string, string>;
  /** Build tools of a sandbox project (Vite, TypeScript), pinned likewise. */
  devDependencies: Record<string, string>;
}
