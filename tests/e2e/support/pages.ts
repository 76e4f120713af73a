import fs from 'node:fs';
import path from 'node:path';

/** The written docs routes, as the content build listed them. */
export function writtenRoutes(): string[] {
  const file = path.join(import.meta.dirname, '../../../.generated/content-index.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { written: string[] }).written;
}

/** Generated pages: API pages and the Components API tabs of guide pages (tables of API data). */
const isGenerated = (route: string) =>
  route.startsWith('/x/api/') || route.endsWith('/components-api');

/** Every guide page (written by hand, not generated) in both languages. */
export function guideDocsUrls(): string[] {
  return writtenRoutes()
    .filter((route) => !isGenerated(route))
    .flatMap((route) => [`${route}/`, `/zh${route}/`]);
}

/** Every generated page (API pages, Components API tabs) in both languages. */
export function generatedDocsUrls(): string[] {
  return writtenRoutes()
    .filter(isGenerated)
    .flatMap((route) => [`${route}/`, `/zh${route}/`]);
}

/** Every demo of the registry, as the content build listed it. */
export function allDemos(): {
  id: string;
  name: string;
  stylings: string[];
  hasTypeScript: boolean;
}[] {
  const file = path.join(import.meta.dirname, '../../../.generated/demos/index.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { demos: ReturnType<typeof allDemos> })
    .demos;
}

/** The guide pages that embed each demo, by demo id, as the content build listed them. */
export function demoPages(): Record<string, string[]> {
  const file = path.join(import.meta.dirname, '../../../.generated/demos/index.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { pages: Record<string, string[]> }).pages;
}

/**
 * How the demo gate covers the registry: each demo on the first page that embeds it (one page
 * load renders all its demos), and on its playground page the demos no page embeds and every
 * styling variant besides the default. Every demo of the registry is in exactly one plan entry.
 */
export function demoRenderPlan(): {
  pages: Map<string, string[]>;
  playgrounds: { id: string; styling: string }[];
} {
  const onPages = demoPages();
  const pages = new Map<string, string[]>();
  const playgrounds: { id: string; styling: string }[] = [];
  for (const demo of allDemos()) {
    const [first] = onPages[demo.id] ?? [];
    const [defaultStyling, ...others] = demo.stylings;
    if (first) (pages.get(first) ?? pages.set(first, []).get(first)!).push(demo.id);
    else playgrounds.push({ id: demo.id, styling: defaultStyling });
    for (const styling of others) playgrounds.push({ id: demo.id, styling });
  }
  return { pages, playgrounds };
}
