import fs from 'node:fs';
import type http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  defaultMaxConnections,
  defaultServerLimits,
  serverLimitsFromEnv,
  type ServerLimits,
} from './limits';
import { startServer } from './server';
import { request } from './testing/request';
import { createTempSite } from './testing/tempSite';

const site = createTempSite();
afterAll(() => fs.rmSync(site.dir, { recursive: true, force: true }));

describe('server limits', () => {
  it('close a request whose headers never finish within 20 s by default, keep-alive within 5 s', () => {
    const limits = defaultServerLimits();
    expect(limits.headersTimeoutMs).toBeLessThanOrEqual(20_000);
    expect(limits.headersTimeoutMs).toBeLessThanOrEqual(limits.requestTimeoutMs);
    expect(limits.keepAliveTimeoutMs).toBe(5_000);
    expect(limits.maxConnections).toBeGreaterThan(0);
  });

  it('cap connections at half the file descriptors left after a reserve', () => {
    const file = path.join(site.dir, 'limits');
    fs.writeFileSync(
      file,
      'Limit                     Soft Limit           Hard Limit           Units     \nMax open files            20000                20000                files     \n',
    );
    expect(defaultMaxConnections(file)).toBe(9872);
    expect(defaultMaxConnections(path.join(site.dir, 'missing'))).toBe(512);
  });

  it('read SERVER_* variables, refusing what is not a positive integer', () => {
    const limits = serverLimitsFromEnv({
      SERVER_HEADERS_TIMEOUT_MS: '3000',
      SERVER_MAX_CONNECTIONS: ' 100 ',
    });
    expect(limits).toMatchObject({
      headersTimeoutMs: 3000,
      maxConnections: 100,
      requestTimeoutMs: 30_000,
    });
    expect(() => serverLimitsFromEnv({ SERVER_KEEP_ALIVE_TIMEOUT_MS: '5s' })).toThrow(
      /SERVER_KEEP_ALIVE_TIMEOUT_MS must be a positive integer, got "5s"/,
    );
    expect(() => serverLimitsFromEnv({ SERVER_MAX_CONNECTIONS: '0' })).toThrow(
      /SERVER_MAX_CONNECTIONS/,
    );
    expect(() => serverLimitsFromEnv({ SERVER_HEADERS_TIMEOUT_MS: '60000' })).toThrow(
      /must not exceed SERVER_REQUEST_TIMEOUT_MS/,
    );
  });
});

/** A server with small limits, so each test takes a fraction of a second. */
async function withServer(
  limits: Partial<ServerLimits>,
  run: (port: number, server: http.Server) => Promise<void>,
): Promise<void> {
  const server = await startServer({
    exportDir: site.exportDir,
    port: 0,
    host: '127.0.0.1',
    rateLimit: false,
    csp: {},
    limits,
  });
  try {
    await run((server.address() as net.AddressInfo).port, server);
  } finally {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }
}

/** A connected socket with what the server sent on it so far, and a promise of its closing. */
function connect(
  port: number,
): Promise<{ socket: net.Socket; received: () => string; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('latin1').on('data', (chunk: string) => (data += chunk));
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.once('error', reject);
    socket.once('connect', () => resolve({ socket, received: () => data, closed }));
  });
}

describe('connections', () => {
  it('are closed with a 408 when the headers never finish', async () => {
    await withServer({ headersTimeoutMs: 300, requestTimeoutMs: 1000 }, async (port) => {
      const client = await connect(port);
      // Slow-loris: a request line and one header, then nothing.
      client.socket.write('GET /x/introduction/ HTTP/1.1\r\nHost: localhost\r\n');
      await client.closed;
      expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    });
  });

  it('are closed when idle after a request, past the keep-alive timeout', async () => {
    await withServer({ keepAliveTimeoutMs: 200 }, async (port) => {
      const client = await connect(port);
      client.socket.write('GET /x/introduction/ HTTP/1.1\r\nHost: localhost\r\n\r\n');
      await client.closed;
      expect(client.received()).toMatch(/^HTTP\/1\.1 200 /);
    });
  });

  it('past the cap, a new connection is closed at once while the others stay open', async () => {
    await withServer({ maxConnections: 2 }, async (port, server) => {
      const held = [await connect(port), await connect(port)];
      await new Promise<void>((resolve) => {
        const poll = (): void =>
          void server.getConnections((_error, count) =>
            count === 2 ? resolve() : setTimeout(poll, 10),
          );
        poll();
      });
      const refused = await connect(port);
      await refused.closed;
      expect(refused.received()).toBe('');
      expect(held.every(({ socket }) => !socket.destroyed)).toBe(true);
      held[0].socket.destroy();
      await held[0].closed;
      await new Promise<void>((resolve) => {
        const poll = (): void =>
          void server.getConnections((_error, count) =>
            count === 1 ? resolve() : setTimeout(poll, 10),
          );
        poll();
      });
      expect((await request(`http://127.0.0.1:${port}`, { path: '/x/introduction/' })).status).toBe(
        200,
      );
      held[1].socket.destroy();
    });
  });
});

// The descriptor limit differs per machine; the default must leave room below it.
describe('defaultMaxConnections on this machine', () => {
  it('stays below the open-file limit', () => {
    const soft = Number(
      /Max open files\s+(\d+)/.exec(
        os.platform() === 'linux' ? fs.readFileSync('/proc/self/limits', 'utf8') : '',
      )?.[1] ?? Infinity,
    );
    expect(defaultMaxConnections() * 2).toBeLessThan(soft);
  });
});
