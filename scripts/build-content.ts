/**
 * `npm run check:content`: compiles content/ into .generated/ (see build/steps/content.ts) and
 * stops with the file and line of the first content error. `--watch` recompiles when content/ or
 * translations/ change (`npm run dev`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { compileContent } from './build/steps/content';

const root = path.resolve(import.meta.dirname, '..');

async function compile(): Promise<boolean> {
  try {
    console.log(await compileContent(root));
    return true;
  } catch (error) {
    console.error(`content error: ${(error as Error).message}`);
    return false;
  }
}

const ok = await compile();
if (process.argv.includes('--watch')) {
  let timer: NodeJS.Timeout | undefined;
  for (const dir of ['content', 'translations']) {
    fs.watch(path.join(root, dir), { recursive: true }, () => {
      clearTimeout(timer);
      timer = setTimeout(compile, 150);
    });
  }
  console.log('content: watching content/ and translations/');
} else if (!ok) {
  process.exit(1);
}
