import fs from 'node:fs';
import path from 'node:path';
import { API_SINCE_FILE } from '../history/sinceFile';
import { generateApi, type GeneratedApi } from './generate';
import type { ApiSince } from './history';

const root = path.resolve(import.meta.dirname, '../../../..');
let generated: Promise<GeneratedApi> | null = null;

/**
 * For tests: the API generated from the installed packages with the committed history, once per
 * test worker (test files share their worker's modules, so the files that need it pay once).
 */
export function installedApi(): Promise<GeneratedApi> {
  generated ??= generateApi(root, JSON.parse(fs.readFileSync(path.join(root, API_SINCE_FILE), 'utf8')) as ApiSince);
  return generated;
}
