// One lint gate for the whole repository: type-aware TypeScript rules, the import directions of
// docs/architecture.md (apps → packages/domain; web: app → features → entities → lib/ui, no feature →
// feature, ADR 031; server: routes → services → db), kebab-case file names, no barrel files,
// accessibility of the JSX, and the test frameworks' own rules.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import vitest from '@vitest/eslint-plugin';
import testingLibrary from 'eslint-plugin-testing-library';
import playwright from 'eslint-plugin-playwright';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';

const webFeatures = (() => {
  try {
    return readdirSync('apps/web/src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

const featureIsolation = webFeatures.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`],
  message: 'A feature never imports another feature: move what both need to lib, ui or domain.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/*.config.js',
      'eslint.config.js',
      // The native projects: Capacitor's templates, and the web build it copies into them (ADR 016).
      'apps/mobile/android/**',
      'apps/mobile/ios/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': {
        typescript: {
          noWarnOnMultipleProjects: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'].map(
            (path) => `${import.meta.dirname}/${path}`,
          ),
        },
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      // No barrel files: import each module by its own path.
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No barrel re-exports: import the module itself.' },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            { target: './packages', from: './apps', message: 'packages/domain never imports the apps.' },
            {
              target: './apps/web',
              from: './apps/server',
              message: 'The web app talks to the server over HTTP only.',
            },
            { target: './apps/server', from: './apps/web', message: 'The server never imports the web app.' },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features do not import the app shell.',
            },
            {
              target: './apps/web/src/entities',
              from: ['./apps/web/src/app', './apps/web/src/features'],
              message: 'Entities hold data features share: they never import a feature or the app (ADR 031).',
            },
            {
              target: ['./apps/web/src/lib', './apps/web/src/ui'],
              from: ['./apps/web/src/app', './apps/web/src/features', './apps/web/src/entities'],
              message: 'lib and ui know no domain: they sit below entities, features and the app (ADR 031).',
            },
            {
              target: './apps/server/src/routes',
              from: './apps/server/src/db',
              message: 'Routes call services; only services call repositories (db/).',
            },
            {
              target: './apps/server/src/services',
              from: './apps/server/src/routes',
              message: 'Services do not import routes.',
            },
            {
              target: ['./apps/server/src/db', './apps/server/src/http', './apps/server/src/auth'],
              from: ['./apps/server/src/routes', './apps/server/src/services'],
              message: 'db/, http/ and auth/ sit below services and routes: they never import them.',
            },
            {
              target: './apps/server/src/db',
              from: ['./apps/server/src/http', './apps/server/src/auth'],
              message: 'Repositories only talk SQL: they do not import HTTP or auth code.',
            },
            {
              target: './apps/server/src',
              from: './apps/server/seed',
              message: 'The server never imports the sample campus: main.ts loads the seeder on demand.',
            },
            ...featureIsolation,
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
      'check-file/no-index': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { ...jsxA11y.flatConfigs.recommended, files: ['apps/web/**/*.tsx'] },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    ...vitest.configs.recommended,
    rules: {
      ...vitest.configs.recommended.rules,
      // expect(value, 'what it means') names the failing case in the report.
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      // Shared assertion helpers (expectWpError, expectVisible…) count as assertions.
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*', 'assert*'] }],
    },
  },
  { ...testingLibrary.configs['flat/react'], files: ['apps/web/**/*.test.tsx'] },
  { ...playwright.configs['flat/recommended'], files: ['e2e/**/*.ts'] },
);
