import { descriptionToHtml } from '../../api/build/description';
import type { ApiEntity } from '../../api/types';
import { localizePath } from '../../routing/pathnameToLanguage';
import type { Language } from '../../../config/languages';
import type { SearchRecordMeta } from '../types';

/** An API page as Pagefind indexes it: an HTML document (the shape of its `addHTMLFile`). */
export interface ApiSearchDocument {
  url: string;
  content: string;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

/** The text of the generator's small HTML descriptions (paragraphs, code, links, lists). */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
}

/** The `lang` attribute of a site language's pages, which Pagefind splits its index by. */
export function searchLanguage(language: Language): string {
  return language === 'zh' ? 'zh-CN' : 'en';
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * One search document per API page: the component or interface as the page result, and each prop
 * (or property), slot and CSS class as a heading with its row's anchor, so Pagefind returns it as
 * a sub-result deep-linking to the row (the dialog shows each as a result of its own). One
 * document per page instead of one record per row keeps Pagefind's page list, which every reader
 * downloads with the first query, small. The type and description follow each name, so the
 * excerpt shows them. Descriptions are English on both languages' pages, so Chinese searches find
 * them too.
 */
export function apiSearchDocument(entity: ApiEntity, language: Language): ApiSearchDocument {
  const url = localizePath(`${entity.route}/`, language);
  const row = (anchor: string, title: string, text: string) =>
    `<h2 id="${escapeHtml(anchor)}">${escapeHtml(title)}</h2><p>${escapeHtml(text)}</p>`;
  const rows = [
    ...entity.props.map((prop) =>
      row(
        `prop-${prop.name}`,
        prop.name,
        `${prop.type}. ${htmlToText(descriptionToHtml(prop.descriptionMarkdown))}`,
      ),
    ),
    ...entity.slots.map((slot) =>
      row(
        `slot-${slot.name}`,
        slot.name,
        `${slot.defaultComponent ?? ''} ${htmlToText(descriptionToHtml(slot.descriptionMarkdown))}`.trim(),
      ),
    ),
    ...entity.classes.map((cssClass) =>
      row(
        `classes-${cssClass.key}`,
        cssClass.className,
        `${cssClass.key}. ${htmlToText(descriptionToHtml(cssClass.descriptionMarkdown))}`,
      ),
    ),
  ];
  // Each plan's GridApi has a page: results name the plan (Pro and Premium are names in every language).
  const title =
    entity.planVariants && entity.plan !== 'community'
      ? `${entity.name} (${entity.plan === 'pro' ? 'Pro' : 'Premium'})`
      : entity.name;
  const meta: SearchRecordMeta = { title, type: entity.kind };
  const content =
    `<!DOCTYPE html><html lang="${searchLanguage(language)}"><head><title>${escapeHtml(title)}</title></head><body>` +
    `<article class="page-article"><span data-pagefind-filter="product:x-${entity.product}"></span>` +
    `<span data-pagefind-meta="title:${escapeHtml(meta.title)}"></span><span data-pagefind-meta="type:${meta.type}"></span>` +
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(htmlToText(descriptionToHtml(entity.descriptionMarkdown)))}</p>${rows.join('')}</article></body></html>`;
  return { url, content };
}
