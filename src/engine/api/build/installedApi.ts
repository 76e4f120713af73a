import fs from 'node:fs';
import path from 'node:path';
import { API_SINCE_FILE } from '../history/sinceFile';
import { generateApi, type GeneratedApi } from './generate';
import { readGeneratedApi } from './generatedApi';
import type { ApiSince } from './history';

const root = path.resolve(import.meta.dirname, '../../../..');
let generated: Promise<GeneratedApi> | null = null;

/**
 * For tests: the API generated from the installed packages with the committed history, once per
 * test worker (test files share their worker's modules, so the files that need it pay once):
 * what `npm run api:generate` wrote when it is current (as in `npm test`, which runs it first),
 * else generated here.
 */
export function installedApi(): Promise<GeneratedApi> {
  const written = readGeneratedApi(root);
  if (written) generated ??= Promise.resolve(written);
  generated ??= generateApi(
    root,
    JSON.parse(fs.readFileSync(path.join(root, API_SINCE_FILE), 'utf8')) as ApiSince,
  );
  return generated;
}
