import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

const CHILD_SCRIPT = path.join(import.meta.dirname, 'childServer.ts');

export interface SpawnedServer {
  child: ChildProcess;
  base: string;
}

/** Starts childServer.ts with `node --import tsx` and resolves with its address once it listens. */
export function spawnServer(config: {
  exportDir: string;
  feedbackDb: string;
  rateLimit?: false;
  dailyQuota?: false;
  adminToken?: string;
}): Promise<SpawnedServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD_SCRIPT, JSON.stringify(config)], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    lines.once('line', (line) => {
      const { port } = JSON.parse(line) as { port: number };
      resolve({ child, base: `http://127.0.0.1:${port}` });
    });
    child.once('exit', (code, signal) =>
      reject(new Error(`server exited before listening (${code ?? signal})`)),
    );
  });
}
