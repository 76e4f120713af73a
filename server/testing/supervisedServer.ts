/**
 * The server under the supervisor, as `npm start` runs it, for the supervisor test: one JSON
 * argument `{ "exportDir", "feedbackDb", "port" }`. The primary prints its log lines on stdout
 * (`worker <pid> listening on …`, `standby worker <pid> ready`, `worker <pid> killed by SIGKILL;
 * standby worker <pid> takes over`); the workers, forked from this same script, serve on the
 * given loopback port.
 */
import cluster from 'node:cluster';
import { runSupervisedWorker, superviseWorker } from '../cluster/supervisor';
import { prepareServer } from '../server';

const config = JSON.parse(process.argv[2] ?? '{}') as {
  exportDir: string;
  feedbackDb: string;
  port: number;
};

if (cluster.isPrimary) {
  const supervisor = superviseWorker({
    log: (line) => process.stdout.write(`${line}\n`),
    onGiveUp: () => process.exit(1),
  });
  process.once('SIGTERM', () => void supervisor.stop().then(() => process.exit(0)));
} else {
  process.once('SIGTERM', () => process.exit(0));
  await runSupervisedWorker(() =>
    prepareServer({
      exportDir: config.exportDir,
      feedbackDb: config.feedbackDb,
      port: config.port,
      host: '127.0.0.1',
      csp: {},
    }),
  );
}
