/**
 * Interaction latency for `npm run bench:perf` (issue 27): how long a reader on a phone-class CPU
 * waits between an input and the frame that shows its result. Chromium (Playwright) loads the page,
 * waits for hydration, slows its CPU 4× (DevTools' CPU throttling), then performs the interaction.
 *
 * Two figures per run, both from the input event's own timestamp:
 * - `nextPaintMs`: the Event Timing API's duration (event to the next paint after its handlers,
 *   in 8 ms steps), what INP is made of;
 * - `doneMs`: until the first frame in which the expected result is in the page (the dialog, the
 *   drawer, the sorted column…), measured after that frame's rendering. An interaction that paints
 *   at once but shows its result later (a chunk loaded on demand) is charged the whole wait.
 * `doneMs` is the one readers feel; it is taken when the frame is produced, before the compositor
 * presents it, so it can come out a few milliseconds under `nextPaintMs`.
 */
import type { Browser, Page } from '@playwright/test';
import { median } from '../lib/median';

/** One measured interaction: where, at which width, what to do, and what shows it is done. */
export interface InteractionScenario {
  url: string;
  width: number;
  /** Makes the page ready (opens a drawer, scrolls a demo near) before the CPU is slowed. */
  prepare?: (page: Page) => Promise<void>;
  /** Performs the interaction (one click or key press). */
  act: (page: Page) => Promise<void>;
  /** A predicate run in the page each frame: true once the result is in the page. */
  done: string;
}

export interface InteractionFigures {
  url: string;
  /** Medians over the runs. */
  doneMs: number;
  nextPaintMs: number;
  runs: { doneMs: number; nextPaintMs: number }[];
}

export const INTERACTION_RUNS = 5;
export const INTERACTION_CPU_SLOWDOWN = 4;

// Written as a string: the page runs it as is (a bundler's helpers, such as esbuild's `__name`
// for named functions, do not exist there).
// The predicate is spliced into the source, not evaluated from a string in the page: the site's
// Content-Security-Policy forbids eval.
const armScript = (done: string) => `(() => {
  const predicate = () => Boolean(${done});
  const entries = [];
  const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
  observer.observe({ type: 'event', durationThreshold: 16 });
  window.__interaction = new Promise((resolve) => {
    const start = (event) => {
      const startTime = event.timeStamp;
      const finish = () => {
        const doneMs = performance.now() - startTime;
        // Event Timing entries arrive after the paint they measure: give them a frame.
        requestAnimationFrame(() => setTimeout(() => {
          entries.push(...observer.takeRecords());
          observer.disconnect();
          const ours = entries.filter((entry) => entry.startTime >= startTime - 1);
          resolve({ doneMs, nextPaintMs: Math.max(0, ...ours.map((entry) => entry.duration)) });
        }, 50));
      };
      const frame = () => {
        if (!predicate()) return requestAnimationFrame(frame);
        // A message posted from the frame's callback is handled once the frame is produced.
        const channel = new MessageChannel();
        channel.port1.onmessage = finish;
        requestAnimationFrame(() => channel.port2.postMessage(null));
      };
      requestAnimationFrame(frame);
    };
    for (const type of ['pointerdown', 'keydown'])
      window.addEventListener(type, start, { capture: true, once: true });
  });
})()`;

/**
 * Installed in the page before the interaction: records the timestamp of the first input event
 * (capture phase, before any handler) and the Event Timing entries, and resolves once `done` holds
 * in a frame, after that frame has been produced.
 */
async function arm(page: Page, done: string): Promise<void> {
  await page.evaluate(armScript(done));
}

/** One run: a fresh page, loaded at full speed, then the interaction with the CPU slowed. */
async function measureOnce(
  browser: Browser,
  origin: string,
  scenario: InteractionScenario,
): Promise<{ doneMs: number; nextPaintMs: number }> {
  const context = await browser.newContext({
    viewport: { width: scenario.width, height: scenario.width < 600 ? 740 : 900 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  try {
    await page.goto(origin + scenario.url);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    await scenario.prepare?.(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: INTERACTION_CPU_SLOWDOWN });
    await arm(page, scenario.done);
    await scenario.act(page);
    const result = (await page.evaluate('window.__interaction')) as {
      doneMs: number;
      nextPaintMs: number;
    };
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { doneMs: Math.round(result.doneMs), nextPaintMs: Math.round(result.nextPaintMs) };
  } finally {
    await context.close();
  }
}

/** Every scenario, `INTERACTION_RUNS` times each, with the medians. */
export async function measureInteractions(
  browser: Browser,
  origin: string,
  scenarios: Record<string, InteractionScenario>,
): Promise<Record<string, InteractionFigures>> {
  const figures: Record<string, InteractionFigures> = {};
  for (const [name, scenario] of Object.entries(scenarios)) {
    const runs: { doneMs: number; nextPaintMs: number }[] = [];
    for (let run = 0; run < INTERACTION_RUNS; run += 1)
      runs.push(await measureOnce(browser, origin, scenario));
    figures[name] = {
      url: scenario.url,
      doneMs: median(runs.map((each) => each.doneMs)),
      nextPaintMs: median(runs.map((each) => each.nextPaintMs)),
      runs,
    };
  }
  return figures;
}
