import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { GENERATED_DIR } from '../../../config/generated';
import { apiEntityFile, apiEventsFile, apiIndexFile, apiSearchFile } from './apiFiles';
import { API_SINCE_FILE } from '../history/sinceFile';
import type { ApiEntity, ApiEvent, ApiIndexEntry, ApiSearchEntity } from '../types';
import type { GeneratedApi } from './generate';
import { API_PACKAGES } from './packages';

/** Where `npm run api:generate` records the fingerprint of what it generated from. */
export const apiStampFile = (root: string) => path.join(root, GENERATED_DIR, 'api', '.stamp');

/** Installed package versions, the generator's own source and the history: a change to any regenerates. */
export function apiFingerprint(root: string): string {
  const hash = crypto.createHash('sha256');
  for (const pkg of API_PACKAGES)
    hash.update(fs.readFileSync(path.join(root, 'node_modules', pkg.name, 'package.json')));
  const dir = path.join(root, 'src/engine/api/build');
  for (const file of fs.readdirSync(dir).sort())
    hash.update(file).update(fs.readFileSync(path.join(dir, file)));
  if (fs.existsSync(path.join(root, API_SINCE_FILE)))
    hash.update(fs.readFileSync(path.join(root, API_SINCE_FILE)));
  return hash.digest('hex');
}

/**
 * The API data `npm run api:generate` wrote, when it was generated from exactly what is installed
 * now (its stamp matches the fingerprint); otherwise null. Lets the tests reuse it instead of
 * running the TypeScript compiler over the declarations a second time (about 20 s).
 */
export function readGeneratedApi(root: string): GeneratedApi | null {
  const stamp = apiStampFile(root);
  if (!fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== apiFingerprint(root)) return null;
  const read = <T>(file: string): T => {
    const { generatedBy: _generatedBy, ...data } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      generatedBy: string;
    } & T;
    return data as T;
  };
  const index = read<{ entities: ApiIndexEntry[] }>(apiIndexFile(root)).entities;
  return {
    entities: index.map((entry) => read<ApiEntity>(apiEntityFile(root, entry.route))),
    index,
    search: read<{ entities: ApiSearchEntity[] }>(apiSearchFile(root)).entities,
    events: read<{ events: ApiEvent[] }>(apiEventsFile(root)).events,
  };
}
