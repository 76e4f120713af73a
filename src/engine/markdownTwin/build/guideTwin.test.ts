import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoCode, DemoMeta } from '../../demos/types';
import { compileMdx } from '../../markdown/build/compile';
import type { CompileContext } from '../../markdown/build/context';
import { createTestContext } from '../../markdown/build/testContext';
import type { Language } from '../../../config/languages';
import { guideMarkdownTwin, type GuideTwinInput } from './guideTwin';

const demo = (
  id: string,
  ts: string | null,
  js: string,
  modules: Record<string, string> = {},
): DemoCode => ({
  id,
  name: id.split('/').pop()!,
  sources: {
    'MUI System': {
      ts: ts === null ? null : { code: ts, html: '' },
      js: { code: js, html: '' },
      modules: { ts: modules, js: {} },
    },
  },
  dependencies: {},
  devDependencies: {},
});

const DEMOS = new Map([
  [
    'guide/BasicGrid',
    demo(
      'guide/BasicGrid',
      "import * as React from 'react';\n\nexport default function BasicGrid(): React.JSX.Element {\n  return null;\n}\n",
      'export default function BasicGrid() {}\n',
      { './rows.ts': 'export const rows = [];\n' },
    ),
  ],
  [
    'guide/OnlyJs',
    demo('guide/OnlyJs', null, 'export default function OnlyJs() {\n  return <div />;\n}\n'),
  ],
]);

const FILE = 'content/guide/index.mdx';
const meta = (id: string): DemoMeta => ({
  id,
  name: id.split('/').pop()!,
  stylings: ['MUI System'],
  hasTypeScript: true,
  sourcePath: `${id}.tsx`,
  sourceUrl: '',
  issuesUrl: '',
});
// The page compiler knows one more demo than has a code file, to test the twin's own check.
const METAS = [...DEMOS.keys(), 'guide/Missing'].map(meta);
const contexts = new Map<Language, CompileContext>();
beforeAll(async () => {
  for (const language of ['en', 'zh'] as const)
    contexts.set(language, await createTestContext(FILE, language, METAS));
});

/** Compiles the page as the content build does, then writes the twin from the same tree. */
function twin(body: string, overrides: Partial<GuideTwinInput> = {}): string {
  const language = overrides.language ?? 'en';
  const source = `---\ntitle: Guide\ndescription: A page used by the tests, long enough.\n---\n\n${body}\n`;
  const { tree } = compileMdx(source, contexts.get(language)!);
  return guideMarkdownTwin(
    tree!,
    {
      file: FILE,
      language,
      origin: 'https://mui.com',
      pageUrl: '/x/guide/',
      labels: {
        callouts: { info: 'Note', success: 'Tip', warning: 'Warning', error: 'Important' },
        demo: 'Demo: {file}',
      },
      demoCode: (id) => DEMOS.get(id),
      ...overrides,
    },
    { title: 'Guide', description: 'A page used by the tests, long enough.' },
  );
}

describe('guideMarkdownTwin', () => {
  it('starts with the title and the description, and drops the front matter', () => {
    const markdown = twin('Some prose.');
    expect(markdown).toBe('# Guide\n\nA page used by the tests, long enough.\n\nSome prose.\n');
  });

  it('inlines a demo as its TypeScript source, named on the line before, with its local modules', () => {
    const markdown = twin('Before.\n\n<Demo name="BasicGrid" bg="inline" />\n\nAfter.');
    expect(markdown).toContain(
      "Demo: `BasicGrid.tsx`\n\n```tsx\nimport * as React from 'react';\n\nexport default function BasicGrid(): React.JSX.Element {\n  return null;\n}\n```\n\n`./rows.ts`\n\n```ts\nexport const rows = [];\n```\n\nAfter.",
    );
    expect(markdown).not.toContain('<Demo');
  });

  it('inlines a JavaScript-only demo as jsx', () => {
    expect(twin('<Demo name="OnlyJs" />')).toContain(
      'Demo: `OnlyJs.jsx`\n\n```jsx\nexport default function OnlyJs() {\n  return <div />;\n}\n```',
    );
  });

  it('fails on a demo without a code file rather than writing an incomplete twin', () => {
    expect(() => twin('<Demo name="Missing" />')).toThrow(/no code file for demo "guide\/Missing"/);
  });

  it('turns CodeTabs into one labelled fence per tab', () => {
    const markdown = twin(
      '<CodeTabs storageKey="package-manager">\n```bash npm\nnpm install x\n```\n```bash pnpm\npnpm add x\n```\n</CodeTabs>',
    );
    expect(markdown).toContain(
      '**npm**\n\n```bash\nnpm install x\n```\n\n**pnpm**\n\n```bash\npnpm add x\n```',
    );
    expect(markdown).not.toMatch(/CodeTabs|storageKey/);
  });

  it('keeps a fence language and turns its title into a bold line', () => {
    expect(twin('```json title="package.json"\n{}\n```')).toContain(
      '**package.json**\n\n```json\n{}\n```',
    );
  });

  it('turns callouts into blockquotes with a bold label', () => {
    const markdown = twin(':::warning\nMind the **gap**.\n\n- one\n- two\n:::');
    expect(markdown).toContain('> **Warning**\n>\n> Mind the **gap**.\n>\n> - one\n> - two');
  });

  it('makes internal links and anchors absolute, in the page language', () => {
    const body =
      'See [Install](/x/introduction/installation/#peer), [below](#usage) and [npm](https://www.npmjs.com/).';
    expect(twin(body)).toContain(
      'See [Install](https://mui.com/x/introduction/installation/#peer), [below](https://mui.com/x/guide/#usage) and [npm](https://www.npmjs.com/).',
    );
    const chinese = twin(body, { language: 'zh', pageUrl: '/zh/x/guide/' });
    expect(chinese).toContain('[Install](https://mui.com/zh/x/introduction/installation/#peer)');
    expect(chinese).toContain('[below](https://mui.com/zh/x/guide/#usage)');
  });

  it('localizes and completes image and link-reference URLs once, in the page language', () => {
    const chinese = twin('![Grid](/static/grid.png) and [the guide][g].\n\n[g]: /x/guide/', {
      language: 'zh',
      pageUrl: '/zh/x/guide/',
    });
    expect(chinese).toContain('![Grid](https://mui.com/zh/static/grid.png)');
    expect(chinese).toContain('[g]: https://mui.com/zh/x/guide/');
    expect(chinese).not.toContain('/zh/zh/');
  });

  it('writes inline JSX elements as Markdown and leaves no HTML', () => {
    const markdown = twin(
      'Press <kbd>Ctrl</kbd>, read <abbr title="Application Programming Interface">API</abbr>, x<sup>2</sup>.',
    );
    expect(markdown).toContain('Press `Ctrl`, read API (Application Programming Interface), x2.');
    expect(markdown).not.toMatch(/<\/?[a-z]+[ >]/);
  });

  it('keeps GFM tables, headings and lists', () => {
    const markdown = twin(
      '## Packages\n\n| Package | Plan |\n| --- | --- |\n| `@mui/x-data-grid` | Community |\n\n1. first\n2. second',
    );
    expect(markdown).toContain(
      '## Packages\n\n| Package | Plan |\n| - | - |\n| `@mui/x-data-grid` | Community |\n\n1. first\n2. second',
    );
  });

  it('keeps prose that looks like a directive as text', () => {
    expect(twin('Ratio 16:9 and a:b.')).toContain('Ratio 16:9 and a:b.');
  });

  it('escapes text that would read as HTML', () => {
    expect(twin('Use \\<div\\> here.')).toContain('Use \\<div> here.');
  });
});
