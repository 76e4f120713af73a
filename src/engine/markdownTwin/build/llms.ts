import { pageToTitle } from '../../nav/pageToTitle';
import { isApiPath, isExternal, listPageEntries } from '../../nav/tree';
import type { NavPage } from '../../page/navTypes';

/**
 * llms.txt (https://llmstxt.org): an H1 with the project name, a blockquote summary, free text,
 * then H2 sections of `- [title](url): notes` links. A section named "Optional" holds links a
 * reader may skip when context is short.
 */

export interface LlmsLink {
  title: string;
  url: string;
  notes?: string;
}

export interface LlmsSection {
  title: string;
  links: LlmsLink[];
}

export interface LlmsDocument {
  title: string;
  summary: string;
  details: string;
  sections: LlmsSection[];
}

/** Keeps a value on one line (the format is line based). */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** Link text may not close the brackets early. */
function linkText(value: string): string {
  return oneLine(value).replace(/([\\[\]])/g, '\\$1');
}

export function llmsTxt(doc: LlmsDocument): string {
  const lines = [
    `# ${oneLine(doc.title)}`,
    '',
    `> ${oneLine(doc.summary)}`,
    '',
    doc.details.trim(),
    '',
  ];
  for (const section of doc.sections) {
    if (section.links.length === 0) continue;
    lines.push(`## ${oneLine(section.title)}`, '');
    for (const link of section.links) {
      const notes = link.notes ? `: ${oneLine(link.notes)}` : '';
      lines.push(`- [${linkText(link.title)}](${link.url})${notes}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** A written English page, as llms.txt lists it. */
export interface LlmsPage {
  title: string;
  description: string;
  /** Absolute URL of the page's Markdown twin. */
  markdownUrl: string;
}

/**
 * One section per top-level group of the navigation, in navigation order, listing its written
 * guide pages (API pages have their own section); a top-level page outside any group gets a
 * section of its own. Groups with nothing written are left out.
 */
export function guideSections(
  nav: readonly NavPage[],
  pageOf: (route: string) => LlmsPage | undefined,
): LlmsSection[] {
  const sections: LlmsSection[] = [];
  for (const entry of nav) {
    if (isExternal(entry)) continue;
    const entries = entry.children ? listPageEntries(entry.children) : [entry];
    const links = entries
      .filter((page) => !isApiPath(page.pathname))
      .flatMap((page) => {
        const written = pageOf(page.pathname);
        return written
          ? [{ title: written.title, url: written.markdownUrl, notes: written.description }]
          : [];
      });
    if (links.length > 0) sections.push({ title: pageToTitle(entry) ?? entry.pathname, links });
  }
  return sections;
}

/** A guide twin in llms-full.txt: its `# Title` line, then where it is published, then the rest. */
export function withSourceLine(markdown: string, url: string): string {
  const newline = markdown.indexOf('\n');
  const title = newline === -1 ? markdown : markdown.slice(0, newline);
  const rest = newline === -1 ? '' : markdown.slice(newline + 1).replace(/^\n+/, '');
  return `${title}\n\nSource: ${url}\n\n${rest}`.trimEnd() + '\n';
}

/** llms-full.txt: every guide twin, in navigation order, each opened by its Source line. */
export function llmsFullTxt(twins: { markdown: string; url: string }[]): string {
  return twins.map((twin) => withSourceLine(twin.markdown, twin.url)).join('\n');
}
