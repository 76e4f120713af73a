import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Feedback } from './schema';

/** A stored vote, as the export returns it. */
export interface FeedbackRow extends Feedback {
  id: number;
  created_at: string;
}

/**
 * Votes stored per UTC day, all addresses together: the per-client rate limit does not stop many
 * addresses from filling the disk. 5,000 is well above the site's real traffic, and at most
 * ~41 MB a day even if every vote were the largest valid one (8.2 KB).
 */
export const DEFAULT_DAILY_QUOTA = 5_000;

/** The columns in export order. */
export const FEEDBACK_COLUMNS = [
  'id',
  'created_at',
  'page',
  'section',
  'rating',
  'comment',
  'version',
  'language',
] as const;

/*
 * No client address is stored, not even hashed: a hash of an IPv4 address is reversible by
 * brute force, and the rate limiter (in memory) is what keeps ballot stuffing in check.
 */
const MIGRATIONS = [
  `CREATE TABLE IF NOT EXISTS feedback (
    id INTEGER PRIMARY KEY,
    created_at TEXT NOT NULL,
    page TEXT NOT NULL,
    section TEXT,
    rating INTEGER NOT NULL CHECK (rating IN (0, 1)),
    comment TEXT NOT NULL,
    version TEXT NOT NULL,
    language TEXT NOT NULL CHECK (language IN ('en', 'zh'))
  )`,
  'CREATE INDEX IF NOT EXISTS feedback_page ON feedback (page, section)',
];

/**
 * Votes stored per UTC day (`2026-11-23`), counted in the transaction of each insert, so the
 * quota holds across restarts and across processes sharing the file, at one small write a vote.
 */
const DAILY_COUNTS = `CREATE TABLE feedback_daily (day TEXT PRIMARY KEY, votes INTEGER NOT NULL) WITHOUT ROWID`;
/** A database from before the quota: its votes of each day count towards that day. */
const BACKFILL_DAILY_COUNTS = `INSERT INTO feedback_daily (day, votes) SELECT substr(created_at, 1, 10), COUNT(*) FROM feedback GROUP BY 1`;

export type InsertResult = { stored: true; id: number } | { stored: false; dailyQuota: number };

export interface FeedbackStoreOptions {
  /** Votes stored per UTC day at most (all clients together); false: no limit (benchmarks). */
  dailyQuota?: number | false;
}

/** The votes as they were when it was opened, on a connection of its own (see FeedbackStore.snapshot). */
export interface FeedbackSnapshot {
  /** Every vote in id order, one at a time. */
  rows: IterableIterator<FeedbackRow>;
  /** Ends the iteration and closes the connection; safe to call twice. */
  close(): void;
}

export interface FeedbackStore {
  /**
   * Inserts a vote and returns its id once the transaction is committed, unless the day's quota
   * is reached (then nothing is stored).
   */
  insert(feedback: Feedback, createdAt?: Date): InsertResult;
  count(): number;
  /**
   * Every vote, read on a second, read-only connection. An export streams it at the pace of the
   * client; a statement that iterates keeps its connection busy, so on the store's own
   * connection a slow download would make every vote fail meanwhile. The snapshot does not see
   * votes stored after its first row is read.
   */
  snapshot(): FeedbackSnapshot;
  close(): void;
}

/**
 * Creates the database file readable by its owner only (0600): the comments are the readers'
 * words, not for other accounts of the machine. SQLite gives its -wal and -shm files the same
 * mode. An existing file keeps the mode its owner chose.
 */
function createPrivateFile(file: string): void {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
  try {
    fs.closeSync(fs.openSync(file, 'wx', 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/** Opens (creating if needed) the feedback database; `:memory:` gives a throwaway one. */
export function openFeedbackStore(
  file: string,
  { dailyQuota = DEFAULT_DAILY_QUOTA }: FeedbackStoreOptions = {},
): FeedbackStore {
  if (dailyQuota !== false && !(Number.isInteger(dailyQuota) && dailyQuota >= 1))
    throw new Error(`the daily quota must be a positive integer, got ${dailyQuota}`);
  if (file !== ':memory:') createPrivateFile(file);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  /*
   * WAL + synchronous=NORMAL: a commit is written into the WAL file (in the OS page cache)
   * before `run()` returns, so the row survives the process being killed right after the 201;
   * only a power cut or kernel crash can lose the last commits, because the WAL is fsynced at
   * checkpoints rather than at every commit. FULL would add an fsync per vote, a cost feedback
   * votes do not justify.
   */
  db.pragma('synchronous = NORMAL');
  // A maintainer reading the file with the sqlite3 shell must not make a vote fail at once.
  db.pragma('busy_timeout = 5000');
  for (const migration of MIGRATIONS) db.exec(migration);
  db.transaction(() => {
    if (
      db
        .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'feedback_daily'")
        .get()
    )
      return;
    db.exec(DAILY_COUNTS);
    db.exec(BACKFILL_DAILY_COUNTS);
  }).immediate();

  const insert = db.prepare(
    `INSERT INTO feedback (created_at, page, section, rating, comment, version, language)
     VALUES (@created_at, @page, @section, @rating, @comment, @version, @language)`,
  );
  // The day's count goes up only while it is under the quota: no change means the quota is reached.
  const countVote = db.prepare(
    `INSERT INTO feedback_daily (day, votes) VALUES (@day, 1)
     ON CONFLICT (day) DO UPDATE SET votes = votes + 1 WHERE votes < @quota`,
  );
  const count = db.prepare('SELECT COUNT(*) AS count FROM feedback').pluck();
  const quota = dailyQuota === false ? Number.MAX_SAFE_INTEGER : dailyQuota;
  const insertWithinQuota = db.transaction(
    (feedback: Feedback, createdAt: string): InsertResult => {
      if (countVote.run({ day: createdAt.slice(0, 10), quota }).changes === 0)
        return { stored: false, dailyQuota: quota };
      return {
        stored: true,
        id: Number(insert.run({ ...feedback, created_at: createdAt }).lastInsertRowid),
      };
    },
  );

  return {
    insert: (feedback, createdAt = new Date()) =>
      insertWithinQuota.immediate(feedback, createdAt.toISOString()),
    count: () => count.get() as number,
    snapshot() {
      // A second connection to the same file; an in-memory database has no file, so a copy of it.
      const reader =
        file === ':memory:'
          ? new Database(db.serialize())
          : new Database(file, { readonly: true, fileMustExist: true });
      const rows = reader
        .prepare(`SELECT ${FEEDBACK_COLUMNS.join(', ')} FROM feedback ORDER BY id`)
        .iterate() as IterableIterator<FeedbackRow>;
      return {
        rows,
        close() {
          if (!reader.open) return;
          rows.return?.();
          reader.close();
        },
      };
    },
    close: () => db.close(),
  };
}

/** Seconds from `now` to the next UTC midnight, when the daily quota starts again (at least 1). */
export function secondsUntilNextUtcDay(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}
