import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const lintConfigUrl = new URL('../../../eslint.config.js', import.meta.url).href;

/**
 * The layering of docs/architecture.md is enforced by the lint gate (import-x/no-restricted-paths). These tests
 * lint a probe file placed in a layer with the repository's own rule and settings, so weakening a zone
 * makes them fail. Only that rule runs: the type-aware rules would need the probe to exist on disk.
 */
async function restrictedPathErrors(probePath: string, importPath: string): Promise<string[]> {
  const configs = ((await import(lintConfigUrl)) as { default: Linter.Config[] }).default;
  const layering = configs.find((config) => config.rules?.['import-x/no-restricted-paths'] !== undefined);
  if (layering === undefined) throw new Error('eslint.config.js has no import-x/no-restricted-paths rule');
  const eslint = new ESLint({
    cwd: repositoryRoot,
    overrideConfigFile: true,
    overrideConfig: [
      configs[0] ?? {},
      {
        files: ['**/*.ts'],
        languageOptions: { parser: (await import('typescript-eslint')).parser },
        plugins: layering.plugins,
        settings: layering.settings,
        rules: { 'import-x/no-restricted-paths': layering.rules?.['import-x/no-restricted-paths'] },
      },
    ],
  });
  const [result] = await eslint.lintText(`import '${importPath}';\n`, {
    filePath: `${repositoryRoot}${probePath}`,
  });
  return (result?.messages ?? []).map((message) => message.message);
}

describe('the lint gate enforces the server layering', () => {
  it('refuses a route that imports a repository', async () => {
    const errors = await restrictedPathErrors('apps/server/src/routes/probe.ts', '../db/db.ts');
    expect(errors.join('\n')).toMatch(/Routes call services/);
  });

  it('refuses a repository that imports a route (an upward import)', async () => {
    const errors = await restrictedPathErrors('apps/server/src/db/probe.ts', '../routes/health.ts');
    expect(errors.join('\n')).toMatch(/never import them/);
  });

  it('refuses the web app importing the server', async () => {
    const errors = await restrictedPathErrors('apps/web/src/lib/probe.ts', '../../../server/src/config.ts');
    expect(errors.join('\n')).toMatch(/over HTTP only/);
  });

  it('lets a route import the shared domain package', async () => {
    const errors = await restrictedPathErrors('apps/server/src/routes/probe.ts', '@campus/domain/constants');
    expect(errors).toEqual([]);
  });
});
