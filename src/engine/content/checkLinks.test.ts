import { describe, expect, it } from 'vitest';
import { checkLinks } from './checkLinks';

const ids = new Map<string, Set<string>>([
  ['/x/introduction', new Set(['editions'])],
  ['/x/introduction/installation', new Set(['packages', 'peer-dependencies'])],
]);

function check(url: string) {
  checkLinks(
    [
      {
        route: '/x/introduction',
        file: 'content/introduction/index.mdx',
        links: [{ url, line: 12 }],
      },
    ],
    ids,
  );
}

describe('checkLinks', () => {
  it('accepts links to written pages, their headings and external URLs', () => {
    expect(() => check('/x/introduction/installation/')).not.toThrow();
    expect(() => check('/x/introduction/installation/#peer-dependencies')).not.toThrow();
    expect(() => check('#editions')).not.toThrow();
    expect(() => check('https://github.com/mui/mui-x')).not.toThrow();
  });

  it('fails on a missing page or heading, naming the file and line', () => {
    expect(() => check('/x/react-data-grid/')).toThrow(
      'content/introduction/index.mdx:12: broken link "/x/react-data-grid/": no written page at /x/react-data-grid/',
    );
    expect(() => check('/x/introduction/installation/#nope')).toThrow(
      'no heading with id "nope" on /x/introduction/installation/',
    );
    expect(() => check('#missing')).toThrow('no heading with id "missing" on /x/introduction/');
  });

  it('enforces slashes and the /x/ scope', () => {
    expect(() => check('/x/introduction/installation')).toThrow('missing trailing slash');
    expect(() => check('/x/introduction/installation//')).toThrow('duplicated trailing slashes');
    expect(() => check('x/introduction/')).toThrow('use an absolute path');
    expect(() => check('/material-ui/react-button/')).toThrow('only /x/ pages are on this site');
  });
});
