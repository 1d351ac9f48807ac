import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseTestFiles } from '../test/database-test-files.ts';
import { checkDatabaseTestFile } from '../test/test-app.ts';

const sourceDir = fileURLToPath(new URL('.', import.meta.url));

describe('the PostgreSQL leg runs every test file that can open a test database', () => {
  const folder = mkdtempSync(join(tmpdir(), 'database-test-files-'));
  const write = (path: string, source: string) => {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), source);
  };
  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  it('follows imports through helpers, side-effect and dynamic imports, and cycles', () => {
    write(
      'helpers/app.ts',
      "import { inject } from 'vitest';\nexport const t = inject('postgresTemplates');\n",
    );
    write('helpers/signed-in.ts', "import './cycle.ts';\nexport { t } from './app.ts';\n");
    write('helpers/cycle.ts', "import './signed-in.ts';\n");
    write('helpers/pure.ts', 'export const two = 2;\n');
    write('routes/direct.test.ts', "import { t } from '../helpers/app.ts';\n");
    write('routes/through-helper.test.ts', "import {\n  t,\n} from '../helpers/signed-in.ts';\n");
    write('routes/side-effect.test.ts', "import '../helpers/cycle.ts';\n");
    write('routes/dynamic.test.ts', "const app = await import('../helpers/app.ts');\n");
    write('pure/rules.test.ts', "import { two } from '../helpers/pure.ts';\nimport { x } from 'vitest';\n");
    write('pure/cycle-only.test.ts', "import '../helpers/pure.ts';\n");

    expect(databaseTestFiles(folder).map((file) => file.slice(folder.length + 1))).toEqual([
      'routes/direct.test.ts',
      'routes/dynamic.test.ts',
      'routes/side-effect.test.ts',
      'routes/through-helper.test.ts',
    ]);
  });

  it("chooses the server's own API tests and leaves out the ones that never open a database", () => {
    const chosen = databaseTestFiles(sourceDir);
    // Opens its database through test/signed-in-as.ts.
    expect(chosen).toContain(join(sourceDir, 'routes/usernetwork.test.ts'));
    expect(chosen).not.toContain(join(sourceDir, 'config.test.ts'));
    expect(chosen).not.toContain(join(sourceDir, 'billing/billing-client.test.ts'));
    // Every file that calls test-app.ts's database helpers itself is chosen, whatever else it imports.
    const callers = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.test.ts'))
      .map((path) => join(sourceDir, path))
      .filter((file) => /\b(openTestDb|openSharedTestDb|buildTestApp)\(/.test(readFileSync(file, 'utf8')));
    expect(callers.length).toBeGreaterThan(10);
    expect(callers.filter((file) => !chosen.includes(file))).toEqual([]);
  });

  it('refuses a test database to a file the PostgreSQL leg would leave out', () => {
    const listed = join(sourceDir, 'routes/usernetwork.test.ts');
    expect(() => {
      checkDatabaseTestFile(listed, [listed]);
    }).not.toThrow();
    expect(() => {
      checkDatabaseTestFile(join(sourceDir, 'config.test.ts'), [listed]);
    }).toThrow(/PostgreSQL leg would not run it/);
  });
});
