import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('package-lock.json', () => {
  it('lists every optional dependency of next, or npm ci refuses it (see scripts/lock-platform-packages.mjs)', () => {
    const lock = JSON.parse(fs.readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
    const optional = Object.keys(lock.packages['node_modules/next'].optionalDependencies).filter((name) => name.startsWith('@next/swc-'));
    expect(optional.length).toBeGreaterThan(4);
    for (const name of optional) expect(lock.packages[`node_modules/${name}`], name).toBeDefined();
  });

  it('pins every @mui/x-* package to one version', () => {
    const pkg = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    const versions = new Set(Object.entries(pkg.dependencies as Record<string, string>).filter(([name]) => name.startsWith('@mui/x-')).map(([, v]) => v));
    expect([...versions]).toEqual(['8.29.3']);
  });
});
