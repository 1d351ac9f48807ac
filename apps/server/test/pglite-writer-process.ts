/**
 * A process that writes to a PGlite database in a worker thread as the server does, and prints the number
 * of each write once it is acknowledged (the transaction committed), until it is killed. For the
 * durability test of pglite-worker-db.test.ts. Argument: the data folder.
 */
import { openPgliteInWorker } from '../src/db/pglite-worker-db.ts';

const db = await openPgliteInWorker(process.argv[2] ?? null);
await db.exec('CREATE TABLE IF NOT EXISTS acknowledged (n integer PRIMARY KEY, note text NOT NULL)');
process.stdout.write('ready\n');
for (let n = 1; ; n += 1) {
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO acknowledged (n, note) VALUES ($1, $2)', [n, `write ${String(n)}`]);
  });
  process.stdout.write(`${String(n)}\n`);
}
