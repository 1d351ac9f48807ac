import type {
  MaintenanceHouseFigures,
  MaintenancePlaces,
  MaintenanceQueueQuery,
  MaintenanceRequest,
  MaintenanceRequestBody,
  MaintenanceTeamHouse,
} from '@campus/domain/maintenance';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInMaintenancePeople } from '../../test/maintenance-fixtures.ts';
import { callsAs, type SignedInCaller } from '../../test/signed-in-caller.ts';
import { appForSuite } from '../../test/test-app.ts';

const HOUR_MS = 3_600_000;
/** The app's clock: the figures' times are measured on it. */
let now = Date.parse('2026-11-20T08:00:00Z');

const report = (description: string, place: MaintenanceRequestBody['place'] = { type: 'room' }) => ({
  category: 'heating' as const,
  urgency: 'high' as const,
  place,
  description,
  entry_allowed: false,
});

describe("the maintenance team's queue, assignment, CSV and figures (issue #32)", () => {
  const app = appForSuite({}, { clock: () => now });
  const call = callsAs(app);
  // The people of test/maintenance-fixtures.ts.
  let camille: SignedInCaller;
  let hugo: SignedInCaller;
  let mehdi: SignedInCaller;
  let alice: SignedInCaller;
  let chloe: SignedInCaller;
  let paul: SignedInCaller;
  let deutsch: number;
  let argentine: number;
  let laundry: number;
  const ids: Record<'radiator' | 'laundry' | 'argentine', number> = { radiator: 0, laundry: 0, argentine: 0 };

  const queue = (caller: SignedInCaller, query: Partial<MaintenanceQueueQuery> = {}) =>
    call(caller, 'GET /portal/v1/staff/maintenance-requests', { query });
  const idsOf = async (caller: SignedInCaller, query: Partial<MaintenanceQueueQuery> = {}) =>
    (await queue(caller, query)).json<MaintenanceRequest[]>().map((request) => request.id);
  const file = async (caller: SignedInCaller, body: MaintenanceRequestBody) => {
    const answer = await call(caller, 'POST /portal/v1/maintenance-requests', { query: {}, body });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json<MaintenanceRequest>().id;
  };

  beforeAll(async () => {
    ({ camille, hugo, mehdi, alice, chloe, paul } = await signInMaintenancePeople(app()));
    const places = (
      await call(hugo, 'GET /portal/v1/maintenance-places', { query: {} })
    ).json<MaintenancePlaces>();
    deutsch = places.house!.id;
    laundry = places.areas.find((area) => area.name === 'Laundry room')!.id;
    argentine = (
      await call(alice, 'GET /portal/v1/maintenance-places', { query: {} })
    ).json<MaintenancePlaces>().house!.id;
    // Reported two hours apart; the team answers the radiator two hours later and resolves it a day after.
    ids.radiator = await file(camille, report('The radiator stays cold.'));
    now += 2 * HOUR_MS;
    ids.laundry = await file(hugo, report('The dryer door is broken.', { type: 'area', area: laundry }));
    ids.argentine = await file(alice, report('No heating in my room.'));
    const step = async (id: number, action: 'acknowledge' | 'resolve') => {
      const answer = await call(mehdi, 'POST /portal/v1/maintenance-requests/{id}/steps', {
        params: { id },
        query: {},
        body: { action },
      });
      if (answer.statusCode !== 200) throw new Error(`${action}: ${answer.body}`);
    };
    await step(ids.radiator, 'acknowledge');
    now += 24 * HOUR_MS;
    await step(ids.radiator, 'resolve');
  });

  it("lists a house team's own house only, and every house to campus staff; others are refused", async () => {
    expect(await idsOf(mehdi)).toEqual([ids.radiator, ids.laundry]);
    const all = await idsOf(paul);
    expect(all).toEqual(expect.arrayContaining([ids.radiator, ids.laundry, ids.argentine]));
    expect((await queue(mehdi, { house: argentine })).statusCode).toBe(403);
    expect((await queue(chloe)).statusCode).toBe(403);
    expect((await queue(alice)).statusCode).toBe(403);
    // The team reads a request through the residents' endpoint too; another house's team cannot.
    const other = await call(mehdi, 'GET /portal/v1/maintenance-requests/{id}', {
      params: { id: ids.argentine },
      query: {},
    });
    expect(other.statusCode).toBe(404);
  });

  it('filters by status, area, room, category, age and order, as the console keeps them in its URL', async () => {
    expect(await idsOf(mehdi, { status: 'open' })).toEqual([ids.laundry]);
    // The total of a status view comes from the kept counts, moved by each step: as a count by hand.
    for (const status of ['open', 'resolved', 'submitted'] as const) {
      const answer = await queue(paul, { house: deutsch, status });
      const statuses =
        status === 'open' ? ['submitted', 'acknowledged', 'scheduled', 'in-progress'] : [status];
      const [row] = await app().db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM maintenance_requests WHERE house_id = $1 AND status = ANY($2::text[])',
        [deutsch, statuses],
      );
      expect(answer.headers['x-wp-total']).toBe(String(row!.count));
    }
    expect(await idsOf(mehdi, { status: 'resolved' })).toEqual([ids.radiator]);
    expect(await idsOf(mehdi, { area: laundry })).toEqual([ids.laundry]);
    const radiator = (await queue(mehdi)).json<MaintenanceRequest[]>()[0]!;
    expect(radiator.place.type).toBe('room');
    const room = radiator.place.type === 'room' ? radiator.place.room : '';
    expect(await idsOf(mehdi, { room })).toEqual([ids.radiator]);
    expect(await idsOf(mehdi, { category: 'plumbing' })).toEqual([]);
    // Reported exactly a day ago is not older than a day.
    expect(await idsOf(mehdi, { older_than_days: 1 })).toEqual([ids.radiator]);
    expect(await idsOf(mehdi, { order: 'desc' })).toEqual([ids.laundry, ids.radiator]);
    const paged = await queue(paul, { house: deutsch, per_page: 1, page: 2 });
    expect(paged.headers['x-wp-total']).toBe('2');
    expect(paged.json<MaintenanceRequest[]>().map((request) => request.id)).toEqual([ids.laundry]);
  });

  it('assigns a request to a member of its house team only, and finds it under "mine" and "nobody"', async () => {
    const [mehdiRow] = await app().db.query<{ id: number }>(
      "SELECT id FROM users WHERE username = 'mehdi.benali'",
    );
    const [chloeRow] = await app().db.query<{ id: number }>(
      "SELECT id FROM users WHERE username = 'chloe.moreau'",
    );
    const assign = (assignee: number | null) =>
      call(mehdi, 'PUT /portal/v1/staff/maintenance-requests/{id}/assignee', {
        params: { id: ids.laundry },
        query: {},
        body: { assignee },
      });
    const refused = await assign(chloeRow!.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'rest_invalid_param' });
    const assigned = await assign(mehdiRow!.id);
    expect(assigned.json<MaintenanceRequest>().assignee?.name).toContain('Mehdi');
    expect(await idsOf(mehdi, { assignee: 'me' })).toEqual([ids.laundry]);
    expect(await idsOf(mehdi, { assignee: 'none' })).toEqual([ids.radiator]);
    const stranger = await call(chloe, 'PUT /portal/v1/staff/maintenance-requests/{id}/assignee', {
      params: { id: ids.laundry },
      query: {},
      body: { assignee: null },
    });
    expect(stranger.statusCode).toBe(404);
  });

  it("exports the filtered queue as CSV in the caller's language, formulas quoted", async () => {
    await file(camille, report('=HYPERLINK("http://evil")'));
    const csv = await call(mehdi, 'GET /portal/v1/staff/maintenance-requests.csv', {
      query: { wpml_language: 'fr', status: 'open' },
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toMatch(/^Demande,Maison,Chambre ou espace,Catégorie/);
    expect(lines).toHaveLength(3);
    expect(lines.some((line) => line.includes("'=HYPERLINK"))).toBe(true);
    expect(lines.some((line) => line.includes('Chauffage') && line.includes('Buanderie'))).toBe(true);
  });

  it("gives each house's open requests and median times, as counted by hand", async () => {
    const answer = await call(mehdi, 'GET /portal/v1/staff/maintenance-figures', { query: {} });
    expect(answer.statusCode, answer.body).toBe(200);
    const [figures] = answer.json<MaintenanceHouseFigures[]>();
    const [open] = await app().db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM maintenance_requests
       WHERE house_id = $1 AND status IN ('submitted', 'acknowledged', 'scheduled', 'in-progress')`,
      [deutsch],
    );
    // Three reported (the radiator, the dryer, the formula), one answered two hours after, resolved at 26 h.
    expect(figures).toEqual({
      // In mehdi's own language (French) unless the query asks another.
      house: { id: deutsch, name: 'Fondation Deutsch de la Meurthe' },
      open: open!.count,
      reported: 3,
      median_first_answer_minutes: 120,
      median_resolution_minutes: 26 * 60,
    });
    const campus = (await call(paul, 'GET /portal/v1/staff/maintenance-figures', { query: {} })).json<
      MaintenanceHouseFigures[]
    >();
    expect(campus.find((row) => row.house.id === argentine)).toMatchObject({ reported: 1, open: 1 });
    const wrong = await call(paul, 'GET /portal/v1/staff/maintenance-figures', {
      query: { from: '2026-02-31' },
    });
    expect(wrong.statusCode).toBe(400);
  });

  it("names the houses the caller answers for, with each house's team and common areas", async () => {
    const answer = await call(mehdi, 'GET /portal/v1/staff/maintenance-houses', {
      query: { wpml_language: 'en' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const houses = answer.json<MaintenanceTeamHouse[]>();
    expect(houses.map((house) => house.id)).toEqual([deutsch]);
    expect(houses[0]!.team.map((person) => person.name)).toEqual([expect.stringContaining('Mehdi')]);
    expect(houses[0]!.areas).toContainEqual({ id: laundry, name: 'Laundry room' });
    const campus = (await call(paul, 'GET /portal/v1/staff/maintenance-houses', { query: {} })).json<
      MaintenanceTeamHouse[]
    >();
    expect(campus.map((house) => house.id)).toEqual(expect.arrayContaining([deutsch, argentine]));
    expect(campus.find((house) => house.id === argentine)!.team).toEqual([]);
    expect((await call(chloe, 'GET /portal/v1/staff/maintenance-houses', { query: {} })).statusCode).toBe(
      403,
    );
  });
});
