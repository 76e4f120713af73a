import { decompressFromBase64 } from 'lz-string';
import { describe, expect, it } from 'vitest';
import type { DemoCode } from '../types';
import { createSandboxProject } from './createProject';
import { codeSandboxParameters, sandboxForm, SANDBOX_ENDPOINTS } from './openSandbox';

const CODE: DemoCode = {
  id: 'data-grid/basic/BasicGrid',
  name: 'BasicGrid',
  sources: {
    'MUI System': {
      ts: {
        code: "import { rows } from '../shared/rows';\nexport default function BasicGrid() { return null; }\n",
        html: '',
      },
      js: {
        code: "import { rows } from '../shared/rows';\nexport default function BasicGrid() { return null; }\n",
        html: '',
      },
      modules: {
        ts: { '../shared/rows.ts': 'export const rows: number[] = [];\n' },
        js: { '../shared/rows.js': 'export const rows = [];\n' },
      },
    },
  },
  dependencies: { '@mui/x-data-grid': '8.29.3', react: '19.2.9' },
  devDependencies: {
    vite: '8.3.8',
    '@vitejs/plugin-react': '6.3.0',
    typescript: '5.9.3',
    '@types/react': '19.2.6',
  },
};

describe('createSandboxProject', () => {
  it('builds a TypeScript Vite project with the demo, its modules and pinned dependencies', () => {
    const project = createSandboxProject(CODE, 'TS', 'MUI System', 'A demo');
    expect(project.openFile).toBe('src/demo/BasicGrid.tsx');
    expect(Object.keys(project.files).sort()).toEqual(
      [
        'index.html',
        'package.json',
        'src/demo/BasicGrid.tsx',
        'src/main.tsx',
        'src/shared/rows.ts',
        'tsconfig.json',
        'vite.config.ts',
      ].sort(),
    );
    const pkg = JSON.parse(project.files['package.json']);
    expect(pkg.dependencies).toEqual({ '@mui/x-data-grid': '8.29.3', react: '19.2.9' });
    expect(pkg.devDependencies).toHaveProperty('typescript', '5.9.3');
    expect(pkg.scripts.dev).toBe('vite');
    expect(project.files['src/main.tsx']).toContain("import BasicGrid from './demo/BasicGrid';");
    expect(project.files['index.html']).toContain('src="/src/main.tsx"');
  });

  it('builds the JavaScript project without TypeScript tooling', () => {
    const project = createSandboxProject(CODE, 'JS', 'MUI System', 'A demo');
    expect(project.openFile).toBe('src/demo/BasicGrid.jsx');
    expect(project.files).toHaveProperty(['src/shared/rows.js']);
    expect(project.files).not.toHaveProperty(['tsconfig.json']);
    expect(Object.keys(JSON.parse(project.files['package.json']).devDependencies).sort()).toEqual([
      '@vitejs/plugin-react',
      'vite',
    ]);
  });

  it('encodes the CodeSandbox and StackBlitz form requests', () => {
    const project = createSandboxProject(CODE, 'TS', 'MUI System', 'A demo');
    const codesandbox = sandboxForm('codesandbox', project);
    expect(codesandbox.action).toBe(SANDBOX_ENDPOINTS.codesandbox);
    expect(codesandbox.fields.query).toBe('file=/src/demo/BasicGrid.tsx');
    const parameters = codeSandboxParameters(project);
    expect(parameters).not.toMatch(/[+/=]/);
    const decoded = JSON.parse(
      decompressFromBase64(parameters.replace(/-/g, '+').replace(/_/g, '/')),
    );
    expect(decoded.files['package.json'].content).toContain('"@mui/x-data-grid": "8.29.3"');
    const stackblitz = sandboxForm('stackblitz', project);
    expect(stackblitz.action).toBe('https://stackblitz.com/run?file=src%2Fdemo%2FBasicGrid.tsx');
    expect(stackblitz.fields['project[template]']).toBe('node');
    expect(stackblitz.fields['project[files][src/demo/BasicGrid.tsx]']).toBe(
      CODE.sources['MUI System']!.ts!.code,
    );
  });
});
