import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

/**
 * Loopback HTTPS hosts for the service-worker tests: a worker registers only in a secure context
 * and only on the production host name, which the test browser resolves to loopback.
 */

/** A throwaway self-signed certificate for one host name, made by openssl for this run only. */
function selfSignedCertificate(hostname: string): { key: Buffer; cert: Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-cert-'));
  try {
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        `/CN=${hostname}`,
        '-addext',
        `subjectAltName=DNS:${hostname}`,
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export interface HttpsHost {
  /** `https://<hostname>:<port>`, as the browser addresses it. */
  origin: string;
  close(): Promise<void>;
}

/** Starts an HTTPS server on 127.0.0.1 (a free port) with a certificate for `hostname`. */
export async function startHttpsHost(
  hostname: string,
  handler: http.RequestListener,
): Promise<HttpsHost> {
  const server = https.createServer(selfSignedCertificate(hostname), handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `https://${hostname}:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
};

/** An answer a test substitutes for a file (a "new build" of the worker, say): a script. */
export type Override = (
  pathname: string,
) => { body: string; headers?: Record<string, string> } | undefined;

/** Sends the override's answer for this path, if it has one; true when it did. */
function answeredByOverride(
  override: Override,
  pathname: string,
  response: http.ServerResponse,
): boolean {
  const substitute = override(pathname);
  if (!substitute) return false;
  response.writeHead(200, {
    'content-type': 'text/javascript; charset=utf-8',
    ...substitute.headers,
  });
  response.end(substitute.body);
  return true;
}

/**
 * A plain static host, as a CDN or object store serves the export: the file a path names, a
 * directory's index.html (a 301 to the trailing-slash URL when asked without it), 404.html with
 * status 404 otherwise, a content type by extension, and no other header: no
 * Service-Worker-Allowed, no cache policy, no Content-Security-Policy.
 */
export function staticFiles(
  root: string,
  override: Override = () => undefined,
): http.RequestListener {
  const base = path.resolve(root);
  const send = (response: http.ServerResponse, status: number, file: string) => {
    const body = fs.readFileSync(file);
    response.writeHead(status, {
      'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'content-length': body.length,
    });
    response.end(body);
  };
  return (request, response) => {
    const url = new URL(request.url ?? '/', 'https://host.invalid');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      response.writeHead(400).end();
      return;
    }
    if (answeredByOverride(override, pathname, response)) return;
    const file = path.join(base, pathname);
    if (!file.startsWith(base + path.sep) && file !== base) {
      response.writeHead(400).end();
      return;
    }
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat?.isFile()) return send(response, 200, file);
    if (stat?.isDirectory() && fs.existsSync(path.join(file, 'index.html'))) {
      if (!pathname.endsWith('/')) {
        response.writeHead(301, { location: `${url.pathname}/${url.search}` }).end();
        return;
      }
      return send(response, 200, path.join(file, 'index.html'));
    }
    send(response, 404, path.join(base, '404.html'));
  };
}

/** Forwards every request to another server (the production server the suite starts). */
export function proxyTo(
  upstream: string,
  override: Override = () => undefined,
): http.RequestListener {
  return (request, response) => {
    if (
      answeredByOverride(
        override,
        new URL(request.url ?? '/', 'https://host.invalid').pathname,
        response,
      )
    )
      return;
    const forward = http.request(
      `${upstream}${request.url}`,
      { method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  };
}
