import { describe, expect, it } from 'vitest';
import { checkLinkSyntax } from './checkLinks';

function check(url: string) {
  checkLinkSyntax([{ file: 'content/introduction/index.mdx', links: [{ url, line: 12 }] }]);
}

describe('checkLinkSyntax', () => {
  it('accepts same-site paths with their trailing slash, anchors and external URLs', () => {
    expect(() => check('/x/introduction/installation/')).not.toThrow();
    expect(() => check('/x/introduction/installation/#peer-dependencies')).not.toThrow();
    expect(() => check('#editions')).not.toThrow();
    expect(() => check('https://github.com/mui/mui-x')).not.toThrow();
    expect(() => check('mailto:support@mui.com')).not.toThrow();
  });

  it('enforces slashes and the /x/ scope, naming the file and line', () => {
    expect(() => check('/x/introduction/installation')).toThrow(
      'content/introduction/index.mdx:12: bad link "/x/introduction/installation": missing trailing slash',
    );
    expect(() => check('/x/introduction/installation//')).toThrow('duplicated trailing slashes');
    expect(() => check('x/introduction/')).toThrow('use an absolute path');
    expect(() => check('/material-ui/react-button/')).toThrow('only /x/ pages are on this site');
  });
});
