import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VALID_VOTE } from '../testing/tempSite';
import type { Feedback } from './schema';
import { openFeedbackStore, type FeedbackStore } from './store';

const vote = VALID_VOTE as Feedback;
const mode = (file: string): number => fs.statSync(file).mode & 0o777;

let dir: string;
const opened: FeedbackStore[] = [];
const open = (...args: Parameters<typeof openFeedbackStore>): FeedbackStore => {
  const store = openFeedbackStore(...args);
  opened.push(store);
  return store;
};

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feedback-store-'));
});
afterEach(() => {
  for (const store of opened.splice(0)) store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('openFeedbackStore: file mode', () => {
  it('creates the database readable by its owner only (0600), its WAL and folder too', () => {
    const file = path.join(dir, 'data', 'feedback.sqlite');
    const store = open(file);
    expect(store.insert(vote)).toEqual({ stored: true, id: 1 });
    expect(mode(file)).toBe(0o600);
    expect(mode(`${file}-wal`)).toBe(0o600);
    expect(mode(`${file}-shm`)).toBe(0o600);
    expect(mode(path.dirname(file))).toBe(0o700);
  });

  it('leaves the mode of an existing database file as its owner set it', () => {
    const file = path.join(dir, 'feedback.sqlite');
    fs.writeFileSync(file, '');
    fs.chmodSync(file, 0o640);
    open(file).insert(vote);
    expect(mode(file)).toBe(0o640);
  });
});

describe('FeedbackStore.snapshot', () => {
  it('reads on a connection of its own: votes are stored meanwhile, and it does not see them', () => {
    const store = open(path.join(dir, 'feedback.sqlite'));
    for (let index = 0; index < 3; index += 1) store.insert(vote);
    const snapshot = store.snapshot();
    expect(snapshot.rows.next().value).toMatchObject({ id: 1, ...vote });
    // On the store's own connection this insert would fail: "connection is busy executing a query".
    expect(store.insert(vote)).toEqual({ stored: true, id: 4 });
    expect([...snapshot.rows].map((row) => row.id)).toEqual([2, 3]);
    snapshot.close();
    snapshot.close();
    expect(store.count()).toBe(4);
  });

  it('works on an in-memory store too (on a copy)', () => {
    const store = open(':memory:');
    store.insert(vote);
    const snapshot = store.snapshot();
    expect([...snapshot.rows]).toHaveLength(1);
    snapshot.close();
  });
});
