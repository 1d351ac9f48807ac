/**
 * Totals kept by migration 015's triggers (list_totals), as SQL expressions: exact after every committed
 * write, read by primary key instead of counting a table on every request.
 */
export type KeptList = 'posts' | 'public-events';
// Migration 015's ('public-people', '') total, its campus_count_people() and its users_count_* triggers are
// read by nothing since issue #31's fifth session (the unfiltered directory's total is the length of its
// kept list, ADR 042's addition), but stay until a later release: the previous release reads the total and
// its /health expects them during a rolling upgrade (expand, then contract: docs/operations.md).

/** The kept total of a list, for the language in the given placeholder ('' for lists without one). */
export const keptTotalSql = (list: KeptList, language: string): string =>
  `COALESCE((SELECT lt.total FROM list_totals lt WHERE lt.list = '${list}' AND lt.language = ${language}), 0)`;
