/**
 * The main landmark's id: the skip link and back-to-top button move focus to it, and the document
 * holds its first paint until the parser reaches it (see _document.tsx).
 */
export const MAIN_CONTENT_ID = 'main-content';
