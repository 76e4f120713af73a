/**
 * `npm start`: builds the site when export/ is missing or older than its sources, then serves
 * it at http://localhost:3000 (HOST and PORT override), with the feedback API storing votes in
 * FEEDBACK_DB (default data/feedback.sqlite).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { feedbackEnv, listenEnv, listenUrl } from '../server/config';
import { cspServicesFromEnv } from '../server/security/csp';
import { startServer } from '../server/server';
import { EXPORT_DIR, isExportFresh } from './lib/buildStamp';

const root = path.resolve(import.meta.dirname, '..');
const listen = listenEnv(process.env);

if (!isExportFresh(root)) {
  console.log('The site needs a build (export/ is missing or out of date). Building…');
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const feedback = feedbackEnv(process.env, root);
const server = await startServer({
  exportDir: path.join(root, EXPORT_DIR),
  ...listen,
  ...feedback,
  // The same variables the build inlined (a change to them triggers the rebuild above).
  csp: cspServicesFromEnv(process.env),
  log: (line) => console.log(line),
});
const limits = [feedback.rateLimit ? '' : 'rate limit off', feedback.dailyQuota ? `at most ${feedback.dailyQuota} a UTC day` : 'no daily quota'].filter(Boolean);
console.log(`Feedback votes are stored in ${path.relative(root, feedback.feedbackDb) || feedback.feedbackDb} (${limits.join(', ')})`);
console.log(`\nMUI X docs are being served at ${listenUrl(listen)}/x/introduction/`);

// Closing the server closes the database, which checkpoints its write-ahead log.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
