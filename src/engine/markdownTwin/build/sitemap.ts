/** One page of the sitemap, with its language versions (hreflang alternates). */
export interface SitemapEntry {
  /** Absolute URL with the trailing slash. */
  loc: string;
  /** W3C date-time of the last change, when known (git history may be missing). */
  lastmod: string | null;
  alternates: { hrefLang: string; href: string }[];
}

function xmlEscape(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!,
  );
}

/**
 * sitemap.xml (sitemaps.org protocol) with Google's hreflang extension: every URL lists all its
 * language versions, itself included, as `xhtml:link` elements.
 */
export function sitemapXml(entries: SitemapEntry[], generatedBy: string): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<!-- ${generatedBy.replace(/--/g, '- -')} -->`,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const entry of entries) {
    lines.push('  <url>', `    <loc>${xmlEscape(entry.loc)}</loc>`);
    if (entry.lastmod) lines.push(`    <lastmod>${xmlEscape(entry.lastmod)}</lastmod>`);
    for (const alternate of entry.alternates) {
      lines.push(
        `    <xhtml:link rel="alternate" hreflang="${xmlEscape(alternate.hrefLang)}" href="${xmlEscape(alternate.href)}"/>`,
      );
    }
    lines.push('  </url>');
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

/** robots.txt: everything may be crawled except the listed paths; the sitemap is announced. */
export function robotsTxt(origin: string, disallow: string[], generatedBy: string): string {
  return [
    `# ${generatedBy}`,
    'User-agent: *',
    'Allow: /',
    ...disallow.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * Reads `git log --format=%x00%cI --name-only` output (newest commit first) into the date of the
 * last commit that touched each file.
 */
export function lastCommitDates(log: string): Map<string, string> {
  const dates = new Map<string, string>();
  let date: string | null = null;
  for (const line of log.split('\n')) {
    if (line.startsWith('\0')) date = line.slice(1).trim() || null;
    else if (line.trim() && date && !dates.has(line.trim())) dates.set(line.trim(), date);
  }
  return dates;
}

/** The latest of several ISO dates (null ones skipped), or null when none is known. */
export function latestDate(...dates: (string | null | undefined)[]): string | null {
  let latest: string | null = null;
  for (const date of dates)
    if (date && (latest === null || Date.parse(date) > Date.parse(latest))) latest = date;
  return latest;
}
