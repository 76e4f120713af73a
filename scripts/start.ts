/**
 * `npm start`: builds the site when export/ is missing or older than its sources, then serves
 * it at http://localhost:3000 (HOST and PORT override), with the feedback API storing votes in
 * FEEDBACK_DB (default data/feedback.sqlite). The server runs in a worker process; when it
 * dies, a standby worker takes over at once (server/cluster/supervisor.ts).
 */
import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import path from 'node:path';
import { runSupervisedWorker, superviseWorker } from '../server/cluster/supervisor';
import { feedbackEnv, listenEnv, listenUrl } from '../server/config';
import { serverLimitsFromEnv } from '../server/limits';
import { cspServicesFromEnv } from '../server/security/csp';
import { prepareServer } from '../server/server';
import { EXPORT_DIR, isExportFresh } from './lib/buildStamp';

const root = path.resolve(import.meta.dirname, '..');
// Read in both processes: in the primary so that a bad value stops `npm start` at once.
const listen = listenEnv(process.env);
const feedback = feedbackEnv(process.env, root);
const limits = serverLimitsFromEnv(process.env);

if (cluster.isPrimary) {
  if (!isExportFresh(root)) {
    console.log('The site needs a build (export/ is missing or out of date). Building…');
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  const storeLimits = [
    feedback.rateLimit ? '' : 'rate limit off',
    feedback.dailyQuota ? `at most ${feedback.dailyQuota} a UTC day` : 'no daily quota',
  ];
  console.log(
    `Feedback votes are stored in ${path.relative(root, feedback.feedbackDb) || feedback.feedbackDb} (${storeLimits.filter(Boolean).join(', ')})`,
  );
  let announced = false;
  const supervisor = superviseWorker({
    log: (line) => console.log(`[supervisor] ${line}`),
    onListening: () => {
      if (!announced)
        console.log(`\nMUI X docs are being served at ${listenUrl(listen)}/x/introduction/`);
      announced = true;
    },
    onGiveUp: () => process.exit(1),
  });
  // Ctrl+C reaches the worker too; either way the primary waits for it to close its database.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void supervisor.stop().then(() => process.exit(0)));
  }
} else {
  // A standby worker (not yet listening) simply exits on these signals.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(0));
  const server = await runSupervisedWorker(() =>
    prepareServer({
      exportDir: path.join(root, EXPORT_DIR),
      ...listen,
      ...feedback,
      limits,
      // The same variables the build inlined (a change to them triggers the rebuild above).
      csp: cspServicesFromEnv(process.env),
      log: (line) => console.log(line),
    }),
  );
  // Closing the server closes the database, which checkpoints its write-ahead log.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.removeAllListeners(signal);
    process.once(signal, () => {
      server.close(() => process.exit(0));
      server.closeAllConnections();
    });
  }
}
