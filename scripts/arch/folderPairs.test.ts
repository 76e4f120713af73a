import { describe, expect, it } from 'vitest';
import { mutualFolderPairs, srcFolderOf } from './folderPairs';

const cruised = (source: string, ...imports: string[]) => ({
  source,
  dependencies: imports.map((resolved) => ({ resolved })),
});

describe('srcFolderOf', () => {
  it('names the engine feature, src/config or src/pages, and nothing outside src/', () => {
    expect(srcFolderOf('src/engine/ads/AdSlot.tsx')).toBe('src/engine/ads');
    expect(srcFolderOf('src/engine/api/build/generate.ts')).toBe('src/engine/api');
    expect(srcFolderOf('src/config/ads.ts')).toBe('src/config');
    expect(srcFolderOf('src/pages/x/[...slug].tsx')).toBe('src/pages');
    expect(srcFolderOf('scripts/build.ts')).toBeNull();
    expect(srcFolderOf('node_modules/react/index.js')).toBeNull();
  });
});

describe('mutualFolderPairs', () => {
  it('counts a pair once when each folder imports the other, through any of its modules', () => {
    const pairs = mutualFolderPairs([
      cruised('src/engine/nav/NavDrawer.tsx', 'src/engine/layout/Logo.tsx'),
      cruised('src/engine/layout/AppFrame.tsx', 'src/engine/nav/NavDrawer.tsx'),
      cruised('src/engine/layout/AppBar.tsx', 'src/engine/nav/tree.ts'),
      cruised('src/engine/ads/AdSlot.tsx', 'src/engine/page/PageContext.tsx'),
    ]);
    expect(pairs).toEqual([['src/engine/layout', 'src/engine/nav']]);
  });

  it('ignores imports inside a folder and imports from outside src/', () => {
    const pairs = mutualFolderPairs([
      cruised('src/engine/api/build/generate.ts', 'src/engine/api/types.ts'),
      cruised('scripts/build.ts', 'src/engine/api/types.ts'),
      cruised('src/engine/api/types.ts', 'node_modules/typescript/lib/typescript.js'),
    ]);
    expect(pairs).toEqual([]);
  });
});
