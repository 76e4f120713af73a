/**
 * The layers of src/, bottom to top, checked by dependency-cruiser in `npm test`
 * (scripts/arch/check-architecture.ts). A module may import its own layer and the layers below it,
 * never one above; no import cycle at all.
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
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)\\.generated/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
  },
};
