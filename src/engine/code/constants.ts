/** How long a Markdown code block's copy button shows "Copied", in ms. */
export const MARKDOWN_COPY_FEEDBACK_MS = 2000;

/** How long the copy control rendered by React (inside demos) shows its copied state, in ms. */
export const REACT_COPY_FEEDBACK_MS = 1200;
