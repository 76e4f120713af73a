import fs from 'node:fs';
import path from 'node:path';
import { shiftSourceMap, withCompileHint } from '../../lib/compileHints';
import type { BuildStep } from '../pipeline';

const CHUNKS = '_next/static/chunks/';

/**
 * Marks every script of the build for eager compilation with V8's explicit compile hint (see
 * lib/compileHints.ts), and shifts their source maps when the build wrote any. Runs before the
 * service worker's precache list and the compressed copies are made from these files.
 */
export const compileHintsStep: BuildStep = {
  name: 'Marking the scripts for eager compilation',
  reads: [`export/${CHUNKS}`],
  writes: [`export/${CHUNKS}`],
  changesExport: true,
  run(site) {
    const scripts = site.files().filter((file) => file.startsWith(CHUNKS) && file.endsWith('.js'));
    if (scripts.length === 0)
      throw new Error(`no script in export/${CHUNKS}: run the Next.js build first`);
    let marked = 0;
    for (const file of scripts) {
      const full = path.join(site.exportDir, file);
      const source = fs.readFileSync(full, 'utf8');
      const hinted = withCompileHint(source);
      if (hinted === source) continue;
      fs.writeFileSync(full, hinted);
      if (site.has(`${file}.map`))
        fs.writeFileSync(`${full}.map`, shiftSourceMap(fs.readFileSync(`${full}.map`, 'utf8')));
      marked++;
    }
    return `${marked} scripts marked for eager compilation`;
  },
};
