import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './eslint.boundaries.js';

/**
 * `LINT_TYPES=off` (npm test's `lint:fast`) leaves out the rules that need TypeScript's types: they
 * build the whole program a second time after `tsc` did, so they run in `test:full` (`npm run lint`).
 */
const typeAware = process.env.LINT_TYPES !== 'off';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'data/',
      'web/dist/',
      'web/dist-ssr/',
      // The server bundle and PGlite template of npm start / npm run build:server.
      'dist/',
      'storybook-static/',
      'web/src/api/generated/',
      'server/src/generated/',
      'coverage/',
      // Types of eslint.boundaries.js for its test; no TypeScript project includes it.
      'eslint.boundaries.d.ts',
    ],
  },
  js.configs.recommended,
  // Type-aware: each file is checked with the TypeScript project it belongs to (tsconfig.json,
  // web/tsconfig.json, tests/e2e/tsconfig.json).
  ...(typeAware ? tseslint.configs.recommendedTypeChecked : tseslint.configs.recommended),
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: typeAware ? { projectService: true, tsconfigRootDir: import.meta.dirname } : {},
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      ...(typeAware ? { '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }] } : {}),
      // `async` marks a function that implements a Promise-returning contract (a HandlerMap entry,
      // an EventStore, a Mailer) even when it has nothing to wait for: a throw in it must become a
      // rejection, which dropping `async` to please this rule would silently change.
      '@typescript-eslint/require-await': 'off',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      // vitest types its asymmetric matchers (expect.any, expect.stringMatching, …) as `any`, and
      // they are meant to sit inside the expected objects.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['web/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['bench/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // One now per request (#44): a module never reads the system clock itself; tests/lint/clock.test.ts proves it fires.
    files: ['server/src/modules/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.ts',
      '**/*.test.tsx',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...["CallExpression[callee.object.name='Date'][callee.property.name='now']", "NewExpression[callee.name='Date'][arguments.length=0]"].map((selector) => ({
          selector,
          message:
            "A module takes the time its request or job carries (`metadata.now`, `ctx.state.now`), so one request sees one now; where nothing carries one (a timer, a sweep, a start) it reads the injected clock (`deps.now()`).",
        })),
      ],
    },
  },
  ...boundaries,
);
