/**
 * A comma-separated list from the environment (`BENCH_DATABASES=pglite,postgres`), each item one of
 * `allowed`; unset or empty gives `fallback` (every allowed value unless told). A typo fails at once.
 */
export function envList<T extends string>(
  raw: string | undefined,
  allowed: readonly T[],
  name: string,
  fallback: readonly T[] = allowed,
): T[] {
  if (raw === undefined || raw.trim() === '') return [...fallback];
  const values = raw.split(',').map((value) => value.trim());
  for (const value of values) {
    if (!(allowed as readonly string[]).includes(value)) {
      throw new Error(`${name}: ${value} is not one of ${allowed.join(', ')}`);
    }
  }
  return values as T[];
}
