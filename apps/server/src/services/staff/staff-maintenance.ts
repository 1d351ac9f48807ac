/**
 * The maintenance team's console (issue #32): the triage queue of the houses the caller answers for, its
 * CSV, assignment and each house's figures. Who answers for which house is decided by staff-rights.ts
 * ('handle-maintenance'): a house's maintenance team for that house, campus administrators and editors for
 * every house; anyone else with a staff role is refused.
 */
import { campusDay } from '@campus/domain/checklist';
import type { Language } from '@campus/domain/locale';
import type {
  MaintenanceHouseFigures,
  MaintenanceQueueFilter,
  MaintenanceRequest,
  MaintenanceTeamHouse,
} from '@campus/domain/maintenance';
import { OPEN_MAINTENANCE_STATUSES } from '@campus/domain/maintenance-rules';
import { invalidParam, WpHttpError } from '@campus/domain/wp-error';
import { stringify } from 'csv-stringify/sync';
import type { Queryable } from '../../db/db.ts';
import {
  findRequest,
  houseFigures,
  isHouseTeamMember,
  queuePage,
  setAssignee,
  teamHouses,
  type QueueFilter,
} from '../../db/maintenance-repository.ts';
import { CATEGORY_NAMES } from '../maintenance-notices.ts';
import { maintenanceRequest, requestView } from '../maintenance.ts';
import { can, forbidden, type StaffCaller } from './staff-access.ts';
import { maintainedHouses } from './staff-rights.ts';

const DAY_MS = 86_400_000;

/** The houses the caller answers for: null for every house, or their teams' houses (403 if none). */
function answeredHouses(caller: StaffCaller): number[] | null {
  const campus = caller.grants.some(
    (grant) => grant.role === 'campus-admin' || grant.role === 'campus-editor',
  );
  if (campus) return null;
  const houses = maintainedHouses(caller.grants);
  if (houses.length === 0) throw forbidden();
  return houses;
}

function queueFilter(caller: StaffCaller, query: MaintenanceQueueFilter, now: Date): QueueFilter {
  const houses = answeredHouses(caller);
  if (query.house !== undefined && !can(caller, { action: 'handle-maintenance', house: query.house })) {
    throw forbidden();
  }
  const assignee =
    query.assignee === undefined
      ? null
      : query.assignee === 'me'
        ? caller.id
        : query.assignee === 'none'
          ? 0
          : query.assignee;
  return {
    houses,
    house: query.house ?? null,
    statuses:
      query.status === undefined
        ? null
        : query.status === 'open'
          ? OPEN_MAINTENANCE_STATUSES
          : [query.status],
    category: query.category ?? null,
    urgency: query.urgency ?? null,
    assignee,
    area: query.area ?? null,
    room: query.room ?? null,
    reportedBefore:
      query.older_than_days === undefined ? null : new Date(now.getTime() - query.older_than_days * DAY_MS),
    order: query.order,
  };
}

/** GET /staff/maintenance-requests: one page of the queue and its total. */
export async function maintenanceQueue(
  db: Queryable,
  caller: StaffCaller,
  query: MaintenanceQueueFilter & { page: number; per_page: number },
  now: Date,
): Promise<{ items: MaintenanceRequest[]; total: number }> {
  const language = query.wpml_language ?? caller.language;
  const { rows, total } = await queuePage(db, caller.id, language, queueFilter(caller, query, now), {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const viewer = { ...caller, language };
  return { items: rows.map((row) => requestView(viewer, row, 'team', now)), total };
}

const CSV_HEADERS: Record<Language, string[]> = {
  en: [
    'Request',
    'House',
    'Room or area',
    'Category',
    'Urgency',
    'Status',
    'Reported',
    'First answer',
    'Resolved',
    'Assignee',
    'Followers',
    'Description',
  ],
  fr: [
    'Demande',
    'Maison',
    'Chambre ou espace',
    'Catégorie',
    'Urgence',
    'Statut',
    'Signalée',
    'Première réponse',
    'Résolue',
    'Responsable',
    'Abonnés',
    'Description',
  ],
};

/** GET /staff/maintenance-requests.csv: every row of the filtered queue, for a spreadsheet. */
export async function maintenanceQueueCsv(
  db: Queryable,
  caller: StaffCaller,
  query: MaintenanceQueueFilter,
  now: Date,
): Promise<string> {
  const language = query.wpml_language ?? caller.language;
  const { rows } = await queuePage(db, caller.id, language, queueFilter(caller, query, now), {
    limit: null,
    offset: 0,
  });
  const lines = rows.map((row) => [
    String(row.id),
    row.house_name,
    row.area_name ?? row.room ?? '',
    CATEGORY_NAMES[language][row.category],
    row.urgency,
    row.status,
    row.created,
    row.first_answer_at ?? '',
    row.resolved_at ?? '',
    row.assignee_name ?? '',
    String(row.followers),
    row.description,
  ]);
  // A BOM so that spreadsheets read the accents as UTF-8; a description that starts like a formula is
  // quoted so that a spreadsheet never runs it.
  return `\uFEFF${stringify([CSV_HEADERS[language], ...lines], { escape_formulas: true })}`;
}

/** PUT /staff/maintenance-requests/{id}/assignee: a member of the house's team, or nobody. */
export async function assignMaintenanceRequest(
  db: Queryable,
  caller: StaffCaller,
  id: number,
  assignee: number | null,
  now: Date,
  language: Language,
): Promise<MaintenanceRequest> {
  const row = await findRequest(db, id, caller.id, language);
  if (row === null || !can(caller, { action: 'handle-maintenance', house: row.house_id })) {
    throw new WpHttpError(404, 'rest_maintenance_invalid', 'No maintenance request with this id.');
  }
  if (assignee !== null && !(await isHouseTeamMember(db, assignee, row.house_id))) {
    throw invalidParam('assignee', 'This person is not in the house’s maintenance team.');
  }
  await setAssignee(db, id, assignee, now);
  return maintenanceRequest(db, { ...caller, language }, id, now);
}

/** GET /staff/maintenance-figures: per house, over [from, to] (campus days; the last 30 days by default). */
export async function maintenanceFigures(
  db: Queryable,
  caller: StaffCaller,
  query: { house?: number; from?: string; to?: string; wpml_language?: Language },
  now: Date,
): Promise<MaintenanceHouseFigures[]> {
  let houses = answeredHouses(caller);
  if (query.house !== undefined) {
    if (!can(caller, { action: 'handle-maintenance', house: query.house })) throw forbidden();
    houses = [query.house];
  }
  const to = query.to ?? campusDay(now);
  const from = query.from ?? campusDay(new Date(now.getTime() - 30 * DAY_MS));
  for (const [name, day] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (!new Date(`${day}T00:00:00Z`).toISOString().startsWith(day)) {
      throw invalidParam(name, 'This day does not exist.');
    }
  }
  if (from > to) throw invalidParam('from', 'The period must start before it ends.');
  const rows = await houseFigures(db, houses, query.wpml_language ?? caller.language, { from, to });
  return rows.map((row) => ({
    house: { id: row.house_id, name: row.house_name },
    open: row.open,
    reported: row.reported,
    median_first_answer_minutes: row.median_first_answer_minutes,
    median_resolution_minutes: row.median_resolution_minutes,
  }));
}

/** GET /staff/maintenance-houses: the houses the caller answers for, their teams and common areas. */
export function maintenanceHouses(
  db: Queryable,
  caller: StaffCaller,
  language: Language,
): Promise<MaintenanceTeamHouse[]> {
  return teamHouses(db, answeredHouses(caller), language);
}
