/**
 * The layers of src/, bottom to top, checked by dependency-cruiser in `npm test`
 * (scripts/arch/check-architecture.ts). A module may import its own layer and the layers below it,
 * never one above; no import cycle at all. Code that can reach the browser imports no Node module
 * and no build-time code (build/ folders), except for types.
 */
const LAYERS = [
  ['src/config'],
  ['src/engine/routing', 'src/engine/i18n', 'src/engine/client'],
  ['src/engine/page'],
  ['src/engine/theme', 'src/engine/ui'],
  [
    'src/engine/ads',
    'src/engine/analytics',
    'src/engine/api',
    'src/engine/code',
    'src/engine/demos',
    'src/engine/feedback',
    'src/engine/markdown',
    'src/engine/markdownTwin',
    'src/engine/nav',
    'src/engine/preferences',
    'src/engine/search',
    'src/engine/serviceWorker',
  ],
  ['src/engine/layout', 'src/engine/shell'],
  ['src/engine/content'],
  ['src/pages'],
];

/**
 * Code that never reaches the browser: build/ folders, the content build and route data
 * (src/engine/content), the HTML document (rendered once per page when the site is exported), tests.
 */
const BUILD_TIME = [
  '(^|/)build/',
  '^src/engine/content/',
  '^src/pages/_document\\.tsx$',
  '\\.test\\.tsx?$',
  '(^|/)testContext\\.ts$',
].join('|');
const BUILD_TIME_TARGET = '(^|/)build/';

const folders = (layers) => `^(${layers.flat().join('|')})/`;

const layerRules = LAYERS.slice(0, -1).map((layer, index) => ({
  name: `layer-${index}-imports-upwards`,
  comment: `${layer.join(', ')} may not import a higher layer (${LAYERS.slice(index + 1)
    .flat()
    .join(', ')})`,
  severity: 'error',
  from: { path: folders([layer]) },
  to: {
    path: folders(LAYERS.slice(index + 1)),
    // The page data's shape names the types of what features put in it (the islands' props of a
    // page body, markdown/segments.ts): a type-only import, gone at run time.
    ...(layer.includes('src/engine/page') ? { dependencyTypesNot: ['type-only'] } : {}),
  },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle ties modules together so none can be understood or moved alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...layerRules,
    {
      name: 'browser-code-uses-build-code',
      comment:
        'Code that can reach the browser may not import Node or build-time code (build/ folders, src/engine/content).',
      severity: 'error',
      from: { path: '^src/', pathNot: BUILD_TIME },
      // Types are erased: browser code may name the shape of what the build produces.
      to: { path: BUILD_TIME_TARGET, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'browser-code-uses-node',
      comment: 'Code that can reach the browser may not import a Node built-in module.',
      severity: 'error',
      from: { path: '^src/', pathNot: BUILD_TIME },
      to: { dependencyTypes: ['core'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)\\.generated/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
  },
};
