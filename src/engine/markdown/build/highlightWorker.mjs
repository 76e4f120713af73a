// A highlighter on a worker thread (highlightPool.ts). Plain JavaScript, so it loads the same way
// under tsx, Vitest and bare Node.
import { parentPort, workerData } from 'node:worker_threads';
import { createHighlighter } from 'shiki';

const { themes, langs } = workerData;
const highlighter = await createHighlighter({ themes: Object.values(themes), langs });

// Messages sent while the highlighter loads wait in the port until this listener starts it.
parentPort.on('message', ({ id, code, lang }) => {
  try {
    parentPort.postMessage({
      id,
      html: highlighter.codeToHtml(code, { lang, themes, defaultColor: false }),
    });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
