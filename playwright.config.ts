import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from './tests/e2e/support/chromium';
import { E2E_FEEDBACK_ADMIN_TOKEN } from './tests/e2e/support/feedbackServer';

const PORT = Number(process.env.E2E_PORT ?? 4173);

/** Browser tests run against the built export, served by the production server. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: findTestChromium(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: {
    command: `node --import tsx scripts/serve-export.ts`,
    url: `http://127.0.0.1:${PORT}/x/introduction/installation/`,
    // The token opens the export of the throwaway feedback database to the feedback journey.
    env: { PORT: String(PORT), FEEDBACK_ADMIN_TOKEN: E2E_FEEDBACK_ADMIN_TOKEN },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
