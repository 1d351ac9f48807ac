/**
 * A WordPress list endpoint answers a JSON array. Anything else (a misconfigured proxy's HTML page, an
 * object) is an error of that call, shown as the list's error state, never a crash of the screen.
 */
export function expectList<T>(data: unknown, path: string): T[] {
  if (!Array.isArray(data)) throw new Error(`${path} did not answer a list`);
  return data as T[];
}
