import { describe, expect, it } from 'vitest';
import { absoluteUrl, markdownTwinFile, markdownTwinUrl } from './paths';

describe('Markdown twin paths', () => {
  it('drops the trailing slash and adds .md, in both languages', () => {
    expect(markdownTwinUrl('/x/introduction/installation/')).toBe(
      '/x/introduction/installation.md',
    );
    expect(markdownTwinUrl('/zh/x/introduction/installation/#peer')).toBe(
      '/zh/x/introduction/installation.md',
    );
    expect(markdownTwinFile('/x/api/data-grid/data-grid/')).toBe('x/api/data-grid/data-grid.md');
    expect(() => markdownTwinUrl('/')).toThrow();
  });

  it('makes site paths and bare anchors absolute and keeps other URLs', () => {
    expect(absoluteUrl('/x/a/#b', 'https://mui.com', '/x/c/')).toBe('https://mui.com/x/a/#b');
    expect(absoluteUrl('#b', 'https://mui.com', '/zh/x/c/')).toBe('https://mui.com/zh/x/c/#b');
    expect(absoluteUrl('https://github.com/mui', 'https://mui.com', '/x/c/')).toBe(
      'https://github.com/mui',
    );
    expect(absoluteUrl('//cdn.example.com/a.png', 'https://mui.com', '/x/c/')).toBe(
      '//cdn.example.com/a.png',
    );
  });
});
