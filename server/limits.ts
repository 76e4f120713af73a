import fs from 'node:fs';

/** How long a connection may take and how many may be open (docs/server-and-feedback.md, "Limits on connections"). */
export interface ServerLimits {
  /** From the connection (or the end of the previous request) to the end of the headers: 408 and closed past it. */
  headersTimeoutMs: number;
  /** For a whole request, body included. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this long. */
  keepAliveTimeoutMs: number;
  /** Open connections at most; past it a new connection is closed at once. */
  maxConnections: number;
}

/** File descriptors kept for everything but connections: the database, the files being sent, the log. */
const RESERVED_DESCRIPTORS = 256;
/** Used when the descriptor limit cannot be read (not Linux): safe under the usual 1,024. */
const FALLBACK_MAX_CONNECTIONS = 512;

/**
 * Half of what the process may open, less a reserve: each connection may also hold one file
 * being sent. Read from /proc, since Node has no getrlimit; 20,000 idle sockets from one host
 * once exhausted them (EMFILE) and every later request failed.
 */
export function defaultMaxConnections(limitsFile = '/proc/self/limits'): number {
  try {
    const line = fs
      .readFileSync(limitsFile, 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('Max open files'));
    const soft = Number(line?.split(/\s{2,}/)[1]);
    if (Number.isInteger(soft) && soft > RESERVED_DESCRIPTORS * 2)
      return Math.floor((soft - RESERVED_DESCRIPTORS) / 2);
  } catch {
    // Not Linux: fall through.
  }
  return FALLBACK_MAX_CONNECTIONS;
}

/**
 * Headers within 10 s (a request whose headers never finish is closed then: slow-loris sockets
 * cannot pile up), a request within 30 s, keep-alive 5 s (Node's default; Fastify's is 72 s).
 */
export function defaultServerLimits(): ServerLimits {
  return {
    headersTimeoutMs: 10_000,
    requestTimeoutMs: 30_000,
    keepAliveTimeoutMs: 5_000,
    maxConnections: defaultMaxConnections(),
  };
}

const ENV_NAMES: Record<keyof ServerLimits, string> = {
  headersTimeoutMs: 'SERVER_HEADERS_TIMEOUT_MS',
  requestTimeoutMs: 'SERVER_REQUEST_TIMEOUT_MS',
  keepAliveTimeoutMs: 'SERVER_KEEP_ALIVE_TIMEOUT_MS',
  maxConnections: 'SERVER_MAX_CONNECTIONS',
};

/** The defaults, overridden by SERVER_* variables (positive integers); a bad value stops the server. */
export function serverLimitsFromEnv(env: Record<string, string | undefined>): ServerLimits {
  const limits = defaultServerLimits();
  for (const [key, name] of Object.entries(ENV_NAMES) as Array<[keyof ServerLimits, string]>) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    if (!/^\d+$/.test(raw) || Number(raw) < 1)
      throw new Error(`${name} must be a positive integer, got ${JSON.stringify(env[name])}`);
    limits[key] = Number(raw);
  }
  checkServerLimits(limits);
  return limits;
}

/** Node refuses a headers timeout longer than the request timeout; say which variables instead. */
export function checkServerLimits(limits: ServerLimits): void {
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new Error(
      `${ENV_NAMES.headersTimeoutMs} (${limits.headersTimeoutMs}) must not exceed ${ENV_NAMES.requestTimeoutMs} (${limits.requestTimeoutMs})`,
    );
  }
}
