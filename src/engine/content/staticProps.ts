import fs from 'node:fs';
import type { GetStaticPathsResult, GetStaticPropsResult } from 'next';
import type { Language } from '../../config/languages';
import type { DocsPageData } from '../page/pageTypes';
import { contentIndexFile, pageDataFile } from './generatedFiles';

/** Props of a docs route. */
export interface DocsRouteProps {
  page: DocsPageData;
}

function readJson<T>(file: string): T {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch (error) {
    throw new Error(
      `${file} is missing or unreadable; run "npm run check:content" first (${(error as Error).message})`,
    );
  }
}

/** Static paths of a language's docs route: one per written page (build-time only). */
export function docsStaticPaths(): GetStaticPathsResult<{ slug: string[] }> {
  const { written } = readJson<{ written: string[] }>(contentIndexFile(process.cwd()));
  return {
    paths: written.map((route) => ({ params: { slug: route.replace(/^\/x\//, '').split('/') } })),
    fallback: false,
  };
}

/** Static props of a docs page: its precomputed page data (build-time only). */
export function docsStaticProps(
  language: Language,
  slug: string[] | undefined,
): GetStaticPropsResult<DocsRouteProps> {
  const route = `/x/${(slug ?? []).join('/')}`;
  return { props: { page: readJson<DocsPageData>(pageDataFile(process.cwd(), route, language)) } };
}
