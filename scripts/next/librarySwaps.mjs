// @ts-check
/**
 * Library modules swapped at build time for versions that load part of their code on demand.
 *
 * Read by next.config.mjs (plain JavaScript, so no TypeScript here; types in librarySwaps.d.mts).
 * Each swap names the library file or import it replaces; `librarySwaps.test.ts` fails when an
 * upgrade of the packages moves or renames one, so a swap never silently stops applying.
 */
import fs from 'node:fs';
import path from 'node:path';

/** @type {readonly import('./librarySwaps.d.mts').LibrarySwap[]} */
export const LIBRARY_SWAPS = [
  {
    // Every chart imports Material UI's Button and IconButton (with ButtonBase, the ripple, the
    // transition group and CircularProgress) as default slots, yet only the charts toolbar renders
    // them: about 12 KB Brotli that a chart without a toolbar never uses.
    file: '@mui/x-charts/internals/material/index.mjs',
    replacement: 'src/engine/demos/onDemand/chartsMaterialSlots.tsx',
  },
  {
    // The charts tooltip is a Popper (with Popper.js, about 9 KB Brotli) rendered only while a
    // tooltip is open; it loads at the reader's first pointer or keyboard input on the page.
    importer: '@mui/x-charts/ChartsTooltip/ChartsTooltipContainer.mjs',
    request: '@mui/material/Popper',
    replacement: 'src/engine/demos/onDemand/material/Popper.tsx',
  },
  // The Data Grid's default slots import every Material UI component the grid and its panels may
  // render. These render only inside panels the reader opens (the filter panel, Premium's pivot
  // and charts panels), so each loads when first shown. The grid's own cells, headers and footer
  // use the others (Checkbox, IconButton, Tooltip, TablePagination with its Select…), left as
  // they are.
  ...['Autocomplete', 'Chip', 'Switch', 'Tabs', 'Tab', 'ToggleButton'].map((component) => ({
    importer: '@mui/x-data-grid/material/index.mjs',
    request: `@mui/material/${component}`,
    replacement: `src/engine/demos/onDemand/material/${component}.tsx`,
  })),
];

/**
 * The file an import resolves to instead, or null when no swap applies. Pure.
 *
 * @param {readonly import('./librarySwaps.d.mts').LibrarySwap[]} swaps
 * @param {string} root the project folder (node_modules and the replacements are under it)
 * @param {import('./librarySwaps.d.mts').ImportSite} site
 * @returns {string | null}
 */
export function swapFor(swaps, root, { request, context, issuer }) {
  const inPackages = (/** @type {string} */ file) => path.join(root, 'node_modules', file);
  const target = request.startsWith('.') ? path.resolve(context, request) : null;
  for (const swap of swaps) {
    const matches =
      'file' in swap
        ? target === inPackages(swap.file)
        : request === swap.request && issuer === inPackages(swap.importer);
    if (matches) return path.join(root, swap.replacement);
  }
  return null;
}

/** Applies the swaps to a webpack compilation, before each import is resolved. */
export class LibrarySwapPlugin {
  /**
   * @param {string} root
   * @param {readonly import('./librarySwaps.d.mts').LibrarySwap[]} [swaps]
   */
  constructor(root, swaps = LIBRARY_SWAPS) {
    this.root = root;
    this.swaps = swaps;
  }

  /** @param {any} compiler webpack's compiler (Next.js bundles its own webpack, without types here) */
  apply(compiler) {
    // webpack names modules by their real path: when node_modules is a symbolic link (a git
    // worktree sharing another checkout's packages), map its files back under this root, or no
    // swap would match and the libraries would silently load whole.
    const linked = path.join(this.root, 'node_modules');
    const real = fs.existsSync(linked) ? fs.realpathSync(linked) : linked;
    const underRoot = (/** @type {string} */ file) =>
      real !== linked && file.startsWith(real + path.sep) ? linked + file.slice(real.length) : file;
    compiler.hooks.normalModuleFactory.tap('LibrarySwapPlugin', (/** @type {any} */ factory) => {
      factory.hooks.beforeResolve.tap('LibrarySwapPlugin', (/** @type {any} */ data) => {
        const replacement = swapFor(this.swaps, this.root, {
          request: data.request,
          context: underRoot(data.context),
          issuer: underRoot(data.contextInfo?.issuer ?? ''),
        });
        if (replacement) data.request = replacement;
      });
    });
  }
}
