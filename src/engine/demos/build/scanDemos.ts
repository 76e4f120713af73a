import { DEMO_STYLINGS, type DemoStyling } from '../types';

/**
 * File naming convention of demos, relative to `content/`:
 *
 * - `<dir>/<DemoName>.tsx` — a demo (PascalCase name); `<DemoName>.jsx` for a JavaScript-only demo;
 * - `<dir>/<DemoName>.tailwind.tsx` and `<dir>/<DemoName>.css.tsx` — its Tailwind CSS and plain
 *   CSS styling variants (the MUI System variant is the plain `<DemoName>.tsx`);
 * - anything else (lower-case or `.ts` modules) is a helper a demo may import, not a demo.
 *
 * A demo's id is `<dir>/<DemoName>`; a page embeds it with `<Demo name="DemoName" />` from an
 * `index.mdx` in the same folder.
 */
const DEMO_FILE =
  /^(?<dir>(?:[a-z0-9-]+\/)*)(?<name>[A-Z][A-Za-z0-9]*)(?:\.(?<variant>tailwind|css))?\.(?<ext>tsx|jsx)$/;

const VARIANT_STYLING: Record<string, DemoStyling> = { tailwind: 'Tailwind', css: 'CSS' };

/** One source file of a demo, for one styling solution. */
export interface ScannedDemoFile {
  /** Path relative to `content/`. */
  file: string;
  typescript: boolean;
}

/** A demo found in `content/`, with its styling variants. */
export interface ScannedDemo {
  id: string;
  name: string;
  /** Folder relative to `content/` (no trailing slash; '' for the root). */
  dir: string;
  variants: Partial<Record<DemoStyling, ScannedDemoFile>>;
}

/** Thrown when demo files break the naming convention (message names the file). */
export class DemoScanError extends Error {}

/** Groups `content/` files into demos and their variants. Pure: takes the file list. */
export function scanDemos(files: readonly string[]): ScannedDemo[] {
  const demos = new Map<string, ScannedDemo>();
  for (const file of [...files].sort()) {
    const match = DEMO_FILE.exec(file);
    if (!match?.groups) continue;
    const dir = match.groups.dir.replace(/\/$/, '');
    const { name, variant, ext } = match.groups;
    const id = dir ? `${dir}/${name}` : name;
    const demo = demos.get(id) ?? { id, name, dir, variants: {} };
    const styling: DemoStyling = variant ? VARIANT_STYLING[variant] : 'MUI System';
    if (demo.variants[styling]) {
      throw new DemoScanError(
        `content/${file}: demo "${id}" already has a ${styling} source (${demo.variants[styling]?.file})`,
      );
    }
    demo.variants[styling] = { file, typescript: ext === 'tsx' };
    demos.set(id, demo);
  }
  for (const demo of demos.values()) {
    if (!demo.variants['MUI System']) {
      const orphan = Object.values(demo.variants)[0]?.file;
      throw new DemoScanError(
        `content/${orphan}: a styling variant needs its main demo file content/${demo.id}.tsx`,
      );
    }
  }
  return [...demos.values()];
}

/** The styling solutions a demo offers, in menu order. */
export function demoStylings(demo: ScannedDemo): DemoStyling[] {
  return DEMO_STYLINGS.filter((styling) => demo.variants[styling]);
}
