/** URL folder of the demos' code files (fetched when code is shown, copied or sandboxed). */
export const DEMO_CODE_URL = '/static/demos';

/** How long the "copied" snackbar of the demo toolbar stays (ms). */
export const DEMO_SNACKBAR_MS = 3000;

/** Duration of the code panel's collapse animation (ms). */
export const DEMO_CODE_COLLAPSE_MS = 150;

/** Demos start loading when they come this close to the viewport. */
export const DEMO_LOAD_ROOT_MARGIN = '600px 0px';

/** Height of the demo toolbar (px): the frame reserves it before the toolbar's code loads. */
export const DEMO_TOOLBAR_HEIGHT = 48;
