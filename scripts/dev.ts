/** `npm run dev`: the content compiler in watch mode beside the Next.js dev server. */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  MUI_X_TELEMETRY_DISABLED: 'true',
  NEXT_IGNORE_INCORRECT_LOCKFILE: '1',
};
const children = [
  spawn(process.execPath, ['--import', 'tsx', 'scripts/build-content.ts', '--watch'], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
  spawn(
    process.execPath,
    [path.join(root, 'node_modules/next/dist/bin/next'), 'dev', '-p', process.env.PORT ?? '3000'],
    {
      cwd: root,
      env,
      stdio: 'inherit',
    },
  ),
];
const stop = () => children.forEach((child) => child.kill());
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && process.exit(code));
