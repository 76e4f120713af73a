/**
 * Pages that v8.29.3 moved to a new path. The old URL of each, in every language, still works:
 * the export holds a redirect page there, and the production server answers it with a 308.
 * Nothing on the site links to an old path (the export link check fails on one).
 */
export const movedPages: readonly { from: string; to: string }[] = [
  { from: '/x/react-data-grid/getting-started', to: '/x/react-data-grid/quickstart' },
  { from: '/x/react-data-grid/demo', to: '/x/react-data-grid/features' },
  { from: '/x/react-date-pickers/getting-started', to: '/x/react-date-pickers/quickstart' },
  { from: '/x/react-charts/getting-started', to: '/x/react-charts/quickstart' },
  { from: '/x/react-tree-view/getting-started', to: '/x/react-tree-view/quickstart' },
];
