import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Feedback } from './schema';

/** A stored vote, as the export returns it. */
export interface FeedbackRow extends Feedback {
  id: number;
  created_at: string;
}

/** The columns in export order. */
export const FEEDBACK_COLUMNS = ['id', 'created_at', 'page', 'section', 'rating', 'comment', 'version', 'language'] as const;

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

export interface FeedbackStore {
  /** Inserts a vote and returns its id once the transaction is committed. */
  insert(feedback: Feedback, createdAt?: Date): number;
  count(): number;
  /** Every vote in id order, one at a time (the export streams them). */
  iterate(): IterableIterator<FeedbackRow>;
  close(): void;
}

/** Opens (creating if needed) the feedback database; `:memory:` gives a throwaway one. */
export function openFeedbackStore(file: string): FeedbackStore {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
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

  const insert = db.prepare(
    `INSERT INTO feedback (created_at, page, section, rating, comment, version, language)
     VALUES (@created_at, @page, @section, @rating, @comment, @version, @language)`,
  );
  const count = db.prepare('SELECT COUNT(*) AS count FROM feedback').pluck();
  const all = db.prepare(`SELECT ${FEEDBACK_COLUMNS.join(', ')} FROM feedback ORDER BY id`);

  return {
    insert(feedback, createdAt = new Date()) {
      const result = insert.run({ ...feedback, created_at: createdAt.toISOString() });
      return Number(result.lastInsertRowid);
    },
    count: () => count.get() as number,
    iterate: () => all.iterate() as IterableIterator<FeedbackRow>,
    close: () => db.close(),
  };
}
