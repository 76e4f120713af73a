import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { DEFAULT_AD_FEED_URL } from '../../../src/config/ads';

/** One answer of the mock feed. */
export interface FeedAnswer {
  status: number;
  body: string;
}

const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const PICTURE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="130" height="100"><rect width="130" height="100" fill="#4a7"/></svg>';

/**
 * A real HTTP server on loopback standing in for the third-party ad feed. Each scenario answers
 * its list of answers in turn (the last one repeats) and counts its requests; pixel requests are
 * recorded; `/img.svg` and `/click` serve the ad's picture and landing page.
 */
export class MockAdFeed {
  private readonly server = http.createServer((request, response) =>
    this.handle(request, response),
  );
  private readonly scenarios = new Map<string, { answers: FeedAnswer[]; requests: number }>();
  readonly pixels: string[] = [];
  origin = '';

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Registers a scenario and makes the page's requests to the feed URL go to it. */
  async serve(page: Page, name: string, answers: FeedAnswer[]): Promise<void> {
    this.scenarios.set(name, { answers, requests: 0 });
    await page.route(DEFAULT_AD_FEED_URL, async (route) => {
      const response = await route.fetch({ url: `${this.origin}/feed/${name}` });
      await route.fulfill({ response });
    });
  }

  requests(name: string): number {
    return this.scenarios.get(name)?.requests ?? 0;
  }

  private handle(request: http.IncomingMessage, response: http.ServerResponse): void {
    const url = new URL(request.url ?? '/', this.origin);
    const scenario = url.pathname.startsWith('/feed/')
      ? this.scenarios.get(url.pathname.slice('/feed/'.length))
      : undefined;
    if (scenario) {
      const answer = scenario.answers[Math.min(scenario.requests, scenario.answers.length - 1)];
      scenario.requests += 1;
      response.writeHead(answer.status, {
        'content-type': 'application/json',
        'access-control-allow-origin': '*',
      });
      response.end(answer.body);
    } else if (url.pathname.startsWith('/pixel')) {
      this.pixels.push(url.pathname + url.search);
      response.writeHead(200, { 'content-type': 'image/gif' });
      response.end(PIXEL);
    } else if (url.pathname === '/img.svg') {
      response.writeHead(200, { 'content-type': 'image/svg+xml' });
      response.end(PICTURE);
    } else {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<!doctype html><title>Advertiser</title><p>Advertiser page</p>');
    }
  }
}

/** A usable feed entry pointing at the mock server. */
export function feedEntry(
  origin: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    company: 'Acme Builds',
    description: 'Incremental builds for large React apps, cached in the cloud.',
    image: `${origin}/img.svg`,
    statlink: `${origin}/click?id=1`,
    statimp: `${origin}/pixel/imp`,
    pixel: `${origin}/pixel/a?t=[timestamp]||${origin}/pixel/b/[timestamp]`,
    timestamp: '1763800000',
    ...overrides,
  };
}

export const json = (body: unknown): FeedAnswer => ({ status: 200, body: JSON.stringify(body) });
