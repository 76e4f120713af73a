import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentFileOfPage } from './linkCheck';

const root = path.resolve(import.meta.dirname, '../../..');

describe('contentFileOfPage', () => {
  it('names the MDX file a built page came from, the English one for an untranslated page', () => {
    expect(contentFileOfPage(root, '/x/introduction/installation/')).toBe(
      'content/introduction/installation/index.mdx',
    );
    expect(contentFileOfPage(root, '/zh/x/react-data-grid/sorting/')).toBe(
      'content/react-data-grid/sorting/index.mdx',
    );
  });

  it('names no file for generated pages', () => {
    expect(contentFileOfPage(root, '/x/api/data-grid/data-grid/')).toBeNull();
    expect(contentFileOfPage(root, '/')).toBeNull();
  });
});
