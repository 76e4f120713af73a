import http from 'node:http';
import net from 'node:net';

export interface TestResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The body as sent, not decompressed. */
  body: Buffer;
}

export interface TestRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Source address of the connection: tests of per-client limits use 127.0.0.x aliases. */
  localAddress?: string;
}

/**
 * One HTTP request with node:http (fetch cannot choose its source address), on a fresh
 * connection so each request is seen exactly as a separate client would send it.
 */
export function request(
  base: string,
  { method = 'GET', path, headers = {}, body, localAddress }: TestRequest,
): Promise<TestResponse> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers,
        localAddress,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: body.toString('utf8'),
            body,
          });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** POSTs a JSON vote (any value, serialized unless already a string). */
export function postVote(
  base: string,
  vote: unknown,
  options: Omit<TestRequest, 'path' | 'body' | 'method'> = {},
): Promise<TestResponse> {
  return request(base, {
    method: 'POST',
    path: '/api/feedback',
    headers: { 'Content-Type': 'application/json', ...options.headers },
    body: typeof vote === 'string' ? vote : JSON.stringify(vote),
    localAddress: options.localAddress,
  });
}

/**
 * Sends bytes as they are on a fresh connection (for request lines no HTTP client would send)
 * and resolves with the status and the raw answer once the server closes the connection;
 * `Connection: close` in the request makes it close after answering.
 */
export function rawRequest(base: string, text: string): Promise<{ status: number; raw: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => socket.write(text));
    let raw = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (raw += chunk));
    socket.on('error', reject);
    socket.on('close', () =>
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0), raw }),
    );
  });
}
