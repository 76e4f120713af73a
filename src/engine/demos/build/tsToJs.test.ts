import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { assertPlainJsx, DemoTransformError, tsToJs } from './tsToJs';

const GENERIC_DEMO = `import * as React from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { DataGrid, type GridRowsProp } from '@mui/x-data-grid';

interface Row {
  id: number;
  name: string;
}

type Maybe<T> = T | null;

// Columns of the grid.
const columns: GridColDef<Row>[] = [{ field: 'name' }];

function first<T extends { id: number }>(items: readonly T[]): Maybe<T> {
  return items[0] ?? null;
}

export default function Demo() {
  const [rows] = React.useState<GridRowsProp<Row>>([{ id: 1, name: 'a' }]);
  const ref = React.useRef<HTMLDivElement>(null!);
  const row = first(rows as Row[])!;

  return <div ref={ref}>{row.name}<DataGrid<Row> rows={rows} columns={columns satisfies GridColDef[]} /></div>;
}
`;

describe('tsToJs', () => {
  it('removes types, interfaces, generics and type-only imports, keeping JSX and value imports', async () => {
    const js = await tsToJs(GENERIC_DEMO);
    expect(js).not.toMatch(/interface|GridColDef|GridRowsProp|Maybe|<Row>|<T|satisfies|: Row|!\)/);
    expect(js).toContain("import { DataGrid } from '@mui/x-data-grid';");
    expect(js).toContain("import * as React from 'react';");
    expect(js).toContain("const columns = [{ field: 'name' }];");
    expect(js).toContain('function first(items) {');
    expect(js).toContain("React.useState([{ id: 1, name: 'a' }])");
    expect(js).toContain('<DataGrid rows={rows} columns={columns} />');
  });

  it('keeps blank lines between statements and comments above them', async () => {
    const js = await tsToJs(GENERIC_DEMO);
    expect(js).toContain("from '@mui/x-data-grid';\n\n// Columns of the grid.\nconst columns");
    expect(js).toContain("= [{ field: 'name' }];\n\nfunction first(items) {");
    expect(js).toMatch(/const row = first\(rows\);\n\n {2}return \(/);
    expect(js).not.toContain('@@blank');
  });

  it('formats with Prettier (single quotes, trailing commas, width 85)', async () => {
    const js = await tsToJs(
      `const values: string[] = ["a", "b"];\nexport default function A() { return <p title="x">{values.join(", ")}</p> }\n`,
    );
    expect(js).toBe(
      "const values = ['a', 'b'];\nexport default function A() {\n  return <p title=\"x\">{values.join(', ')}</p>;\n}\n",
    );
  });

  it('produces plain JSX that a JavaScript parser accepts', async () => {
    const js = await tsToJs(GENERIC_DEMO);
    expect(() => transformSync(js, { loader: 'jsx' })).not.toThrow();
    expect(() => transformSync(GENERIC_DEMO, { loader: 'jsx' })).toThrow();
  });

  it('rejects generated JavaScript that is not plain JSX, naming the file and line', () => {
    expect(() =>
      assertPlainJsx('const a = 1;\nconst b: string = "x";\n', 'content/x/Typed.tsx'),
    ).toThrow(/^content\/x\/Typed\.tsx: its generated JavaScript does not parse \(line 2: /);
    expect(() =>
      assertPlainJsx('export default () => <p>{1}</p>;\n', 'content/x/Plain.tsx'),
    ).not.toThrow();
  });

  it('reports a syntax error with the file and line', async () => {
    await expect(tsToJs('const a = ;\n', 'content/x/Broken.tsx')).rejects.toThrow(
      DemoTransformError,
    );
    await expect(tsToJs('\nconst a = ;\n', 'content/x/Broken.tsx')).rejects.toThrow(
      /^content\/x\/Broken\.tsx:2: Expression expected/,
    );
  });
});
