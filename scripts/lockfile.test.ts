import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('package-lock.json', () => {
  it('lists every optional dependency of every package, or npm ci refuses it (see scripts/lock-platform-packages.mjs)', () => {
    const lock = JSON.parse(
      fs.readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'),
    );
    const packages = lock.packages as Record<
      string,
      { optionalDependencies?: Record<string, string> }
    >;
    const missing: string[] = [];
    let checked = 0;
    for (const [key, entry] of Object.entries(packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        checked += 1;
        if (!packages[`node_modules/${name}`] && !packages[`${key}/node_modules/${name}`])
          missing.push(`${key} -> ${name}`);
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it('pins every @mui/x-* package to one version (Charts Premium: its newest 8.x release)', () => {
    const pkg = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    const pinned = Object.entries(pkg.dependencies as Record<string, string>).filter(([name]) =>
      name.startsWith('@mui/x-'),
    );
    expect(
      new Set(pinned.filter(([name]) => name !== '@mui/x-charts-premium').map(([, v]) => v)),
    ).toEqual(new Set(['8.29.3']));
    // Published up to 8.28.3 only; package.json's overrides give it the pinned charts packages.
    expect(pkg.dependencies['@mui/x-charts-premium']).toBe('8.28.3');
  });

  it('installs one copy of each @mui/x-* package, so Charts Premium shares the charts context', () => {
    const lock = JSON.parse(
      fs.readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'),
    );
    const nested = Object.keys(lock.packages as object).filter((key) =>
      /node_modules\/@mui\/x-[^/]+\/node_modules\/@mui\/x-/.test(key),
    );
    expect(nested).toEqual([]);
    expect(lock.packages['node_modules/@mui/x-charts-premium'].version).toBe('8.28.3');
    expect(lock.packages['node_modules/@mui/x-charts'].version).toBe('8.29.3');
  });
});
