import fs from 'node:fs';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from '../testing/spawnServer';
import { createTempSite, VALID_VOTE } from '../testing/tempSite';

const site = createTempSite();
afterAll(() => fs.rmSync(site.dir, { recursive: true, force: true }));

describe('feedback durability', () => {
  it('keeps a vote answered 201 when the server process is SIGKILLed right after', async () => {
    const { child, base } = await spawnServer({
      exportDir: site.exportDir,
      feedbackDb: site.feedbackDb,
    });
    const exited = new Promise((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    const comment = `durable ${Date.now()}`;
    const response = await fetch(`${base}/api/feedback`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...VALID_VOTE, comment }),
    });
    // Killed as soon as the answer's headers arrive: no clean shutdown, no WAL checkpoint.
    child.kill('SIGKILL');
    expect(response.status).toBe(201);
    expect(await exited).toBe('SIGKILL');
    const { id } = (await response.json()) as { id: number };
    // The vote lives only in the write-ahead log, which is what synchronous=NORMAL relies on.
    expect(fs.statSync(`${site.feedbackDb}-wal`).size).toBeGreaterThan(0);

    const db = new Database(site.feedbackDb, { readonly: true });
    const row = db.prepare('SELECT id, comment FROM feedback WHERE id = ?').get(id);
    db.close();
    expect(row).toEqual({ id, comment });
  }, 20_000);
});
