/**
 * Playground routes (`/playground/…`, in any language) render their page alone, without the
 * app frame or page layout, so a demo can fill the window.
 */
export function isPlaygroundPath(pathname: string): boolean {
  return /^(\/[a-z]{2})?\/playground(\/|$)/.test(pathname);
}
