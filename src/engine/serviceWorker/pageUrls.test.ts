import { describe, expect, it } from 'vitest';
import { pageUrlOfData } from './pageUrls';

describe('pageUrlOfData', () => {
  it('maps page data to its trailing-slash page', () => {
    expect(
      pageUrlOfData(new URL('https://mui.com/_next/data/abc123/zh/x/introduction/licensing.json')),
    ).toBe('https://mui.com/zh/x/introduction/licensing/');
    expect(
      pageUrlOfData(
        new URL('https://mui.com/_next/data/abc123/x/api/data-grid/data-grid.json?slug=x'),
      ),
    ).toBe('https://mui.com/x/api/data-grid/data-grid/');
  });

  it('ignores everything else', () => {
    for (const url of [
      'https://mui.com/x/introduction/',
      'https://mui.com/_next/static/chunks/main.js',
      'https://mui.com/_next/data/abc/index.json',
    ]) {
      expect(pageUrlOfData(new URL(url))).toBeNull();
    }
  });
});
