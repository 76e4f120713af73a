import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What the static export is built from: a change to any of these needs a new build. */
const BUILD_INPUTS = ['src', 'content', 'translations', 'public', 'scripts', 'next.config.mjs', 'package-lock.json', 'tsconfig.json'];

/** Environment variables (besides NEXT_PUBLIC_*) whose values end up in the built pages. */
const BUILD_ENV = ['SITE_ORIGIN', 'DOCS_REPOSITORY', 'DOCS_BRANCH', 'PREVIOUS_MAJOR_HOST', 'OLDER_VERSIONS_HOST'];

/** The export folder served by `npm start`. */
export const EXPORT_DIR = 'export';
const STAMP_FILE = '.build-stamp';

function listFiles(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [entry];
  return (fs.readdirSync(full, { recursive: true }) as string[])
    .map((file) => path.join(entry, file))
    .filter((file) => fs.statSync(path.join(root, file)).isFile())
    .sort();
}

/** A hash of the contents of every build input, plus the environment variables baked into pages. */
export function computeBuildFingerprint(root: string): string {
  const hash = crypto.createHash('sha256');
  for (const file of BUILD_INPUTS.flatMap((entry) => listFiles(root, entry))) {
    hash.update(file).update('\0').update(fs.readFileSync(path.join(root, file))).update('\0');
  }
  const publicEnv = Object.entries(process.env)
    .filter(([key]) => key.startsWith('NEXT_PUBLIC_') || BUILD_ENV.includes(key))
    .sort(([a], [b]) => a.localeCompare(b));
  hash.update(JSON.stringify(publicEnv));
  return hash.digest('hex');
}

/** True when export/ exists and was built from the current inputs. */
export function isExportFresh(root: string): boolean {
  const stamp = path.join(root, EXPORT_DIR, STAMP_FILE);
  return fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === computeBuildFingerprint(root);
}

/** Records which inputs the export in export/ was built from. */
export function writeBuildStamp(root: string): void {
  fs.writeFileSync(path.join(root, EXPORT_DIR, STAMP_FILE), computeBuildFingerprint(root));
}
