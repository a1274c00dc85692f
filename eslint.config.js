import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import direction (docs/development.md#conventions): shared ← server, shared ← web; web: lib/components ← features ← app.
const boundary = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.tmp/**', 'data/**', 'apps/server/drizzle/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  // Files that fit on a screen (ADR 0030): at most 300 lines, blank and comment lines counted, in a non-test source file.
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-helpers.ts', '**/test/**', 'e2e/**'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  boundary(
    ['packages/shared/**'],
    [{ group: ['**/apps/**', '@leadsift/server', '@leadsift/web'], message: 'packages/shared must not import an app.' }],
  ),
  boundary(['apps/server/**'], [{ group: ['**/apps/web/**', '@leadsift/web'], message: 'The server must not import the web app.' }]),
  boundary(
    ['apps/web/src/features/**', 'apps/web/src/components/**', 'apps/web/src/lib/**', 'apps/web/src/hooks/**'],
    [
      { group: ['**/apps/server/**', '@leadsift/server'], message: 'The web app must not import server code.' },
      { group: ['**/app/*', '../app', '../../app', '../../../app'], message: 'Features and shared web code must not import from app/.' },
    ],
  ),
  boundary(
    ['apps/web/src/app/**'],
    [{ group: ['**/apps/server/**', '@leadsift/server'], message: 'The web app must not import server code.' }],
  ),
);
