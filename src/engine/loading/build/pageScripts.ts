import { PAGE_SCRIPTS_ID } from '../scriptsAfterContentfulPaint';

const LIST = new RegExp(`<script id="${PAGE_SCRIPTS_ID}" type="application/json">([^<]*)</script>`);

/**
 * The scripts a built page starts after its first paint: the JSON list `_document` writes in
 * place of Next.js's `<script defer>` elements, as URLs (percent-encoded, as in the page). Pure.
 */
export function listedPageScripts(html: string): string[] {
  const list = LIST.exec(html);
  if (!list) return [];
  const parsed: unknown = JSON.parse(list[1]);
  if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === 'string'))
    throw new Error(`The #${PAGE_SCRIPTS_ID} list of a page is not an array of URLs`);
  return parsed;
}
