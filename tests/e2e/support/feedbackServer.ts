/**
 * The admin token the browser tests' server is started with (playwright.config.ts), so a journey
 * can read back what the real server stored through GET /api/feedback/export. The server's
 * database is a throwaway one (scripts/serve-export.ts).
 */
export const E2E_FEEDBACK_ADMIN_TOKEN = 'e2e-feedback-export-token-not-secret';
