// Restores lockfile entries for platform-specific optional packages (Next.js's SWC builds for
// macOS and Windows) that the npm registry mirror of this workplace does not serve: `npm install`
// here leaves them out, and `npm ci` then refuses the lockfile. Run after every `npm install`.
// On Linux npm skips these entries (wrong os), so nothing is downloaded for them.
import fs from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
const next = lock.packages['node_modules/next'];
const PLATFORMS = {
  'darwin-arm64': { os: ['darwin'], cpu: ['arm64'] },
  'darwin-x64': { os: ['darwin'], cpu: ['x64'] },
  'win32-arm64-msvc': { os: ['win32'], cpu: ['arm64'] },
  'win32-x64-msvc': { os: ['win32'], cpu: ['x64'] },
};
let added = 0;
for (const [suffix, platform] of Object.entries(PLATFORMS)) {
  const name = `@next/swc-${suffix}`;
  const key = `node_modules/${name}`;
  if (!next.optionalDependencies?.[name] || lock.packages[key]) continue;
  lock.packages[key] = { version: next.optionalDependencies[name], ...platform, license: 'MIT', optional: true, engines: { node: '>= 10' } };
  added += 1;
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lockfile: ${added} platform package entries restored`);
