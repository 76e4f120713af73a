import crypto from 'node:crypto';
import type http from 'node:http';
import { FEEDBACK_COLUMNS, type FeedbackRow } from './store';

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

/**
 * Writes every vote in the chosen format. Rows are turned into text one by one and written in
 * chunks, so the export never holds the table as objects; the iteration is synchronous, which
 * better-sqlite3 needs (the connection is busy while a statement iterates).
 */
export function writeExport(res: http.ServerResponse, rows: IterableIterator<FeedbackRow>, format: ExportFormat, now = new Date()): void {
  const filename = `feedback-${now.toISOString().slice(0, 10)}.${format}`;
  res.writeHead(200, {
    'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'no-store',
  });
  let chunk = format === 'csv' ? csvHeader() : '[';
  let first = true;
  for (const row of rows) {
    chunk += format === 'csv' ? csvRow(row) : `${first ? '' : ','}\n${JSON.stringify(row)}`;
    first = false;
    if (chunk.length > 64 * 1024) {
      res.write(chunk);
      chunk = '';
    }
  }
  res.end(format === 'csv' ? chunk : `${chunk}${first ? '' : '\n'}]\n`);
}
