// ESLint: run by `npm run lint` and by `npm test`. Type-aware rules are left out on purpose: the
// type-check (`tsc --noEmit`) already runs in `npm test`, and typed linting would parse the
// program a second time.
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'export/',
      '.next/',
      '.generated/',
      '.cache/',
      '.tmp/',
      'public/static/',
      'test-results/',
      'playwright-report/',
      'next-env.d.ts',
      '**/*.tmp.*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { '@next/next': nextPlugin },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
    },
    settings: { next: { rootDir: '.' } },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore names a value kept on purpose (an omitted rest sibling, an unused
      // callback parameter); `...rest` destructuring drops the fields named beside it.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // Focus moved on purpose into a Material UI field when it appears (a grid cell entering
      // edit mode, a confirmation dialog) is what the reader expects; plain DOM elements stay flagged.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      // The static export serves images as they are (no image optimisation server), and the only
      // <img> is the ad's picture from the ad network.
      '@next/next/no-img-element': 'off',
      // A scrollable region (a wide table) is a tab stop so the keyboard can scroll it, and
      // carries role="region" and a name so the stop is announced.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
    },
  },
);
