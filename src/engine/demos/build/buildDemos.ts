import fs from 'node:fs';
import path from 'node:path';
import type { HighlightCode } from '../../markdown/build/highlight';
import { CONTENT_DIR } from '../../routing/contentFiles';
import type { DemoCode, DemoMeta, DemoStylingSource } from '../types';
import {
  BASE_DEMO_PACKAGES,
  importSpecifiers,
  installedVersion,
  muiXImportedNames,
  packageName,
  resolveLocalModule,
} from './imports';
import { demoStylings, scanDemos, type ScannedDemo } from './scanDemos';
import { tsToJs } from './tsToJs';
import { demoGroup, registryGroupFile } from '../registryTypes';

/** Peer packages an import implies without naming them (a date adapter needs its date library). */
const IMPLIED_PACKAGES: [RegExp, string][] = [
  [/AdapterDayjs$/, 'dayjs'],
  [/AdapterDateFns(Base|V2|V3|Jalali\w*)?$/, 'date-fns'],
  [/AdapterLuxon$/, 'luxon'],
  [/AdapterMoment$/, 'moment'],
];

/**
 * Vite's React plugin is not installed here (the site builds with Next.js), so its version is
 * named once: the release that supports the installed Vite major.
 */
export const VITE_REACT_PLUGIN_VERSION = '6.3.0';

/** Dev tools of the sandbox projects, at the versions installed here. */
function sandboxDevDependencies(root: string): Record<string, string> {
  const tools = Object.fromEntries(
    ['vite', 'typescript', '@types/react', '@types/react-dom'].map((name) => [
      name,
      installedVersion(root, name),
    ]),
  );
  return { ...tools, '@vitejs/plugin-react': VITE_REACT_PLUGIN_VERSION };
}

/** Every demo of the site, compiled. */
export interface BuiltDemos {
  scanned: ScannedDemo[];
  metas: DemoMeta[];
  /** The sources, resolved once all are highlighted (the pages compile meanwhile). */
  codes: Promise<DemoCode[]>;
  /** Names each demo imports from MUI X packages, by demo id (links API pages to guide pages). */
  usages: Record<string, string[]>;
}

/** Lists the files under `content/`, relative to it, with forward slashes. */
export function listContentTree(root: string): string[] {
  const dir = path.join(root, CONTENT_DIR);
  return (fs.readdirSync(dir, { recursive: true }) as string[]).map((file) =>
    file.split(path.sep).join('/'),
  );
}

/** The local modules a file imports, transitively (paths relative to `content/`). */
function localModules(contentDir: string, file: string, seen = new Set<string>()): Set<string> {
  const code = fs.readFileSync(path.join(contentDir, file), 'utf8');
  for (const { specifier } of importSpecifiers(code, file)) {
    if (!specifier.startsWith('.')) continue;
    const resolved = resolveLocalModule(contentDir, file, specifier);
    if (seen.has(resolved)) continue;
    seen.add(resolved);
    localModules(contentDir, resolved, seen);
  }
  return seen;
}

/** A styling variant's source and the local modules it imports, read from disk. */
interface ReadStyling {
  file: string;
  code: string;
  modules: string[];
}

/** Reads a styling variant and records the packages and MUI X names it imports (its modules included). */
function readStyling(
  contentDir: string,
  file: string,
  packages: Set<string>,
  usedNames: Set<string>,
): ReadStyling {
  const code = fs.readFileSync(path.join(contentDir, file), 'utf8');
  for (const name of muiXImportedNames(code, file)) usedNames.add(name);
  const modules = [...localModules(contentDir, file)];
  for (const each of [file, ...modules]) {
    const text = each === file ? code : fs.readFileSync(path.join(contentDir, each), 'utf8');
    for (const { specifier } of importSpecifiers(text, each)) {
      const name = packageName(specifier);
      if (name) packages.add(name);
      for (const [pattern, implied] of IMPLIED_PACKAGES)
        if (pattern.test(specifier)) packages.add(implied);
    }
  }
  return { file, code, modules };
}

/**
 * Generates a styling variant's JavaScript (its local modules' too) and sends both sources to the
 * highlighter; `highlighted` resolves with the whole source once they come back. Wrapped in an
 * object so that awaiting the generation does not also wait for the highlighting.
 */
async function stylingSource(
  contentDir: string,
  demo: ScannedDemo,
  read: ReadStyling,
  typescript: boolean,
  highlight: HighlightCode,
): Promise<{ highlighted: Promise<DemoStylingSource> }> {
  const { file, code } = read;
  const modules: DemoStylingSource['modules'] = { ts: {}, js: {} };
  for (const modulePath of read.modules) {
    const relative = path.posix.relative(demo.dir, modulePath);
    const text = fs.readFileSync(path.join(contentDir, modulePath), 'utf8');
    const isTs = /\.tsx?$/.test(modulePath);
    if (isTs) modules.ts[relative] = text;
    modules.js[isTs ? relative.replace(/\.ts(x?)$/, '.js$1') : relative] = isTs
      ? await tsToJs(text, modulePath)
      : text;
  }
  const js = typescript ? await tsToJs(code, file) : code;
  const [tsHtml, jsHtml] = [typescript ? highlight(code, 'tsx') : null, highlight(js, 'jsx')];
  return {
    highlighted: Promise.all([tsHtml, jsHtml]).then(([ts, jsx]) => ({
      ts: ts === null ? null : { code, html: ts },
      js: { code: js, html: jsx },
      modules,
    })),
  };
}

/**
 * Finds every demo under `content/`, generates the JavaScript variant of each TypeScript source,
 * highlights both, and works out the npm packages each demo needs (at their installed versions).
 */
export async function buildDemos(
  root: string,
  highlight: HighlightCode,
  repository: { url: string; branch: string },
): Promise<BuiltDemos> {
  const contentDir = path.join(root, CONTENT_DIR);
  const demos = scanDemos(listContentTree(root));
  const metas: DemoMeta[] = [];
  const codes: Promise<DemoCode>[] = [];
  const devDependencies = demos.length > 0 ? sandboxDevDependencies(root) : {};
  const usages: Record<string, string[]> = {};
  for (const demo of demos) {
    const packages = new Set<string>(BASE_DEMO_PACKAGES);
    const usedNames = new Set<string>();
    const sources: Promise<readonly [string, DemoStylingSource]>[] = [];
    for (const styling of demoStylings(demo)) {
      const read = readStyling(contentDir, demo.variants[styling]!.file, packages, usedNames);
      // The JavaScript is generated here; the highlighting, which may run on other threads while
      // the pages compile, is awaited only with `codes`.
      const { highlighted } = await stylingSource(
        contentDir,
        demo,
        read,
        demo.variants[styling]!.typescript,
        highlight,
      );
      sources.push(highlighted.then((source) => [styling, source] as const));
    }
    const main = demo.variants['MUI System']!;
    usages[demo.id] = [...usedNames].sort();
    metas.push({
      id: demo.id,
      name: demo.name,
      stylings: demoStylings(demo),
      hasTypeScript: main.typescript,
      sourcePath: `${CONTENT_DIR}/${main.file}`,
      sourceUrl: `${repository.url}/blob/${repository.branch}/${CONTENT_DIR}/${main.file}`,
      issuesUrl: `${repository.url}/issues/new`,
    });
    codes.push(
      Promise.all(sources).then((entries) => {
        const dependencies = Object.fromEntries(
          [...packages].sort().map((name) => [name, installedVersion(root, name)]),
        );
        return {
          id: demo.id,
          name: demo.name,
          sources: Object.fromEntries(entries),
          dependencies,
          devDependencies,
        };
      }),
    );
  }
  return { scanned: demos, metas, codes: Promise.all(codes), usages };
}

/**
 * The demo registry as modules, one per group (a page's content folder; registryTypes.ts):
 * `registry/<group>.ts` with one lazy import per demo and styling. loadDemo imports a group by
 * file name, so a page with demos loads its own loaders, not those of every demo of the site.
 * Keys are paths relative to `.generated/demos/`.
 */
export function registryModuleSources(
  demos: readonly ScannedDemo[],
  generatedBy: string,
): Map<string, string> {
  const groups = new Map<string, ScannedDemo[]>();
  for (const demo of demos) {
    const group = demoGroup(demo.id);
    groups.set(group, [...(groups.get(group) ?? []), demo]);
  }
  const files = new Map<string, string>();
  for (const [group, members] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const lines = [
      `// ${generatedBy}`,
      "import type { DemoRegistry } from '../../../src/engine/demos/registryTypes';",
      '',
      `/** Lazy loaders of the demos of ${group || 'the content root'}, by id and styling solution. */`,
      'export const demoRegistry: DemoRegistry = {',
    ];
    for (const demo of members) {
      lines.push(`  ${JSON.stringify(demo.id)}: {`);
      for (const styling of demoStylings(demo)) {
        const source = `../../../${CONTENT_DIR}/${demo.variants[styling]!.file}`;
        lines.push(`    ${JSON.stringify(styling)}: () => import(${JSON.stringify(source)}),`);
      }
      lines.push('  },');
    }
    lines.push('};', '');
    files.set(`registry/${registryGroupFile(group)}`, lines.join('\n'));
  }
  return files;
}
