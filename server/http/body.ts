import type http from 'node:http';

export type BodyResult =
  | { ok: true; body: Buffer }
  | { ok: false; reason: 'too-large' | 'aborted' };

/**
 * Reads a request body of at most `limit` bytes. A declared Content-Length over the limit is
 * refused before any byte is read; a body growing past it (chunked) is refused as soon as it
 * does, and what was read is dropped, so memory per request never exceeds the limit.
 */
export function readBody(req: http.IncomingMessage, limit: number): Promise<BodyResult> {
  return new Promise((resolve) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      resolve({ ok: false, reason: 'too-large' });
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        chunks.length = 0;
        resolve({ ok: false, reason: 'too-large' });
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (): void => {
      cleanup();
      resolve({ ok: true, body: Buffer.concat(chunks, size) });
    };
    const onAborted = (): void => {
      cleanup();
      resolve({ ok: false, reason: 'aborted' });
    };
    const cleanup = (): void => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onAborted);
      req.off('close', onAborted);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onAborted);
    req.on('close', onAborted);
  });
}

/**
 * Ends a request whose body the server will not read: the answer goes out with
 * `Connection: close`, and the socket is closed once it is sent, so the rest of the body is
 * never read. The request is paused so nothing more is buffered meanwhile.
 */
export function refuseUnreadBody(req: http.IncomingMessage, res: http.ServerResponse): void {
  const hasBody =
    req.headers['transfer-encoding'] !== undefined ||
    Number(req.headers['content-length'] ?? 0) > 0;
  if (!hasBody || req.complete) return;
  req.pause();
  res.setHeader('Connection', 'close');
  res.once('finish', () => req.socket.destroySoon?.());
}
