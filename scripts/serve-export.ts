/**
 * Serves an existing export/ without building (used by the browser tests). Votes go to a
 * throwaway database in the system temp folder, so test runs never write into data/.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { feedbackEnv } from '../server/config';
import { cspServicesFromEnv } from '../server/security/csp';
import { startServer } from '../server/server';
import { EXPORT_DIR } from './lib/buildStamp';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 4173);
const TEMP_PREFIX = 'docs-feedback-';

/** True while a process with this id runs (signal 0 only checks). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// Playwright may end this server with SIGKILL, leaving its database behind: each folder is named
// after the process that made it, and the folders of processes gone are removed at the next start.
for (const entry of fs.readdirSync(os.tmpdir())) {
  const pid = Number(new RegExp(`^${TEMP_PREFIX}(\\d+)-`).exec(entry)?.[1]);
  if (pid && !isRunning(pid))
    fs.rmSync(path.join(os.tmpdir(), entry), { recursive: true, force: true });
}
const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), `${TEMP_PREFIX}${process.pid}-`));
const { adminToken, rateLimit, trustProxy } = feedbackEnv(process.env, root);

const server = await startServer({
  exportDir: path.join(root, EXPORT_DIR),
  port,
  host: '127.0.0.1',
  // FEEDBACK_DB is ignored on purpose: a test run must never write into a real database.
  feedbackDb: path.join(tempDir, 'feedback.sqlite'),
  adminToken,
  rateLimit,
  trustProxy,
  csp: {
    ...cspServicesFromEnv(process.env),
    // The ad tests' mock feed serves pictures and pixels from a loopback port.
    extraImageSources: ['http://127.0.0.1:*', 'http://localhost:*'],
  },
  log: (line) => console.log(line),
});
console.log(`serving ${EXPORT_DIR}/ at http://127.0.0.1:${port}/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => {
      fs.rmSync(tempDir, { recursive: true, force: true });
      process.exit(0);
    });
    server.closeAllConnections();
  });
}
