import { defineConfig } from 'vitest/config';

export default defineConfig({
  // tsconfig keeps JSX for Next.js; tests compile it with the automatic runtime.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'server/**/*.test.ts'],
    environment: 'node',
  },
});
