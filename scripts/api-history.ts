/**
 * `npm run api:history`: when did each prop arrive? Downloads the declarations of the first
 * release of every 8.x minor of the nine packages (plus the MUI X packages they depend on, at
 * the exact versions they pin) from the npm registry into .cache/api-history/, reads each with
 * the same extraction as the generator, and writes src/engine/api/history/since.json, which is
 * committed. Re-run it only when the pinned MUI X version changes; a normal build reads the file
 * and needs no network.
 *
 * `-- --add-new 8.27,8.28` reads only those minors and adds the entities the file does not know
 * yet (a package added later, such as @mui/x-charts-premium, first published in 8.27), keeping
 * every entry already there: minutes instead of the hour a full run takes.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { API_INTERFACES } from '../src/engine/api/build/generate';
import { computeSince, propNamesByEntity, type ApiSince } from '../src/engine/api/build/history';
import { API_PACKAGES } from '../src/engine/api/build/packages';
import { API_SINCE_FILE } from '../src/engine/api/history/sinceFile';
import { readInstalledMuiXVersion } from '../src/config/build/installedVersion';

const root = path.resolve(import.meta.dirname, '..');
const cacheDir = path.join(root, '.cache', 'api-history');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const compare = (a: string, b: string) => {
  const [x, y] = [a, b].map((version) => version.split('.').map(Number));
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};

function publishedVersions(name: string): string[] {
  return JSON.parse(
    execFileSync(npm, ['view', name, 'versions', '--json'], { encoding: 'utf8' }),
  ) as string[];
}

/** Downloads a package's declarations and manifest into `<dir>/node_modules/<name>`. */
function fetchPackage(dir: string, name: string, version: string): void {
  const target = path.join(dir, 'node_modules', name);
  if (fs.existsSync(path.join(target, 'package.json'))) return;
  fs.mkdirSync(target, { recursive: true });
  const tarball = execFileSync(
    npm,
    ['pack', `${name}@${version}`, '--silent', '--pack-destination', dir],
    { encoding: 'utf8' },
  )
    .trim()
    .split('\n')
    .pop()!;
  execFileSync('tar', [
    '-xzf',
    path.join(dir, tarball),
    '-C',
    target,
    '--strip-components=1',
    '--wildcards',
    'package/package.json',
    '*.d.ts',
  ]);
  fs.rmSync(path.join(dir, tarball));
}

/**
 * A minor release's packages — each at its own first release of that minor (packages are not
 * always published together) — and the MUI X packages they pin (x-internals, x-license …).
 */
function fetchRelease(version: string, firstOfMinor: Map<string, Map<string, string>>): string {
  const dir = path.join(cacheDir, version);
  const minor = minorOf(version);
  const queue: [string, string][] = API_PACKAGES.flatMap((pkg): [string, string][] => {
    const own = firstOfMinor.get(pkg.name)?.get(minor);
    return own ? [[pkg.name, own]] : [];
  });
  const seen = new Set<string>();
  while (queue.length > 0) {
    const [name, wanted] = queue.shift()!;
    if (seen.has(name)) continue;
    seen.add(name);
    fetchPackage(dir, name, wanted);
    const manifest = JSON.parse(
      fs.readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8'),
    ) as { dependencies?: Record<string, string> };
    for (const [dependency, range] of Object.entries(manifest.dependencies ?? {})) {
      // Only the MUI X packages whose types the documented ones use (not forks of third-party libraries).
      if (
        /^@mui\/x-(internals|license|virtualizer|charts-vendor|telemetry)$/.test(dependency) &&
        !seen.has(dependency)
      ) {
        queue.push([dependency, range.replace(/^[\^~]/, '')]);
      }
    }
  }
  return dir;
}

const minorOf = (version: string) => version.split('.').slice(0, 2).join('.');
const addNewIndex = process.argv.indexOf('--add-new');
const addNew = addNewIndex === -1 ? null : process.argv[addNewIndex + 1].split(',');
const installed = readInstalledMuiXVersion(root);
/** Per package: minor → its first stable 8.x release of that minor, older than the installed one. */
const firstOfMinor = new Map(
  API_PACKAGES.map((pkg) => {
    const firsts = new Map<string, string>();
    for (const version of publishedVersions(pkg.name)
      .filter((each) => /^8\.\d+\.\d+$/.test(each))
      .sort(compare)) {
      if (!firsts.has(minorOf(version)) && compare(version, installed) < 0)
        firsts.set(minorOf(version), version);
    }
    return [pkg.name, firsts];
  }),
);
// One snapshot per minor, named after the earliest first release among the packages.
const releases = [...new Set([...firstOfMinor.values()].flatMap((firsts) => [...firsts.values()]))]
  .sort(compare)
  .filter(
    (version, index, all) =>
      all.findIndex((other) => minorOf(other) === minorOf(version)) === index,
  )
  .filter((version) => !addNew || addNew.includes(minorOf(version)));
const interfaces = new Set(Object.values(API_INTERFACES).flat());
const snapshots = [];
for (const version of releases) {
  const started = performance.now();
  const dir = fetchRelease(version, firstOfMinor);
  snapshots.push({ version, entities: propNamesByEntity(dir, interfaces) });
  console.log(
    `api:history ${version}: ${snapshots.at(-1)!.entities.size} entities in ${Math.round(performance.now() - started)} ms`,
  );
}
// The history ends with the installed release itself (read from node_modules).
snapshots.push({ version: installed, entities: propNamesByEntity(root, interfaces) });
const computed = computeSince(snapshots);
const previous = addNew
  ? (JSON.parse(fs.readFileSync(path.join(root, API_SINCE_FILE), 'utf8')) as ApiSince)
  : null;
const result: ApiSince = previous
  ? {
      ...previous,
      since: {
        ...previous.since,
        ...Object.fromEntries(Object.entries(computed).filter(([name]) => !previous.since[name])),
      },
    }
  : {
      generatedBy: 'generated by scripts/api-history.ts, do not edit',
      installed,
      versions: snapshots.map((snapshot) => snapshot.version),
      since: computed,
    };
fs.mkdirSync(path.dirname(path.join(root, API_SINCE_FILE)), { recursive: true });
fs.writeFileSync(path.join(root, API_SINCE_FILE), `${JSON.stringify(result, null, 1)}\n`);
console.log(
  `api:history: ${result.versions.length} releases, ${Object.keys(result.since).length} entities → ${API_SINCE_FILE}`,
);
