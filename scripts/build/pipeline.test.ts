import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ExportFiles } from './exportFiles';
import { BuildStepError, runPipeline, type BuildStep } from './pipeline';

function tempExport(): ExportFiles {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pipeline-'));
  const exportDir = path.join(root, 'export');
  fs.mkdirSync(path.join(exportDir, 'x/a'), { recursive: true });
  fs.writeFileSync(path.join(exportDir, 'index.html'), '<p>home</p>');
  fs.writeFileSync(path.join(exportDir, 'x/a/index.html'), '<p>a</p>');
  fs.writeFileSync(path.join(exportDir, 'x/a.md'), '# a');
  return new ExportFiles(root, exportDir);
}

const step = (name: string, run: BuildStep['run'], changesExport = false): BuildStep => ({
  name,
  reads: [],
  writes: [],
  changesExport,
  run,
});

describe('ExportFiles', () => {
  it('lists the files and reads the pages once, with URLs as the site serves them', () => {
    const site = tempExport();
    expect(site.files()).toEqual(['index.html', 'x/a.md', 'x/a/index.html']);
    expect(site.pages()).toEqual([
      { url: '/', html: '<p>home</p>' },
      { url: '/x/a/', html: '<p>a</p>' },
    ]);
    expect(site.pageHtml('/x/a/')).toBe('<p>a</p>');
    expect(site.has('x/a.md')).toBe(true);
    // Kept until told otherwise: a file written behind its back is not seen…
    fs.writeFileSync(path.join(site.exportDir, 'robots.txt'), '');
    expect(site.has('robots.txt')).toBe(false);
    // …and seen once the export is declared changed.
    site.changed();
    expect(site.has('robots.txt')).toBe(true);
  });
});

describe('runPipeline', () => {
  it('runs the steps in order, logs their summaries and times them', async () => {
    const order: string[] = [];
    const lines: string[] = [];
    const timings = await runPipeline(
      [
        step('first', () => {
          order.push('first');
          return 'one done';
        }),
        step('second', async () => {
          order.push('second');
          return 'two done';
        }),
      ],
      tempExport(),
      (line) => lines.push(line),
    );
    expect(order).toEqual(['first', 'second']);
    expect(timings.map((timing) => timing.step)).toEqual(['first', 'second']);
    expect(lines.some((line) => line.includes('[2/2] second'))).toBe(true);
    expect(lines.some((line) => line.startsWith('✔ two done'))).toBe(true);
  });

  it('shows a later step what an earlier one wrote into the export when it says it changes it', async () => {
    const site = tempExport();
    site.files();
    let seen = false;
    await runPipeline(
      [
        step(
          'write',
          (files) => {
            fs.writeFileSync(path.join(files.exportDir, 'sitemap.xml'), '');
            return 'written';
          },
          true,
        ),
        step('read', (files) => {
          seen = files.has('sitemap.xml');
          return 'read';
        }),
      ],
      site,
      () => undefined,
    );
    expect(seen).toBe(true);
  });

  it('stops at the first failing step, naming it, and runs nothing after it', async () => {
    let ranAfter = false;
    const failing = runPipeline(
      [
        step('links', () => {
          throw new Error('2 broken links');
        }),
        step('after', () => {
          ranAfter = true;
          return 'no';
        }),
      ],
      tempExport(),
      () => undefined,
    );
    await expect(failing).rejects.toThrow(BuildStepError);
    await expect(failing).rejects.toThrow('links: 2 broken links');
    expect(ranAfter).toBe(false);
  });
});
