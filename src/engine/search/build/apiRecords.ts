import type { ApiEntity } from '../../api/types';
import { localizePath } from '../../routing/pathnameToLanguage';
import type { Language } from '../../routing/languages';
import type { SearchRecordMeta } from '../types';

/** A record Pagefind indexes without an HTML page (the shape of its `addCustomRecord`). */
export interface SearchRecord {
  url: string;
  content: string;
  language: string;
  meta: Record<string, string>;
  filters: Record<string, string[]>;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** The text of the generator's small HTML descriptions (paragraphs, code, links, lists). */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
}

/** Pagefind's language code of a site language (the `lang` attribute of its pages, lower-cased). */
export function searchLanguage(language: Language): string {
  return language === 'zh' ? 'zh-cn' : 'en';
}

/**
 * Search records of one API entity: the component or interface itself, and each prop (or
 * property), slot and CSS class as a result of its own, deep-linking to its row. The name comes
 * first and twice in the content, so a search for the exact name ranks the row above passing
 * mentions. Descriptions are English on both languages' pages, so Chinese searches find them too.
 */
export function apiSearchRecords(entity: ApiEntity, language: Language): SearchRecord[] {
  const page = localizePath(`${entity.route}/`, language);
  const product = `x-${entity.product}`;
  const record = (anchor: string | null, meta: SearchRecordMeta, text: string): SearchRecord => ({
    url: anchor ? `${page}#${anchor}` : page,
    content: `${meta.title} ${meta.title}. ${meta.parent ?? ''} ${meta.detail ?? ''} ${text}`.replace(/\s+/g, ' ').trim(),
    language: searchLanguage(language),
    meta: Object.fromEntries(Object.entries(meta).filter(([, value]) => value !== undefined)) as Record<string, string>,
    filters: { product: [product] },
  });
  const records = [record(null, { title: entity.name, type: entity.kind }, htmlToText(entity.descriptionHtml))];
  for (const prop of entity.props) {
    const type = entity.kind === 'interface' ? 'property' : 'prop';
    records.push(record(`prop-${prop.name}`, { title: prop.name, type, parent: entity.name, detail: prop.type }, htmlToText(prop.descriptionHtml)));
  }
  for (const slot of entity.slots) {
    records.push(record(`slot-${slot.name}`, { title: slot.name, type: 'slot', parent: entity.name, detail: slot.defaultComponent ?? undefined }, htmlToText(slot.descriptionHtml)));
  }
  for (const cssClass of entity.classes) {
    records.push(record(`classes-${cssClass.key}`, { title: cssClass.className, type: 'class', parent: entity.name }, `${cssClass.key} ${htmlToText(cssClass.descriptionHtml)}`));
  }
  return records;
}
