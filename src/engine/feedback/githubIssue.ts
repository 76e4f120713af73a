/**
 * The repository of the site's sources, read from a page's "Edit this page" URL
 * (`<repository>/edit/<branch>/<file>`): the site configuration reaches the browser only
 * through page data, and that URL is where it appears. Null for generated pages, which have none.
 */
export function repositoryFromEditUrl(editUrl: string | null): string | null {
  if (!editUrl) return null;
  const index = editUrl.indexOf('/edit/');
  return index > 0 ? editUrl.slice(0, index) : null;
}

export interface IssueDetails {
  /** The page's public URL. */
  pageUrl: string;
  pageTitle: string;
  /** Heading id and text when the feedback is about one section. */
  section?: { id: string; title: string } | null;
  /** What the reader has typed so far, carried over so it need not be typed twice. */
  comment?: string;
}

/** Long comments are cut so the URL stays within what browsers and GitHub accept. */
const MAX_COMMENT_IN_URL = 1500;

/** A "new issue" URL with a title and a body that names the page (and section). */
export function githubIssueUrl(repository: string, details: IssueDetails): string {
  const { pageUrl, pageTitle, section } = details;
  const where = section ? `${pageUrl}#${section.id}` : pageUrl;
  const subject = section ? `${pageTitle}: ${section.title}` : pageTitle;
  const comment = (details.comment ?? '').trim().slice(0, MAX_COMMENT_IN_URL);
  // The template is in English whatever the page language: maintainers triage the issues.
  const body = [
    '### Page',
    '',
    where,
    '',
    '### What is missing, wrong or unclear?',
    '',
    comment || '<!-- Describe the problem, and what you expected to find. -->',
    '',
  ].join('\n');
  const query = new URLSearchParams({ title: `[docs] Feedback on "${subject}"`, body });
  return `${repository}/issues/new?${query.toString()}`;
}
