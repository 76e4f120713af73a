/** Serves an existing export/ without building (used by the browser tests). */
import path from 'node:path';
import { startServer } from '../server/server';
import { EXPORT_DIR } from './lib/buildStamp';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 4173);
await startServer({ exportDir: path.join(root, EXPORT_DIR), port, host: '127.0.0.1' });
console.log(`serving ${EXPORT_DIR}/ at http://127.0.0.1:${port}/`);
