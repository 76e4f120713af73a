import crypto from 'node:crypto';
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { listHtmlFiles } from '../../server/site/htmlFiles';
import { ANALYTICS_SCRIPT, THEME_SCRIPT, createTempSite } from '../../server/testing/tempSite';
import { inlineScriptHashes, scanInlineScripts } from './inlineScripts';

const hashOf = (script: string) =>
  `'sha256-${crypto.createHash('sha256').update(script, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes executed inline scripts, byte for byte, and skips src scripts and data blocks', () => {
    const html = [
      '<script>a()</script>',
      '<script src="/app.js"></script>',
      '<SCRIPT type="module">b()</SCRIPT>',
      '<script id="__NEXT_DATA__" type="application/json">{"a":1}</script>',
      '<script type="application/ld+json">{}</script>',
      '<script data-x="a>b">c()</script>',
      '<scripts>not a script</scripts>',
      '<script>\n  const s = "中文";\n</script>',
    ].join('');
    expect(inlineScriptHashes(Buffer.from(html))).toEqual([
      hashOf('a()'),
      hashOf('b()'),
      hashOf('c()'),
      hashOf('\n  const s = "中文";\n'),
    ]);
  });

  it('hashes an empty inline script and survives an unterminated one', () => {
    expect(inlineScriptHashes(Buffer.from('<script></script><script>x'))).toEqual([
      hashOf(''),
      hashOf('x'),
    ]);
  });
});

describe('scanInlineScripts', () => {
  const site = createTempSite();
  afterAll(() => fs.rmSync(site.dir, { recursive: true, force: true }));

  it('collects the distinct hashes of every HTML file, sorted', () => {
    const files = listHtmlFiles(site.exportDir);
    expect(files).not.toContain('_next/static/chunks/app-123.js');
    const scan = scanInlineScripts(site.exportDir, files);
    expect(scan.hashes).toEqual([hashOf(THEME_SCRIPT), hashOf(ANALYTICS_SCRIPT)].sort());
    expect(scan.files).toBe(files.length);
    expect(scan.scripts).toBe(4);
  });
});
