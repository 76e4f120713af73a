import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeCspHashes } from '../../scripts/build/cspHashesFile';
import { startServer } from '../server';
import { ANALYTICS_SCRIPT, THEME_SCRIPT, createTempSite } from '../testing/tempSite';
import { CSP_HASHES_FILE, loadCspHashes } from './cspHashes';

const hashOf = (script: string) =>
  `'sha256-${crypto.createHash('sha256').update(script, 'utf8').digest('base64')}'`;

const site = createTempSite();
const file = path.join(site.exportDir, CSP_HASHES_FILE);
afterAll(() => fs.rmSync(site.dir, { recursive: true, force: true }));

describe('the CSP hashes file', () => {
  it('is written by the build with the distinct hashes of every page, and read back by the server', () => {
    const written = writeCspHashes(site.exportDir, 'cspHashes.test.ts');
    const loaded = loadCspHashes(site.exportDir);
    expect(loaded).toEqual({
      generatedBy: 'cspHashes.test.ts',
      scriptHashes: [hashOf(THEME_SCRIPT), hashOf(ANALYTICS_SCRIPT)].sort(),
      htmlFiles: 8,
      inlineScripts: 4,
    });
    expect(written).toMatchObject(loaded);
  });

  it.each([
    ['missing', null, /\.csp\.json is missing: build the site with `npm run build`/],
    ['not JSON', '{"scriptHashes": [', /\.csp\.json is not JSON; rebuild the site/],
    [
      'without its hashes',
      JSON.stringify({ generatedBy: 'x', htmlFiles: 1, inlineScripts: 1 }),
      /\.csp\.json is malformed \(scriptHashes: /,
    ],
    [
      'holding something other than a hash, which would go into every header',
      JSON.stringify({
        generatedBy: 'x',
        scriptHashes: ["'unsafe-inline'"],
        htmlFiles: 1,
        inlineScripts: 1,
      }),
      /\.csp\.json is malformed \(scriptHashes\.0: not a sha256 hash source\)/,
    ],
  ])('stops the server from starting when %s, naming the file', async (_case, content, message) => {
    const saved = fs.readFileSync(file);
    try {
      if (content === null) fs.rmSync(file);
      else fs.writeFileSync(file, content);
      expect(() => loadCspHashes(site.exportDir)).toThrow(message);
      expect(() => loadCspHashes(site.exportDir)).toThrow(file);
      await expect(
        startServer({ exportDir: site.exportDir, port: 0, host: '127.0.0.1', csp: {} }),
      ).rejects.toThrow(message);
    } finally {
      fs.writeFileSync(file, saved);
    }
  });
});
