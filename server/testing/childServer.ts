/**
 * Runs the server in a process of its own, for the hard-kill test and the benchmark (so the
 * load generator does not share its event loop). Configured by one JSON argument:
 * `{ "exportDir", "feedbackDb", "rateLimit": false?, "dailyQuota": false?, "adminToken"? }`; prints `{"port":…}` on
 * stdout once listening on a random loopback port.
 */
import type { AddressInfo } from 'node:net';
import { startServer } from '../server';

const config = JSON.parse(process.argv[2] ?? '{}') as {
  exportDir: string;
  feedbackDb: string;
  rateLimit?: false;
  dailyQuota?: false;
  adminToken?: string;
};
const server = await startServer({
  exportDir: config.exportDir,
  feedbackDb: config.feedbackDb,
  port: 0,
  host: '127.0.0.1',
  ...(config.rateLimit === false ? { rateLimit: false } : {}),
  ...(config.dailyQuota === false ? { dailyQuota: false } : {}),
  adminToken: config.adminToken,
  csp: {},
});
process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
