import { tabs } from './tabsLoadedTogether';

/** Material UI's Tabs, on demand (see ./tabsLoadedTogether.ts). */
export default tabs.Component;
