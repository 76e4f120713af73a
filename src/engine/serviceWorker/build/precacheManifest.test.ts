import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { precacheManifest, SHELL_PAGES, shellAssetsOf } from './precacheManifest';

const PAGE = `<!DOCTYPE html><html><head>
<link rel="preload" href="/_next/static/css/a1b2.css" as="style"/><link rel="stylesheet" href="/_next/static/css/a1b2.css"/>
<script defer="" noModule="" src="/_next/static/chunks/polyfills-1.js"></script>
<script src="/_next/static/chunks/main-2.js" defer=""></script>
<script src="/_next/static/chunks/pages/x/%5B...slug%5D-3.js" defer=""></script>
<script src="/_next/static/BUILD/_buildManifest.js" defer=""></script>
<script id="__docs_scripts" type="application/json">["/_next/static/chunks/framework-4.js","/_next/static/chunks/main-2.js"]</script>
<link rel="icon" href="/favicon.svg"/></head><body></body></html>`;

describe('shellAssetsOf', () => {
  it('lists the hashed scripts and styles a page loads, listed ones too, once each, without the legacy polyfills', () => {
    expect(shellAssetsOf(PAGE)).toEqual([
      '/_next/static/css/a1b2.css',
      '/_next/static/chunks/main-2.js',
      '/_next/static/chunks/pages/x/%5B...slug%5D-3.js',
      '/_next/static/BUILD/_buildManifest.js',
      '/_next/static/chunks/framework-4.js',
    ]);
  });
});

describe('precacheManifest', () => {
  function exportDir(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-export-'));
    for (const page of SHELL_PAGES) {
      fs.mkdirSync(path.dirname(path.join(dir, page)), { recursive: true });
      fs.writeFileSync(path.join(dir, page), PAGE);
    }
    for (const asset of shellAssetsOf(PAGE)) {
      const file = path.join(dir, decodeURIComponent(asset));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, asset);
    }
    fs.mkdirSync(path.join(dir, 'static/ads-in-house'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'static/ads-in-house/a.svg'), '<svg/>');
    fs.mkdirSync(path.join(dir, 'static/fonts/plex-1.0.0'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'static/fonts/plex-1.0.0/plex-400.woff2'), 'font');
    fs.mkdirSync(path.join(dir, 'static/fonts/material-icons-1.0.0'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'static/fonts/material-icons-1.0.0/material-icons-latin-400-normal.woff2'),
      'icons',
    );
    fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
    fs.writeFileSync(path.join(dir, '404.html'), 'not found');
    return dir;
  }

  it('precaches the shell assets without revision and other shell files with a content hash', async () => {
    const dir = exportDir();
    const manifest = await precacheManifest(dir);
    expect(manifest.find((entry) => entry.url === '/_next/static/chunks/main-2.js')).toEqual({
      url: '/_next/static/chunks/main-2.js',
      revision: null,
    });
    expect(manifest.find((entry) => entry.url === '/404.html')?.revision).toMatch(/^[0-9a-f]{32}$/);
    expect(manifest.map((entry) => entry.url)).toContain('/static/ads-in-house/a.svg');
    // Files in a folder's subfolders too (the fonts sit in a folder named by their version).
    expect(manifest.map((entry) => entry.url)).toContain('/static/fonts/plex-1.0.0/plex-400.woff2');
    expect(manifest.map((entry) => entry.url)).not.toContain('/static/fonts/plex-1.0.0');
    // The icon fonts are cached by the worker when a page first draws an icon, not at install.
    expect(manifest.filter((entry) => entry.url.includes('material-icons'))).toEqual([]);
    fs.writeFileSync(path.join(dir, '404.html'), 'changed');
    expect(
      (await precacheManifest(dir)).find((entry) => entry.url === '/404.html')?.revision,
    ).not.toBe(manifest.find((entry) => entry.url === '/404.html')?.revision);
  });

  it('fails when a file a shell page loads is missing from the export', async () => {
    const dir = exportDir();
    fs.rmSync(path.join(dir, '_next/static/chunks/main-2.js'));
    await expect(precacheManifest(dir)).rejects.toThrow('_next/static/chunks/main-2.js');
  });

  it('fails when a shell page is missing', async () => {
    const dir = exportDir();
    fs.rmSync(path.join(dir, SHELL_PAGES[0]));
    await expect(precacheManifest(dir)).rejects.toThrow(
      `the shell page ${SHELL_PAGES[0]} is missing`,
    );
  });
});
