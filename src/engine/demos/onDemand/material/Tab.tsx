import { tab } from './tabsLoadedTogether';

/** Material UI's Tab, on demand (see ./tabsLoadedTogether.ts). */
export default tab.Component;
