import type { TabProps } from '@mui/material/Tab';
import type { TabsProps } from '@mui/material/Tabs';
import { onDemandComponent } from '../onDemandComponent';

/**
 * Material UI's Tabs and Tab as the Data Grid's slots import them (see scripts/next/librarySwaps.mjs): only
 * Premium's charts panel renders them. Tabs is ready only once Tab is: Tabs measures its tabs'
 * elements when it mounts, and a tab still loading has none.
 */
export const tab = onDemandComponent<TabProps>(() =>
  import('@mui/material/Tab').then((module) => module.default),
);
export const tabs = onDemandComponent<TabsProps>(() =>
  Promise.all([import('@mui/material/Tabs'), tab.preload()]).then(([module]) => module.default),
);
