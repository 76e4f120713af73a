import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LIBRARY_SWAPS, swapFor, type LibrarySwap } from './librarySwaps.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const inPackages = (file: string) => path.join(root, 'node_modules', file);
const namedExports = (module: object) =>
  Object.keys(module)
    .filter((name) => name !== 'default')
    .sort();

describe('LIBRARY_SWAPS: each swap still applies to the installed packages', () => {
  for (const swap of LIBRARY_SWAPS) {
    it(`${swap.replacement} replaces ${'file' in swap ? swap.file : `${swap.request} in ${swap.importer}`}`, async () => {
      expect(fs.existsSync(path.join(root, swap.replacement))).toBe(true);
      if ('file' in swap) {
        // The replacement exports what the library file exports, with the same keys.
        const original = (await import(pathToFileURL(inPackages(swap.file)).href)) as Record<
          string,
          object
        >;
        const replacement = (await import(path.join(root, swap.replacement))) as Record<
          string,
          object
        >;
        expect(namedExports(replacement)).toEqual(namedExports(original));
        for (const name of namedExports(original))
          expect(Object.keys(replacement[name]).sort(), name).toEqual(
            Object.keys(original[name]).sort(),
          );
      } else {
        const source = fs.readFileSync(inPackages(swap.importer), 'utf8');
        expect(source).toMatch(new RegExp(`^import \\w+ from ['"]${swap.request}['"];$`, 'm'));
      }
    });
  }
});

describe('swapFor', () => {
  const swaps: LibrarySwap[] = [
    { file: 'lib/internals/slots.mjs', replacement: 'src/slots.tsx' },
    {
      importer: 'lib/Tooltip/Tooltip.mjs',
      request: '@mui/material/Popper',
      replacement: 'src/Popper.tsx',
    },
  ];
  const lib = (file: string) => path.join(root, 'node_modules', 'lib', file);

  it('replaces a library file whatever relative path imports it', () => {
    expect(
      swapFor(swaps, root, {
        request: '../internals/slots.mjs',
        context: lib('Provider'),
        issuer: lib('Provider/Provider.mjs'),
      }),
    ).toBe(path.join(root, 'src/slots.tsx'));
    expect(
      swapFor(swaps, root, {
        request: './slots.mjs',
        context: lib('internals'),
        issuer: lib('internals/index.mjs'),
      }),
    ).toBe(path.join(root, 'src/slots.tsx'));
    expect(
      swapFor(swaps, root, {
        request: './slots.mjs',
        context: lib('other'),
        issuer: lib('other/index.mjs'),
      }),
    ).toBeNull();
  });

  it('replaces an import only in the file named', () => {
    expect(
      swapFor(swaps, root, {
        request: '@mui/material/Popper',
        context: lib('Tooltip'),
        issuer: lib('Tooltip/Tooltip.mjs'),
      }),
    ).toBe(path.join(root, 'src/Popper.tsx'));
    // The replacement's own import of the real module, and everyone else's, are left alone.
    expect(
      swapFor(swaps, root, {
        request: '@mui/material/Popper',
        context: path.join(root, 'src'),
        issuer: path.join(root, 'src/Popper.tsx'),
      }),
    ).toBeNull();
    expect(
      swapFor(swaps, root, {
        request: '@mui/material/Button',
        context: lib('Tooltip'),
        issuer: lib('Tooltip/Tooltip.mjs'),
      }),
    ).toBeNull();
  });
});
