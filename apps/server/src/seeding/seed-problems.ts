/** What the loader collects while it checks the data files: every problem, each naming its file. */
export class Problems {
  readonly list: string[] = [];
  add(file: string, message: string): void {
    this.list.push(`${file}: ${message}`);
  }
}

/** The values that occur more than once, each once. */
export function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return [...new Set(values.filter((value) => seen.size === seen.add(value).size))];
}
