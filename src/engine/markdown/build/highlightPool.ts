import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { HIGHLIGHTED_LANGUAGES, THEMES, type HighlightCode } from './highlight';

/** Highlighters on worker threads, for the demo sources (build time only). */
export interface HighlightPool {
  highlight: HighlightCode;
  /** Stops the workers; call once every highlight has resolved. */
  close(): Promise<void>;
}

type Reply = { id: number; html?: string; error?: string };

/**
 * Starts `size` highlighter threads. Highlighting is most of the content step's time and the
 * demos' sources do not depend on the pages: with one thread per spare core, they are highlighted
 * while the main thread compiles the pages. Each job goes to the thread with the fewest waiting.
 */
export function createHighlightPool(
  size = Math.max(1, os.availableParallelism() - 1),
): HighlightPool {
  const workerUrl = new URL('./highlightWorker.mjs', import.meta.url);
  const waiting = new Map<
    number,
    { resolve: (html: string) => void; reject: (error: Error) => void }
  >();
  const load: number[] = [];
  let nextId = 0;
  const workers = Array.from({ length: size }, (_, index) => {
    load.push(0);
    const worker = new Worker(workerUrl, {
      workerData: { themes: THEMES, langs: HIGHLIGHTED_LANGUAGES },
      execArgv: [],
    });
    worker.on('message', ({ id, html, error }: Reply) => {
      load[index] -= 1;
      const job = waiting.get(id)!;
      waiting.delete(id);
      if (error === undefined) job.resolve(html!);
      else job.reject(new Error(`highlighting failed: ${error}`));
    });
    worker.on('error', (error) => {
      for (const job of waiting.values()) job.reject(error);
      waiting.clear();
    });
    return worker;
  });
  return {
    highlight: (code, lang) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        const index = load.indexOf(Math.min(...load));
        load[index] += 1;
        waiting.set(id, { resolve, reject });
        workers[index].postMessage({ id, code, lang });
      }),
    close: async () => {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
