import type { Queryable } from './db.ts';

/**
 * Returns the secret stored under name, storing create() first if there is none. Several instances may
 * start at once: the first insert wins and everyone reads the winner.
 */
export async function getOrCreateSecret(
  db: Queryable,
  name: string,
  create: () => Promise<string>,
): Promise<string> {
  const existing = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [
    name,
  ]);
  if (existing[0] !== undefined) return existing[0].value;
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    await create(),
  ]);
  const stored = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [
    name,
  ]);
  if (stored[0] === undefined) throw new Error(`Secret ${name} could not be stored`);
  return stored[0].value;
}
