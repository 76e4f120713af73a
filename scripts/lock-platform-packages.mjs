// Restores lockfile entries for platform-specific optional packages (Next.js's SWC builds,
// Pagefind's binaries for macOS, Windows and FreeBSD) that the npm registry mirror of this
// workplace does not serve: `npm install` here leaves them out, and `npm ci` then refuses the
// lockfile ("Missing: … from lock file"). Run after every `npm install`.
// On Linux npm skips these entries (wrong os), so nothing is downloaded for them.
import fs from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));

/** Reads the os and cpu a platform package targets from its name, e.g. `swc-win32-x64-msvc`. */
function platformOf(name) {
  const parts = name.split(/[/-]/);
  const os = ['darwin', 'linux', 'freebsd', 'win32', 'windows'].find((token) =>
    parts.includes(token),
  );
  const cpu = ['arm64', 'x64', 'ia32'].find((token) => parts.includes(token));
  if (!os || !cpu) return undefined;
  return { os: [os === 'windows' ? 'win32' : os], cpu: [cpu] };
}

let added = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const target = `node_modules/${name}`;
    if (lock.packages[target] || lock.packages[`${key}/node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform)
      throw new Error(
        `${key}: optional dependency ${name} is missing and is not a platform package`,
      );
    lock.packages[target] = {
      version,
      ...platform,
      ...(entry.dev ? { dev: true } : {}),
      license: entry.license,
      optional: true,
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
  ),
);
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lockfile: ${added} platform package entries restored`);
