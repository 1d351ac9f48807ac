import type { MaintenanceFiguresQuery } from '@campus/domain/maintenance';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The period of the URL (`from`, `to`: campus days, both included); the server's last 30 days without. */
export function figuresQueryOf(
  params: URLSearchParams,
  language: MaintenanceFiguresQuery['wpml_language'],
): MaintenanceFiguresQuery {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    wpml_language: language,
    ...(DAY.test(from) && { from }),
    ...(DAY.test(to) && { to }),
  };
}
