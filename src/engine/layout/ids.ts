/** The main landmark's id: the skip link and back-to-top button move focus to it. */
export const MAIN_CONTENT_ID = 'main-content';
