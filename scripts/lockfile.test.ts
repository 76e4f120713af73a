import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('package-lock.json', () => {
  it('lists every optional dependency of every package, or npm ci refuses it (see scripts/lock-platform-packages.mjs)', () => {
    const lock = JSON.parse(fs.readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
    const packages = lock.packages as Record<string, { optionalDependencies?: Record<string, string> }>;
    const missing: string[] = [];
    let checked = 0;
    for (const [key, entry] of Object.entries(packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        checked += 1;
        if (!packages[`node_modules/${name}`] && !packages[`${key}/node_modules/${name}`]) missing.push(`${key} -> ${name}`);
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it('pins every @mui/x-* package to one version', () => {
    const pkg = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    const versions = new Set(Object.entries(pkg.dependencies as Record<string, string>).filter(([name]) => name.startsWith('@mui/x-')).map(([, v]) => v));
    expect([...versions]).toEqual(['8.29.3']);
  });
});
