import fs from 'node:fs';
import type { GetStaticPathsResult, GetStaticPropsResult } from 'next';
import { demoIndexFile } from './generatedFiles';
import type { PlaygroundProps } from '../demos/PlaygroundPage';
import type { DemoMeta } from '../demos/types';

/** The demo index written by scripts/build/steps/content.ts. */
export interface DemoIndex {
  demos: DemoMeta[];
  /** Routes of the pages embedding each demo, by id. */
  pages: Record<string, string[]>;
}

/** Reads the demo index (build time only). */
export function readDemoIndex(root = process.cwd()): DemoIndex {
  const file = demoIndexFile(root);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as DemoIndex;
  } catch (error) {
    throw new Error(
      `${file} is missing or unreadable; run "npm run check:content" first (${(error as Error).message})`,
    );
  }
}

/** One playground page per demo: `/playground/<demo id>/`. */
export function playgroundStaticPaths(): GetStaticPathsResult<{ demo: string[] }> {
  return {
    paths: readDemoIndex().demos.map((demo) => ({ params: { demo: demo.id.split('/') } })),
    fallback: false,
  };
}

export function playgroundStaticProps(
  segments: string[] | undefined,
): GetStaticPropsResult<PlaygroundProps> {
  const index = readDemoIndex();
  const id = (segments ?? []).join('/');
  const demo = index.demos.find((candidate) => candidate.id === id);
  if (!demo) return { notFound: true };
  return { props: { demo, pages: index.pages[id] ?? [] } };
}
