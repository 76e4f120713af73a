import { describe, expect, it } from 'vitest';
import { demoStylings, DemoScanError, scanDemos } from './scanDemos';

describe('scanDemos', () => {
  it('finds demos by the naming convention and groups their styling variants', () => {
    const demos = scanDemos([
      'data-grid/editing/index.mdx',
      'data-grid/editing/BasicEditing.tsx',
      'data-grid/editing/BasicEditing.tailwind.tsx',
      'data-grid/editing/BasicEditing.css.tsx',
      'data-grid/editing/rows.ts',
      'data-grid/editing/useRows.tsx',
      'charts/lines/OnlyJs.jsx',
      'nav/pages.ts',
    ]);
    expect(demos.map((demo) => demo.id)).toEqual([
      'charts/lines/OnlyJs',
      'data-grid/editing/BasicEditing',
    ]);
    const [onlyJs, editing] = demos;
    expect(onlyJs).toMatchObject({
      name: 'OnlyJs',
      dir: 'charts/lines',
      variants: { 'MUI System': { file: 'charts/lines/OnlyJs.jsx', typescript: false } },
    });
    expect(editing.variants).toEqual({
      'MUI System': { file: 'data-grid/editing/BasicEditing.tsx', typescript: true },
      Tailwind: { file: 'data-grid/editing/BasicEditing.tailwind.tsx', typescript: true },
      CSS: { file: 'data-grid/editing/BasicEditing.css.tsx', typescript: true },
    });
    expect(demoStylings(editing)).toEqual(['MUI System', 'Tailwind', 'CSS']);
    expect(demoStylings(onlyJs)).toEqual(['MUI System']);
  });

  it('rejects a variant without its main file, and two main files for one demo', () => {
    expect(() => scanDemos(['a/Lonely.css.tsx'])).toThrow(
      new DemoScanError(
        'content/a/Lonely.css.tsx: a styling variant needs its main demo file content/a/Lonely.tsx',
      ),
    );
    expect(() => scanDemos(['a/Twice.tsx', 'a/Twice.jsx'])).toThrow(
      /content\/a\/Twice\.tsx: demo "a\/Twice" already has a MUI System source/,
    );
  });
});
