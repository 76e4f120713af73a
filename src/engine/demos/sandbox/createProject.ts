import type { DemoCode, DemoStyling } from '../types';

export type SandboxKind = 'codesandbox' | 'stackblitz';

/** Dev tools a JavaScript project does not need (the TypeScript compiler and React's types). */
const TYPESCRIPT_ONLY = /^(typescript|@types\/.*)$/;

/** A sandbox project: files by path, and the file the editor opens first. */
export interface SandboxProject {
  title: string;
  description: string;
  files: Record<string, string>;
  openFile: string;
}

/** Folder the demo lands in: deep enough that its `../` imports stay inside `src/`. */
function demoFolder(modulePaths: string[]): string {
  const depth = Math.max(
    0,
    ...modulePaths.map((file) => file.split('/').filter((part) => part === '..').length),
  );
  return ['src', ...Array.from({ length: depth }, () => 'demo')].join('/');
}

function normalize(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part) parts.push(part);
  }
  return parts.join('/');
}

/**
 * The Vite project a sandbox receives for a demo, in TypeScript or JavaScript, for one styling
 * solution: index.html, the entry, the demo file (named after the demo), its local modules,
 * package.json with the demo's dependencies pinned, and the Vite (and TypeScript) configuration.
 */
export function createSandboxProject(
  code: DemoCode,
  language: 'TS' | 'JS',
  styling: DemoStyling,
  description: string,
): SandboxProject {
  const source = code.sources[styling] ?? code.sources['MUI System'];
  if (!source) throw new Error(`Demo "${code.id}" has no source`);
  const ts = language === 'TS' && source.ts !== null;
  const ext = ts ? 'tsx' : 'jsx';
  const modules = ts ? source.modules.ts : source.modules.js;
  const folder = demoFolder(Object.keys(modules));
  const demoFile = `${folder}/${code.name}.${ext}`;
  const files: Record<string, string> = {
    'index.html': [
      '<!doctype html>',
      '<html lang="en">',
      '  <head>',
      '    <meta charset="UTF-8" />',
      '    <meta name="viewport" content="width=device-width, initial-scale=1.0" />',
      `    <title>${code.name}</title>`,
      '  </head>',
      '  <body>',
      '    <div id="root"></div>',
      `    <script type="module" src="/src/main.${ext}"></script>`,
      '  </body>',
      '</html>',
      '',
    ].join('\n'),
    [`src/main.${ext}`]: [
      "import * as React from 'react';",
      "import { createRoot } from 'react-dom/client';",
      `import ${code.name} from './${demoFile.slice('src/'.length).replace(/\.\w+$/, '')}';`,
      '',
      `createRoot(document.getElementById('root')${ts ? '!' : ''}).render(`,
      '  <React.StrictMode>',
      `    <${code.name} />`,
      '  </React.StrictMode>,',
      ');',
      '',
    ].join('\n'),
    [demoFile]: ts ? source.ts!.code : source.js.code,
    [`vite.config.${ts ? 'ts' : 'js'}`]: [
      "import { defineConfig } from 'vite';",
      "import react from '@vitejs/plugin-react';",
      '',
      'export default defineConfig({ plugins: [react()] });',
      '',
    ].join('\n'),
    'package.json': `${JSON.stringify(
      {
        name: code.name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase(),
        private: true,
        type: 'module',
        description,
        scripts: { dev: 'vite', build: 'vite build', preview: 'vite preview' },
        dependencies: code.dependencies,
        devDependencies: Object.fromEntries(
          Object.entries(code.devDependencies).filter(
            ([name]) => ts || !TYPESCRIPT_ONLY.test(name),
          ),
        ),
      },
      null,
      2,
    )}\n`,
  };
  for (const [path, text] of Object.entries(modules)) files[normalize(`${folder}/${path}`)] = text;
  if (ts) {
    files['tsconfig.json'] = `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
        },
        include: ['src'],
      },
      null,
      2,
    )}\n`;
  }
  return { title: `${code.name} — MUI X demo`, description, files, openFile: demoFile };
}
