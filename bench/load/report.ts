import type { LoadFigures } from './drive.ts';

/** One measured line: the portal and the ceiling on the same target and concurrency, medians of rounds. */
export interface Measured {
  database: string;
  campus: string;
  target: string;
  connections: number;
  portal: LoadFigures;
  ceiling: LoadFigures;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The median of each figure over the rounds; errors are summed (one is too many). */
export function medianFigures(rounds: readonly LoadFigures[]): LoadFigures {
  return {
    requestsPerSecond: median(rounds.map((round) => round.requestsPerSecond)),
    p50Ms: median(rounds.map((round) => round.p50Ms)),
    p99Ms: median(rounds.map((round) => round.p99Ms)),
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
    serverCpuMs: median(rounds.map((round) => round.serverCpuMs)),
    databaseCpuMs: rounds.some((round) => round.databaseCpuMs === null)
      ? null
      : median(rounds.map((round) => round.databaseCpuMs ?? 0)),
  };
}

const percent = (value: number) => (Number.isFinite(value) ? `${(value * 100).toFixed(1)} %` : '—');
const ratio = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '—');

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** The figures as a Markdown table, then the large/sample throughput ratio of each endpoint. */
export function formatReport(lines: readonly Measured[]): string {
  const main = table(
    [
      'database',
      'campus',
      'target',
      'c',
      'req/s',
      'p50',
      'p99',
      'errors',
      'ceiling req/s',
      'of ceiling',
      'CPU ms/req',
      'db CPU ms/req',
      'ceiling CPU ms/req',
    ],
    lines.map((line) => [
      line.database,
      line.campus,
      line.target,
      String(line.connections),
      line.portal.requestsPerSecond.toFixed(0),
      `${line.portal.p50Ms.toFixed(1)} ms`,
      `${line.portal.p99Ms.toFixed(1)} ms`,
      String(line.portal.errors),
      line.ceiling.requestsPerSecond.toFixed(0),
      percent(line.portal.requestsPerSecond / line.ceiling.requestsPerSecond),
      line.portal.serverCpuMs.toFixed(2),
      line.portal.databaseCpuMs === null ? '—' : line.portal.databaseCpuMs.toFixed(2),
      line.ceiling.serverCpuMs.toFixed(2),
    ]),
  );
  const ratios: string[][] = [];
  for (const large of lines.filter((line) => line.campus === 'large')) {
    const sample = lines.find(
      (line) =>
        line.campus === 'sample' &&
        line.database === large.database &&
        line.target === large.target &&
        line.connections === large.connections,
    );
    if (sample === undefined) continue;
    ratios.push([
      large.database,
      large.target,
      String(large.connections),
      ratio(large.portal.requestsPerSecond / sample.portal.requestsPerSecond),
    ]);
  }
  return ratios.length === 0
    ? main
    : `${main}\n\nThroughput large/sample:\n\n${table(['database', 'target', 'c', 'large/sample'], ratios)}`;
}
