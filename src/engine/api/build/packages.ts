import fs from 'node:fs';
import path from 'node:path';
import type { ApiPlan, ApiProduct } from '../types';

/** A package the API reference is generated from. */
export interface ApiPackage {
  name: string;
  product: ApiProduct;
  plan: ApiPlan;
}

/** The packages documented, in plan order within each product (community first). */
export const API_PACKAGES: readonly ApiPackage[] = [
  { name: '@mui/x-data-grid', product: 'data-grid', plan: 'community' },
  { name: '@mui/x-data-grid-pro', product: 'data-grid', plan: 'pro' },
  { name: '@mui/x-data-grid-premium', product: 'data-grid', plan: 'premium' },
  { name: '@mui/x-date-pickers', product: 'date-pickers', plan: 'community' },
  { name: '@mui/x-date-pickers-pro', product: 'date-pickers', plan: 'pro' },
  { name: '@mui/x-charts', product: 'charts', plan: 'community' },
  { name: '@mui/x-charts-pro', product: 'charts', plan: 'pro' },
  // 8.28.3, its newest 8.x release, sharing the pinned charts packages (package.json overrides).
  { name: '@mui/x-charts-premium', product: 'charts', plan: 'premium' },
  { name: '@mui/x-tree-view', product: 'tree-view', plan: 'community' },
  { name: '@mui/x-tree-view-pro', product: 'tree-view', plan: 'pro' },
];

/** Subpath entry points that are not public component modules. */
const PRIVATE_ENTRIES =
  /^\.\/(esm|internals|themeAugmentation|locales|models|hooks|utils|context|constants|colDef|material|icons|components|Adapter\w*)(\/|$)/;

/**
 * The entry points of a package with their declaration files: `.` and its public subpaths
 * (`@mui/x-date-pickers/DatePicker`), from the package's `exports` map.
 */
export function packageEntries(root: string, name: string): { specifier: string; file: string }[] {
  const dir = path.join(root, 'node_modules', name);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    exports?: Record<string, unknown>;
  };
  const subpaths = Object.keys(manifest.exports ?? { '.': {} }).filter(
    (key) =>
      key === '.' || (!key.includes('*') && !key.endsWith('.json') && !PRIVATE_ENTRIES.test(key)),
  );
  return subpaths
    .map((subpath) => ({
      specifier: subpath === '.' ? name : `${name}/${subpath.slice(2)}`,
      file: path.join(dir, subpath === '.' ? '' : subpath.slice(2), 'index.d.ts'),
    }))
    .filter((entry) => fs.existsSync(entry.file));
}

/** `DataGridPro` → `data-grid-pro`; `GridColDef` → `grid-col-def`; `PickerDay2` → `picker-day-2`. */
export function kebabCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([a-zA-Z])([0-9])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}
