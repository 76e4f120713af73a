import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { compressExport } from './compressExport';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-compress-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Varied text, like a page: compressible, but not to nothing. */
const html = `<!DOCTYPE html><html><body>${Array.from(
  { length: 400 },
  (_, index) => `<p class="c${index % 13}">Row ${index * 7919}</p>`,
).join('')}</body></html>`;

describe('compressExport', () => {
  it('writes Brotli and gzip copies of pages and other text, with the modification time of the original', async () => {
    const files: Record<string, string> = {
      'x/page/index.html': html,
      'x/page.md': `# Page\n\n${'Some text. '.repeat(300)}`,
      'small/index.html': '<h1>Small</h1>',
      '.csp.json': JSON.stringify({ padding: 'x'.repeat(5000) }),
      'picture.png': 'x'.repeat(5000),
    };
    for (const [file, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), content);
    }
    const past = new Date('2026-01-02T03:04:05.678Z');
    fs.utimesSync(path.join(dir, 'x/page/index.html'), past, past);

    const report = await compressExport(dir);

    const page = path.join(dir, 'x/page/index.html');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${page}.br`)).toString()).toBe(html);
    expect(zlib.gunzipSync(fs.readFileSync(`${page}.gz`)).toString()).toBe(html);
    for (const suffix of ['.br', '.gz'])
      expect(fs.statSync(page + suffix).mtime.getTime()).toBe(past.getTime());
    expect(fs.existsSync(path.join(dir, 'x/page.md.br'))).toBe(true);
    // Under 1 KB, a dotfile of the build, an image: no copies.
    for (const file of ['small/index.html', '.csp.json', 'picture.png'])
      expect(fs.existsSync(path.join(dir, `${file}.br`)), file).toBe(false);
    expect(report).toMatchObject({ files: 2, copies: 4 });
    expect(report.pages.files).toBe(1);
    expect(report.pages.brotliBytes).toBe(fs.statSync(`${page}.br`).size);
    expect(report.pages.brotliBytes).toBeLessThan(report.pages.gzipBytes);
  });
});
