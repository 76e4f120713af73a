import http from 'node:http';

export interface TestResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
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
export function request(base: string, { method = 'GET', path, headers = {}, body, localAddress }: TestRequest): Promise<TestResponse> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers, localAddress, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** POSTs a JSON vote (any value, serialized unless already a string). */
export function postVote(base: string, vote: unknown, options: Omit<TestRequest, 'path' | 'body' | 'method'> = {}): Promise<TestResponse> {
  return request(base, {
    method: 'POST',
    path: '/api/feedback',
    headers: { 'Content-Type': 'application/json', ...options.headers },
    body: typeof vote === 'string' ? vote : JSON.stringify(vote),
    localAddress: options.localAddress,
  });
}
