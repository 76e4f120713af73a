import { describe, expect, it } from 'vitest';
import type { ApiEntity } from '../../api/types';
import { createTranslate } from '../../i18n/translate';
import { apiEntityBlocks, apiIndexBlocks, componentsApiBlocks } from './apiTwin';
import { twinLabels } from './labels';
import { mdastToMarkdown } from './serialize';

const labels = twinLabels(createTranslate('en')).api;
const en = { language: 'en' as const, origin: 'https://mui.com' };

const grid: ApiEntity = {
  kind: 'component',
  name: 'DataGridPro',
  product: 'data-grid',
  plan: 'pro',
  route: '/x/api/data-grid/data-grid-pro',
  imports: [
    { path: '@mui/x-data-grid-pro/DataGridPro', package: '@mui/x-data-grid-pro', plan: 'pro' },
    { path: '@mui/x-data-grid-pro', package: '@mui/x-data-grid-pro', plan: 'pro' },
  ],
  descriptionMarkdown: 'The Pro grid. See [the overview](/x/react-data-grid/).',
  deprecatedMarkdown: null,
  props: [
    {
      name: 'columns',
      type: 'readonly GridColDef<R>[]',
      required: true,
      default: null,
      descriptionMarkdown: 'Set of columns of type `GridColDef[]`.',
      deprecatedMarkdown: null,
      since: '8.0.0',
    },
    {
      name: 'getRowClassName',
      type: "(params: GridRowClassNameParams) => string | 'a|b'",
      required: false,
      default: "'auto'",
      descriptionMarkdown: 'Class of a row.\nSecond | line.\n\n- one',
      deprecatedMarkdown: 'Use `slotProps` instead.',
      since: '8.5.0',
    },
  ],
  slots: [{ name: 'toolbar', defaultComponent: 'Toolbar', descriptionMarkdown: 'The toolbar.' }],
  classes: [
    {
      key: 'root',
      className: 'MuiDataGrid-root',
      descriptionMarkdown: 'Styles applied to the root.',
    },
  ],
  refElement: 'HTMLDivElement',
  forwardsNativeProps: true,
  takesSystemProps: false,
  since: '8.0.0',
};

describe('apiEntityBlocks', () => {
  const markdown = mdastToMarkdown(
    apiEntityBlocks(grid, labels, [{ title: 'Overview', route: '/x/react-data-grid' }], en),
  );

  it('writes the plan, description, demos, import block and ref note', () => {
    expect(markdown).toContain(
      '[Pro plan](https://mui.com/x/introduction/licensing/)\n\nThe Pro grid. See [the overview](https://mui.com/x/react-data-grid/).',
    );
    expect(markdown).toContain('## Demos\n\n- [Overview](https://mui.com/x/react-data-grid/)');
    expect(markdown).toContain(
      "## Import\n\n```js\nimport { DataGridPro } from '@mui/x-data-grid-pro/DataGridPro';\n// or\nimport { DataGridPro } from '@mui/x-data-grid-pro';\n```",
    );
    expect(markdown).toContain(
      'The ref is forwarded to the root element (HTMLDivElement). Props not listed here are passed to that element.',
    );
  });

  it('sums up MUI System props in one line with a link, when the component takes them', () => {
    expect(markdown).not.toContain('system props');
    const stack = mdastToMarkdown(
      apiEntityBlocks({ ...grid, takesSystemProps: true }, labels, [], en),
    );
    expect(stack).toContain(
      'It also takes the [system props](https://mui.com/system/properties/) (margin, padding, display',
    );
  });

  it('writes the props as a table, with required and deprecated marked', () => {
    expect(markdown).toContain(
      '## Props\n\n| Name | Type | Default | Description |\n| - | - | - | - |\n',
    );
    expect(markdown).toContain(
      '| `columns` (required) | `readonly GridColDef<R>[]` | | Set of columns of type `GridColDef[]`. |',
    );
  });

  it('escapes pipes and line breaks inside cells, code included', () => {
    const row = markdown.split('\n').find((line) => line.startsWith('| `getRowClassName`'));
    expect(row).toBe(
      "| `getRowClassName` | `(params: GridRowClassNameParams) => string \\| 'a\\|b'` | `'auto'` | **Deprecated**: Use `slotProps` instead. Class of a row. Second \\| line. • one (since v8.5.0) |",
    );
  });

  it('writes the slots and CSS classes tables', () => {
    expect(markdown).toContain(
      '## Slots\n\n| Slot name | Default component | Description |\n| - | - | - |\n| `toolbar` | `Toolbar` | The toolbar. |',
    );
    expect(markdown).toContain(
      '## CSS classes\n\n| Class name | Rule name | Description |\n| - | - | - |\n| `.MuiDataGrid-root` | root | Styles applied to the root. |',
    );
  });

  it('heads an interface page "Properties" and imports it as a type', () => {
    const iface = mdastToMarkdown(
      apiEntityBlocks(
        {
          ...grid,
          kind: 'interface',
          name: 'GridColDef',
          plan: 'community',
          slots: [],
          classes: [],
          refElement: null,
        },
        labels,
        [],
        en,
      ),
    );
    expect(iface).toContain(
      "```ts\nimport type { GridColDef } from '@mui/x-data-grid-pro/DataGridPro';",
    );
    expect(iface).toContain('## Properties\n\n| Name |');
    expect(iface).not.toContain('## Slots');
  });

  it('opens a deprecated entity with a notice that says so in words, then the message', () => {
    const deprecated = {
      ...grid,
      deprecatedMarkdown: 'Use the [Toolbar](/x/react-data-grid/components/toolbar/) instead.',
    };
    expect(mdastToMarkdown(apiEntityBlocks(deprecated, labels, [], en))).toMatch(
      /^> \*\*DataGridPro is deprecated\.\*\*\n>\n> Use the \[Toolbar\]\(https:\/\/mui\.com\/x\/react-data-grid\/components\/toolbar\/\) instead\.\n\n\[Pro plan\]/,
    );
    expect(markdown).not.toContain('is deprecated');
  });

  it('links Chinese pages to Chinese pages and translates the columns', () => {
    const zh = mdastToMarkdown(
      apiEntityBlocks(grid, twinLabels(createTranslate('zh')).api, [], {
        language: 'zh',
        origin: 'https://mui.com',
      }),
    );
    expect(zh).toContain('[the overview](https://mui.com/zh/x/react-data-grid/)');
    expect(zh).toContain('| 名称 | 类型 | 默认值 | 描述 |');
  });
});

describe('componentsApiBlocks and apiIndexBlocks', () => {
  it('gives each component of a Components API tab a section', () => {
    const markdown = mdastToMarkdown(componentsApiBlocks([grid], labels, en));
    expect(markdown).toMatch(/^## DataGridPro\n\n/);
    expect(markdown).toContain('### Props');
  });

  it('lists an index page’s components and interfaces with their plans', () => {
    const entry = (
      name: string,
      kind: 'component' | 'interface',
      plan: ApiEntity['plan'],
      deprecated = false,
    ) => ({
      name,
      kind,
      plan,
      deprecated,
      product: 'data-grid' as const,
      route: `/x/api/data-grid/${name.toLowerCase()}`,
    });
    const entries = [
      entry('DataGrid', 'component', 'community'),
      entry('DataGridPro', 'component', 'pro'),
      entry('GridToolbar', 'component', 'community', true),
      entry('GridApi', 'interface', 'community'),
    ];
    const markdown = mdastToMarkdown(apiIndexBlocks(entries, labels, en));
    expect(markdown).toBe(
      '## Components\n\n- [`DataGrid`](https://mui.com/x/api/data-grid/datagrid/)\n- [`DataGridPro`](https://mui.com/x/api/data-grid/datagridpro/) (Pro plan)\n- [`GridToolbar`](https://mui.com/x/api/data-grid/gridtoolbar/) (Deprecated)\n\n## Interfaces\n\n- [`GridApi`](https://mui.com/x/api/data-grid/gridapi/)\n',
    );
  });
});
