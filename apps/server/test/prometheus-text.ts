/** One sample of Prometheus's text exposition format: `name{label="value",…} 12.5`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE_LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** The samples of a scrape (comments and type lines left out). */
export function parseSamples(text: string): Sample[] {
  return text.split('\n').flatMap((line) => {
    const match = SAMPLE_LINE.exec(line);
    if (match === null) return [];
    const labels: Record<string, string> = {};
    for (const [, name = '', value = ''] of (match[2] ?? '').matchAll(LABEL)) labels[name] = value;
    return [{ name: match[1] ?? '', labels, value: Number(match[3]) }];
  });
}

/** The value of the one sample of `name` whose labels include `labels`; undefined when there is none. */
export function sampleValue(
  samples: readonly Sample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const matching = samples.filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (matching.length > 1)
    throw new Error(`${String(matching.length)} samples of ${name} match ${JSON.stringify(labels)}`);
  return matching[0]?.value;
}
