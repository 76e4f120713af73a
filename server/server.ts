import http from 'node:http';
import { createStaticHandler } from './staticSite';

/** Options of the production server. */
export interface ServerOptions {
  exportDir: string;
  port: number;
  host?: string;
}

/** Starts the production server (the static export) and resolves once it listens. */
export function startServer({ exportDir, port, host = '0.0.0.0' }: ServerOptions): Promise<http.Server> {
  const handleStatic = createStaticHandler(exportDir);
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: `Method ${req.method} is not allowed here` }));
      return;
    }
    handleStatic(req, res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
