/** Class names shared by the search components and their static styles. */
export const SEARCH_BUTTON_CLASS = 'docs-search-button';
export const SEARCH_DIALOG_CLASS = 'docs-search-dialog';
