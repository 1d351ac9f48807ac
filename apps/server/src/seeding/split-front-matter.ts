import { parse as parseYaml } from 'yaml';

/** `---`, the YAML lines (none at all for an empty front matter), `---`, then the body. */
const FRONT_MATTER = /^---[ \t]*\r?\n(?:(?<yaml>[\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

/**
 * A sample content file's front matter and body. The YAML goes through the server's one YAML parser (the
 * yaml package, YAML 1.2, which reads `09:00` as text where YAML 1.1 read a number of minutes). A file
 * without front matter is all body; a front matter that is not a mapping is refused.
 */
export function splitFrontMatter(text: string): { data: Record<string, unknown>; body: string } {
  const match = FRONT_MATTER.exec(text);
  if (match === null) return { data: {}, body: text };
  const data: unknown = parseYaml(match.groups?.['yaml'] ?? '');
  if (data === null || data === undefined) return { data: {}, body: text.slice(match[0].length) };
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new Error('the front matter (between the --- lines) is a YAML mapping of fields');
  }
  return { data: data as Record<string, unknown>, body: text.slice(match[0].length) };
}
