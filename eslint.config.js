// One lint gate for the whole repository: type-aware TypeScript rules plus the import directions of
// ARCHITECTURE.md (apps → domain, app → features → lib/ui, no feature → feature, routes → domain → db).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
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
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
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
      'import-x/no-restricted-paths': [
        'error',
        {
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
              target: ['./apps/web/src/lib', './apps/web/src/ui'],
              from: ['./apps/web/src/app', './apps/web/src/features'],
              message: 'lib and ui sit below features and the app.',
            },
            {
              target: './apps/server/src/db',
              from: ['./apps/server/src/routes', './apps/server/src/domain'],
              message: 'Repositories do not call up into services or routes.',
            },
            {
              target: './apps/server/src/domain',
              from: './apps/server/src/routes',
              message: 'Services do not import routes.',
            },
            ...featureIsolation,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
