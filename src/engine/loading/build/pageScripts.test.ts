import { describe, expect, it } from 'vitest';
import { PAGE_SCRIPTS_ID } from '../scriptsAfterContentfulPaint';
import { listedPageScripts } from './pageScripts';

describe('listedPageScripts', () => {
  it('reads the list the document writes', () => {
    const html = `<head><script id="${PAGE_SCRIPTS_ID}" type="application/json">["/_next/static/chunks/main-1.js","/_next/static/chunks/pages/x/%5B...slug%5D-2.js"]</script></head>`;
    expect(listedPageScripts(html)).toEqual([
      '/_next/static/chunks/main-1.js',
      '/_next/static/chunks/pages/x/%5B...slug%5D-2.js',
    ]);
  });

  it('gives nothing for a page without the list, and refuses a list that is not of URLs', () => {
    expect(listedPageScripts('<html><head></head></html>')).toEqual([]);
    expect(() =>
      listedPageScripts(`<script id="${PAGE_SCRIPTS_ID}" type="application/json">[1]</script>`),
    ).toThrow(/not an array of URLs/);
  });
});
