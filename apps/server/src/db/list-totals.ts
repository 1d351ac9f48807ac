/**
 * Totals kept by migration 015's triggers (list_totals), as SQL expressions: exact after every committed
 * write, read by primary key instead of counting a table on every request.
 */
export type KeptList = 'posts' | 'public-events' | 'public-people';

/** The kept total of a list, for the language in the given placeholder ('' for lists without one). */
export const keptTotalSql = (list: KeptList, language: string): string =>
  `COALESCE((SELECT lt.total FROM list_totals lt WHERE lt.list = '${list}' AND lt.language = ${language}), 0)`;
