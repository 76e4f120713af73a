import crypto from 'node:crypto';
import type http from 'node:http';
import type { Writable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import { FEEDBACK_COLUMNS, type FeedbackRow, type FeedbackSnapshot } from './store';

export const EXPORT_FORMATS = ['json', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Shorter admin tokens are refused at startup: the export route must not be guessable. */
export const MIN_ADMIN_TOKEN_LENGTH = 16;

const digest = (value: string): Buffer => crypto.createHash('sha256').update(value).digest();

/**
 * True when the `Authorization` header carries the admin token. Both sides are hashed first so
 * the comparison takes the same time whatever the length or the first differing byte.
 */
export function isAuthorized(header: string | undefined, token: string): boolean {
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header ?? '');
  const presented = match ? match[1] : '';
  return crypto.timingSafeEqual(digest(presented), digest(token)) && match !== null;
}

/** Spreadsheets run cells starting with these as formulas (CSV injection), so they get a leading quote. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; quotes doubled. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvHeader(): string {
  return `${FEEDBACK_COLUMNS.join(',')}\r\n`;
}

export function csvRow(row: FeedbackRow): string {
  return `${FEEDBACK_COLUMNS.map((column) => csvField(row[column])).join(',')}\r\n`;
}

/** About this much text goes into each write: large enough for few writes, small enough to interleave. */
const CHUNK_CHARACTERS = 64 * 1024;

/** The text of an export, in chunks of about CHUNK_CHARACTERS, pulling rows only as chunks are asked for. */
export function* exportChunks(
  rows: Iterator<FeedbackRow>,
  format: ExportFormat,
): Generator<string, void, undefined> {
  let chunk = format === 'csv' ? csvHeader() : '[';
  let first = true;
  for (let next = rows.next(); !next.done; next = rows.next()) {
    chunk +=
      format === 'csv' ? csvRow(next.value) : `${first ? '' : ','}\n${JSON.stringify(next.value)}`;
    first = false;
    if (chunk.length >= CHUNK_CHARACTERS) {
      yield chunk;
      chunk = '';
    }
  }
  yield format === 'csv' ? chunk : `${chunk}${first ? '' : '\n'}]\n`;
}

/** The headers of an export answer (a download, never cached). */
export function exportHeaders(format: ExportFormat, now = new Date()): Record<string, string> {
  return {
    'Content-Type':
      format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
    'Content-Disposition': `attachment; filename="feedback-${now.toISOString().slice(0, 10)}.${format}"`,
    'Cache-Control': 'no-store',
  };
}

/** Resolves once the destination has room again (or is gone). */
function drained(destination: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      destination.off('drain', done);
      destination.off('close', done);
      resolve();
    };
    destination.on('drain', done);
    destination.on('close', done);
  });
}

/**
 * Streams an export into `destination` and ends it. Backpressure: the next rows are read only
 * once the destination has taken the last chunk (`write` returned true, or after 'drain'), so a
 * slow download holds one chunk in memory, not the table. After each chunk the event loop gets a
 * turn (setImmediate), so a large export never keeps other requests waiting. A destination that
 * closes early (the client went away) stops the iteration. The rows are always released.
 */
export async function streamExport(
  destination: Writable,
  rows: IterableIterator<FeedbackRow>,
  format: ExportFormat,
): Promise<void> {
  try {
    for (const chunk of exportChunks(rows, format)) {
      if (!destination.write(chunk) && !destination.destroyed) await drained(destination);
      await setImmediate();
      // Checked before the next chunk is built: rows are not read for a client that has gone.
      if (destination.destroyed) return;
    }
    if (!destination.destroyed) destination.end();
  } finally {
    rows.return?.();
  }
}

/** Answers an export request with every vote of the snapshot, which is closed once the answer ends. */
export async function writeExport(
  res: http.ServerResponse,
  snapshot: FeedbackSnapshot,
  format: ExportFormat,
  now = new Date(),
): Promise<void> {
  try {
    res.writeHead(200, exportHeaders(format, now));
    await streamExport(res, snapshot.rows, format);
  } finally {
    snapshot.close();
  }
}
