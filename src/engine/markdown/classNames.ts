/**
 * Class of every block of page prose: the HTML runs, code tabs and a demo's code panel. Styled at
 * build time by MarkdownBody.styles.ts; a client-safe module because several components use it.
 */
export const MARKDOWN_BODY_CLASS = 'docs-markdown';
