import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { versionLinks } from './versions';
import { readInstalledMuiXVersion } from './build/installedVersion';

const hosts = {
  previousMajor: 'v7',
  previousMajorHost: 'https://mui.com',
  olderHostTemplate: 'https://{major}.mui.com',
};
const texts = (productId: string | null) =>
  versionLinks(productId, '8.29.3', '', hosts).map((link) => link.text);

describe('versionLinks', () => {
  it('lists the versions each product offers', () => {
    expect(texts(null)).toEqual(['v8.29.3', 'v7', 'v6', 'v5', 'v4']);
    expect(texts('x-data-grid')).toEqual(['v8.29.3', 'v7', 'v6', 'v5', 'v4']);
    expect(texts('x-date-pickers')).toEqual(['v8.29.3', 'v7', 'v6', 'v5']);
    expect(texts('x-charts')).toEqual(['v8.29.3', 'v7', 'v6']);
    expect(texts('x-tree-view')).toEqual(['v8.29.3', 'v7', 'v6']);
  });

  it('marks the installed version current and links older majors to their hosts', () => {
    const links = versionLinks('x-date-pickers', '8.29.3', '/zh', hosts);
    expect(links[0]).toEqual({ text: 'v8.29.3', current: true });
    expect(links.slice(1)).toEqual([
      { text: 'v7', href: 'https://mui.com/zh/x/react-date-pickers/', current: false },
      { text: 'v6', href: 'https://v6.mui.com/zh/x/react-date-pickers/', current: false },
      {
        text: 'v5',
        href: 'https://v5.mui.com/zh/x/react-date-pickers/getting-started/',
        current: false,
      },
    ]);
    expect(versionLinks(null, '8.29.3', '', hosts)[4].href).toBe(
      'https://v4.mui.com/components/data-grid/',
    );
    expect(versionLinks('x-tree-view', '8.29.3', '', hosts)[2].href).toBe(
      'https://v6.mui.com/x/react-tree-view/getting-started/',
    );
  });

  it('reads the current version from the installed package', () => {
    expect(readInstalledMuiXVersion(path.resolve(import.meta.dirname, '../..'))).toBe('8.29.3');
  });
});
