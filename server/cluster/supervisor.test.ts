import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { createTempSite } from '../testing/tempSite';

const SCRIPT = path.join(import.meta.dirname, '../testing/supervisedServer.ts');
const site = createTempSite();
afterAll(() => fs.rmSync(site.dir, { recursive: true, force: true }));

/** A port free right now (the workers must all listen on the same one). */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

describe('supervisor', () => {
  it('replaces a worker killed with SIGKILL by its standby, says why, and the site answers again', async () => {
    const port = await freePort();
    const primary = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        SCRIPT,
        JSON.stringify({ exportDir: site.exportDir, feedbackDb: site.feedbackDb, port }),
      ],
      {
        cwd: path.resolve(import.meta.dirname, '../..'),
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const log: string[] = [];
    const waiters: Array<() => void> = [];
    readline.createInterface({ input: primary.stdout }).on('line', (line) => {
      log.push(line);
      for (const wake of waiters.splice(0)) wake();
    });
    /** The first log line from `from` on that matches, once it is printed. */
    const nextLine = async (pattern: RegExp, from = 0): Promise<RegExpExecArray> => {
      for (;;) {
        const found = log
          .slice(from)
          .map((line) => pattern.exec(line))
          .find(Boolean);
        if (found) return found;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    };
    const base = `http://127.0.0.1:${port}`;
    try {
      const firstPid = Number((await nextLine(/^worker (\d+) listening on 127\.0\.0\.1:\d+$/))[1]);
      expect((await fetch(`${base}/x/introduction/`)).status).toBe(200);
      const standbyPid = Number((await nextLine(/^standby worker (\d+) ready$/))[1]);
      const seen = log.length;
      process.kill(firstPid, 'SIGKILL');
      await nextLine(
        new RegExp(
          `^worker ${firstPid} killed by SIGKILL; standby worker ${standbyPid} takes over$`,
        ),
        seen,
      );
      await nextLine(
        new RegExp(`^worker ${standbyPid} listening on 127\\.0\\.0\\.1:${port}$`),
        seen,
      );
      expect((await fetch(`${base}/x/introduction/`)).status).toBe(200);
      expect(primary.exitCode).toBeNull();
    } finally {
      const exited = new Promise((resolve) => primary.once('exit', resolve));
      primary.kill('SIGTERM');
      await exited;
    }
  }, 60_000);
});
