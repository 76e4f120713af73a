import { test as base, expect } from '@playwright/test';

/**
 * The one console error the site shows on purpose: without NEXT_PUBLIC_MUI_LICENSE, Pro and
 * Premium demos run with their watermark and the licence check logs this (issue: demos, point 6).
 */
export const MISSING_LICENSE_ERROR = 'MUI X: Missing license key';

/**
 * The licence watermark MUI X draws over Pro and Premium demos without a key: grey text by design
 * (it has no class; its inline styles are its only mark). Left out of accessibility checks only
 * when no key is configured, since it is not part of the site.
 */
export const LICENSE_WATERMARK_SELECTOR =
  'div[style*="z-index: 100000"][style*="pointer-events: none"]';

/** Elements axe should skip on this run (the licence watermark when there is no key). */
export function axeExclusions(): string[] {
  return process.env.NEXT_PUBLIC_MUI_LICENSE ? [] : [LICENSE_WATERMARK_SELECTOR];
}

/** True for console errors that are expected, not problems. */
export function isExpectedConsoleError(text: string): boolean {
  return !process.env.NEXT_PUBLIC_MUI_LICENSE && text.includes(MISSING_LICENSE_ERROR);
}

/**
 * The base test of every browser journey (its browser is kept off third-party hosts by the
 * OFFLINE_HOST_RULES of CHROMIUM_ARGS): it records console errors, uncaught page errors and failed
 * same-origin requests, and fails the test if any occurred.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page, baseURL }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        // Failed loads are judged by the response listener below, which knows which are expected.
        if (
          message.type() === 'error' &&
          !message.text().startsWith('Failed to load resource') &&
          !isExpectedConsoleError(message.text())
        )
          problems.push(`console error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('response', (response) => {
        const expected404 =
          response.request().resourceType() === 'document' && response.status() === 404;
        if (response.url().startsWith(baseURL ?? '') && response.status() >= 400 && !expected404) {
          problems.push(`HTTP ${response.status()} ${response.url()}`);
        }
      });
      await use(problems);
      expect(problems, 'console errors, page errors or failed requests').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Takes the problems a test provokes on purpose (a demo crashing, say) out of the list, after
 * checking that they did occur.
 */
export function acceptProblems(problems: string[], pattern: RegExp): void {
  const matching = problems.filter((problem) => pattern.test(problem));
  expect(matching.length, `expected a problem matching ${pattern}`).toBeGreaterThan(0);
  for (const problem of matching) problems.splice(problems.indexOf(problem), 1);
}

export { expect };
