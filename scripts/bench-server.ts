/**
 * `npm run bench:server`: throughput of the production server on this machine. The server runs
 * in its own process (as in production; the load generator gets the other core) on loopback,
 * against the built export/, with a throwaway database and the rate limit and daily quota off. autocannon loads
 * (a) a documentation page, asked as a browser asks (Brotli and gzip accepted, so it gets Brotli;
 * the targets apply to this run) and, for information, without compression, and (b) feedback votes; afterwards every 201
 * must be a row in the database. Each run also reports the server's CPU time per request, which
 * compares two servers run back to back better than their rates when other work shares the
 * machine (it still grows with contention).
 * Targets: ≥ 2,000 pages/s, ≥ 500 votes/s, p99 < 50 ms, zero errors. Writes
 * test-results/bench-server.json; exits non-zero when a target is missed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { routesFromHtmlFiles } from '../server/feedback/routes';
import { loadFeedbackSite } from '../server/feedback/siteIndex';
import { listHtmlFiles } from '../server/site/htmlFiles';
import { spawnServer } from '../server/testing/spawnServer';
import { EXPORT_DIR } from './lib/buildStamp';

const root = path.resolve(import.meta.dirname, '..');
const exportDir = path.join(root, EXPORT_DIR);
const PAGE = '/x/introduction/installation/';
const DURATION_S = 10;
const WARMUP_S = 2;
/** Votes go in batches of a fixed count (see loadVotes) until DURATION_S has passed. */
const VOTE_BATCH = 10_000;
/** Enough concurrent clients to keep the server busy without queueing beyond the latency target. */
const CONNECTIONS = { static: 20, writes: 10 };
const TARGETS = { staticRps: 2000, writeRps: 500, p99Ms: 50 };
/** What Chromium sends; the identity run is a client that takes no compression (10× the bytes). */
const BROWSER_ENCODING = 'gzip, deflate, br, zstd';

if (!fs.existsSync(path.join(exportDir, PAGE, 'index.html'))) {
  console.error(`${EXPORT_DIR}${PAGE}index.html is missing: run \`npm run build\` first.`);
  process.exit(1);
}

/** Other work on the machine skews the numbers; the load average before the run says how busy it was. */
const loadBefore = os.loadavg()[0];
const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-server-'));
const feedbackDb = path.join(tempDir, 'feedback.sqlite');
const { child, base } = await spawnServer({
  exportDir,
  feedbackDb,
  rateLimit: false,
  dailyQuota: false,
});

/**
 * Votes cycle through pages, their real heading ids and ratings, like real traffic rather than
 * one hot row (the server refuses a section the page does not have).
 */
const loadedSite = loadFeedbackSite(exportDir);
if (!loadedSite)
  throw new Error(`${EXPORT_DIR}/ has no feedback index: run \`npm run build\` first.`);
const site = loadedSite;
const VOTE_PAGES = [...routesFromHtmlFiles(listHtmlFiles(exportDir))]
  .map((page) => ({
    page,
    sections: [...site.sectionsOf(page, 'en')].filter((id) => site.sectionsOf(page, 'zh').has(id)),
  }))
  .filter(({ sections }) => sections.length > 0)
  .slice(0, 50);
let voteIndex = 0;
function nextVote(): string {
  voteIndex += 1;
  const { page, sections } = VOTE_PAGES[voteIndex % VOTE_PAGES.length];
  return JSON.stringify({
    page,
    section: voteIndex % 3 === 0 ? null : sections[voteIndex % sections.length],
    rating: voteIndex % 2,
    comment: voteIndex % 5 === 0 ? `Benchmark comment ${voteIndex}, with "quotes" and 中文.` : '',
    version: [...site.versions][0],
    language: voteIndex % 4 === 0 ? 'zh' : 'en',
  });
}

/** Ids answered with 201, to check each one against the database afterwards. */
const answeredIds = new Set<number>();

/** Pages load for a duration. */
function loadPage(seconds: number, acceptEncoding: string, url = PAGE): Promise<autocannon.Result> {
  return autocannon({
    url: `${base}${url}`,
    connections: CONNECTIONS.static,
    duration: seconds,
    headers: { 'accept-encoding': acceptEncoding },
  });
}

/** The page's first script, a hashed build asset sent from its precompressed copy on disk (information only). */
const ASSET = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(
  fs.readFileSync(path.join(exportDir, PAGE, 'index.html'), 'utf8'),
)?.[1];

/**
 * Votes run for a fixed count instead: a run cut off by a timer would leave requests in flight
 * that the server stores but autocannon never counts, so the 2xx count would not be exact.
 */
function loadVotes(amount: number): Promise<autocannon.Result> {
  return autocannon({
    url: `${base}/api/feedback`,
    connections: CONNECTIONS.writes,
    amount,
    // A counted run only notices it is done at the next sample tick: 1 s by default, which would
    // round each batch up to whole seconds and understate the rate.
    sampleInt: 50,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: nextVote() }),
        onResponse: (status, body) => {
          if (status === 201) answeredIds.add((JSON.parse(body) as { id: number }).id);
        },
      },
    ],
  });
}

/** Batches of votes until `seconds` have passed, merged into one result (p99: the worst batch's). */
async function loadVotesFor(seconds: number): Promise<Measured> {
  const batches: Measured[] = [];
  const started = performance.now();
  while (performance.now() - started < seconds * 1000)
    batches.push(summarize(await loadVotes(VOTE_BATCH)));
  const sum = (pick: (run: Measured) => number) =>
    batches.reduce((total, run) => total + pick(run), 0);
  const totalSeconds = sum((run) => run.seconds);
  return {
    requestsPerSecond: Math.round(sum((run) => run.requestsPerSecond * run.seconds) / totalSeconds),
    p99Ms: Math.max(...batches.map((run) => run.p99Ms)),
    seconds: Math.round(totalSeconds * 10) / 10,
    ok: sum((run) => run.ok),
    errors: sum((run) => run.errors),
    timeouts: sum((run) => run.timeouts),
    non2xx: sum((run) => run.non2xx),
    megabytesPerSecond: Math.round(
      sum((run) => run.megabytesPerSecond * run.seconds) / totalSeconds,
    ),
  };
}

interface Measured {
  requestsPerSecond: number;
  p99Ms: number;
  seconds: number;
  ok: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  megabytesPerSecond: number;
  /** The server's CPU time per request, in µs. */
  serverCpuMicrosPerRequest?: number | null;
}

/** CPU seconds (user + system) the server process has used, from /proc (Linux; null elsewhere). */
function serverCpuSeconds(): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
/** Linux's USER_HZ, the unit of /proc/<pid>/stat times. */
const CLOCK_TICKS_PER_SECOND = 100;

/** A run with the server's CPU time per answered request added. */
async function withServerCpu(run: () => Promise<Measured>): Promise<Measured> {
  const before = serverCpuSeconds();
  const measured = await run();
  const after = serverCpuSeconds();
  const requests = measured.requestsPerSecond * measured.seconds;
  return {
    ...measured,
    serverCpuMicrosPerRequest:
      before === null || after === null ? null : Math.round(((after - before) * 1e6) / requests),
  };
}

function summarize(result: autocannon.Result): Measured {
  return {
    // Completed answers over elapsed time (autocannon's per-second average undercounts a partial last second).
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    p99Ms: result.latency.p99,
    seconds: result.duration,
    ok: result['2xx'],
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    megabytesPerSecond: Math.round(result.throughput.total / result.duration / 1e6),
  };
}

const failures = (run: Measured) => run.errors + run.timeouts + run.non2xx;

let exitCode = 1;
try {
  // Every path once before measuring, so the numbers are of a warmed-up server (JIT, page
  // cache, compressed copies).
  await loadPage(WARMUP_S, BROWSER_ENCODING);
  const warmupVotes = summarize(await loadVotes(VOTE_BATCH));
  const page = await withServerCpu(async () =>
    summarize(await loadPage(DURATION_S, BROWSER_ENCODING)),
  );
  const pageIdentity = await withServerCpu(async () =>
    summarize(await loadPage(DURATION_S, 'identity')),
  );
  const asset = ASSET
    ? await withServerCpu(async () =>
        summarize(await loadPage(DURATION_S, BROWSER_ENCODING, ASSET)),
      )
    : null;
  const votes = await withServerCpu(() => loadVotesFor(DURATION_S));

  // Stop the server cleanly first, so the count reads a closed, checkpointed database.
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
  const db = new Database(feedbackDb, { readonly: true });
  const storedIds = new Set(db.prepare('SELECT id FROM feedback').pluck().all() as number[]);
  db.close();
  const rows = storedIds.size;
  const answered = warmupVotes.ok + votes.ok;
  const missing = [...answeredIds].filter((id) => !storedIds.has(id)).length;

  const checks = [
    {
      name: `page ≥ ${TARGETS.staticRps} req/s`,
      pass: page.requestsPerSecond >= TARGETS.staticRps,
    },
    { name: `page p99 < ${TARGETS.p99Ms} ms`, pass: page.p99Ms < TARGETS.p99Ms },
    {
      name: 'page and asset without errors',
      pass: failures(page) + failures(pageIdentity) + (asset ? failures(asset) : 0) === 0,
    },
    {
      name: `feedback ≥ ${TARGETS.writeRps} writes/s`,
      pass: votes.requestsPerSecond >= TARGETS.writeRps,
    },
    { name: `feedback p99 < ${TARGETS.p99Ms} ms`, pass: votes.p99Ms < TARGETS.p99Ms },
    { name: 'feedback without errors', pass: failures(votes) + failures(warmupVotes) === 0 },
    {
      name: `rows == 2xx answers (${answered} answered, ${rows} stored)`,
      pass: rows === answered && answeredIds.size === answered,
    },
    {
      name: `every id answered with 201 is in the database (${missing} missing)`,
      pass: missing === 0,
    },
  ];

  const line = (label: string, run: Measured) =>
    `${label.padEnd(24)} ${String(run.requestsPerSecond).padStart(6)} req/s  p99 ${String(run.p99Ms).padStart(3)} ms  ` +
    `${String(run.megabytesPerSecond).padStart(4)} MB/s  2xx ${run.ok} in ${run.seconds.toFixed(1)} s  errors ${failures(run)}` +
    (run.serverCpuMicrosPerRequest
      ? `  server CPU ${run.serverCpuMicrosPerRequest} µs/request`
      : '');
  console.log(
    `\nServer benchmark (${os.cpus().length} CPUs, load average ${loadBefore.toFixed(1)} before the run, server in its own process)`,
  );
  console.log(
    `(page: GET ${PAGE}, ${CONNECTIONS.static} connections; votes: POST /api/feedback, ${CONNECTIONS.writes} connections)`,
  );
  console.log(line('page (br)  ', page));
  console.log(`${line('page (identity)', pageIdentity)}  (information only)`);
  if (asset) console.log(`${line('asset (br)', asset)}  (information only: ${ASSET})`);
  console.log(line('votes', votes));
  for (const check of checks) console.log(`${check.pass ? 'PASS' : 'FAIL'}  ${check.name}`);

  fs.mkdirSync(path.join(root, 'test-results'), { recursive: true });
  const report = {
    cpus: os.cpus().length,
    loadAverageBefore: loadBefore,
    connections: CONNECTIONS,
    targets: TARGETS,
    page,
    pageIdentity,
    asset,
    votes,
    rows,
    answered,
    checks,
  };
  fs.writeFileSync(
    path.join(root, 'test-results', 'bench-server.json'),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  exitCode = checks.every((check) => check.pass) ? 0 : 1;
} finally {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  fs.rmSync(tempDir, { recursive: true, force: true });
}
process.exit(exitCode);
