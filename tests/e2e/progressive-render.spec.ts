import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/fixtures';
import { nextFrames, waitForHydration } from './support/hydration';

/**
 * On a slow connection the browser paints whatever part of the HTML has arrived. A header painted
 * half-parsed grows when the rest arrives and moves what was already on screen (a layout shift seen
 * in CI under load). This proxy sends each page in two parts with a pause between them, cut in the
 * middle of the app bar, and the test checks that nothing shifts.
 */
const PAUSE_MS = 800;
/** Where the page is cut: after the search button (the app bar's first control), and mid-article. */
const CUTS = { 'app bar': '</kbd></button>', article: '</h2>' };

function startStallingProxy(upstream: string, cutAfter: string): Promise<http.Server> {
  const server = http.createServer(async (request, response) => {
    const answer = await fetch(new URL(request.url ?? '/', upstream), {
      headers: { 'accept-encoding': 'identity' },
    });
    const body = Buffer.from(await answer.arrayBuffer());
    const type = answer.headers.get('content-type') ?? 'application/octet-stream';
    response.writeHead(answer.status, { 'content-type': type, 'cache-control': 'no-store' });
    const cut = type.startsWith('text/html') ? body.indexOf(cutAfter) : -1;
    if (cut < 0) {
      response.end(body);
      return;
    }
    response.write(body.subarray(0, cut + cutAfter.length));
    setTimeout(() => response.end(body.subarray(cut + cutAfter.length)), PAUSE_MS);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

for (const [where, cutAfter] of Object.entries(CUTS))
  for (const width of [375, 1400, 1600]) {
    test(`at ${width} px a page cut in the ${where} and arriving in two parts paints with no layout shift`, async ({
      page,
      baseURL,
    }) => {
      const proxy = await startStallingProxy(baseURL!, cutAfter);
      try {
        const { port } = proxy.address() as AddressInfo;
        await page.setViewportSize({ width, height: 900 });
        await page.addInitScript(() => {
          const record: { value: number; nodes: string[] }[] = ((
            window as { __shifts?: unknown }
          ).__shifts = []);
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              sources?: { node?: Node | null }[];
            })[])
              record.push({
                value: entry.value,
                nodes: (entry.sources ?? []).map((source) =>
                  String((source.node as Element | null)?.className ?? ''),
                ),
              });
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(`http://127.0.0.1:${port}/x/introduction/installation/`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Hydrated, and two frames drawn since: a shift from the second part or from hydration
        // has been recorded by then.
        await waitForHydration(page);
        await nextFrames(page);
        expect(await page.evaluate(() => (window as { __shifts?: unknown }).__shifts)).toEqual([]);
      } finally {
        await new Promise((resolve) => proxy.close(resolve));
      }
    });
  }
