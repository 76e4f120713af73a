import type http from 'node:http';

/** Sends a JSON answer; API answers are never cached (a vote id or an export is personal and fresh). */
export function sendJson(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(payload)),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(payload);
}

/** A 4xx/5xx answer: always `{ "error": "…" }`. */
export function sendError(
  res: http.ServerResponse,
  status: number,
  error: string,
  headers: Record<string, string> = {},
): void {
  sendJson(res, status, { error }, headers);
}
