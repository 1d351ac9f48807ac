import type { AuditListQuery } from '@campus/domain/staff';

export const AUDIT_PER_PAGE = 20;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const positiveInteger = (value: string | null): number | undefined => {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : undefined;
};

/** The day after a YYYY-MM-DD date (a calendar day, whatever the time zone). */
export function nextDay(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/**
 * The audit's filters live in the URL (a filtered log can be shared, reloaded, and Back restores it):
 * `person` (a username), `type` and `item` (one target), `from` and `to` (campus dates, both days
 * included). Malformed values are ignored rather than sent to the server.
 */
export function auditQueryOf(params: URLSearchParams): AuditListQuery {
  const person = params.get('person')?.trim() ?? '';
  const type = params.get('type')?.trim() ?? '';
  const item = params.get('item')?.trim() ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    page: positiveInteger(params.get('page')) ?? 1,
    per_page: AUDIT_PER_PAGE,
    ...(person !== '' && { actor: person }),
    ...(type !== '' && item !== '' && { target_type: type, target: item }),
    ...(DATE.test(from) && { after: from }),
    // The server's `before` is strict: the whole last day is included.
    ...(DATE.test(to) && { before: nextDay(to) }),
  };
}

/** The URL's query with these filters set (empty ones dropped), back to the first page. */
export function withAuditFilters(params: URLSearchParams, filters: Record<string, string>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(filters)) {
    if (value === '') next.delete(name);
    else next.set(name, value);
  }
  if (!('page' in filters)) next.delete('page');
  return next;
}
