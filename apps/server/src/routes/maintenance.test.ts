import type {
  MaintenancePlaces,
  MaintenanceRequest,
  MaintenanceRequestBody,
  MaintenanceStepBody,
} from '@campus/domain/maintenance';
import type { Notification } from '@campus/domain/notification';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInMaintenancePeople } from '../../test/maintenance-fixtures.ts';
import { callsAs, type SignedInCaller } from '../../test/signed-in-caller.ts';
import { appForSuite } from '../../test/test-app.ts';
import sharp from 'sharp';
import { jpegPhoto } from '../../test/test-images.ts';
import { closeIfExpired } from '../services/maintenance.ts';

const DAY_MS = 86_400_000;
/** The app's clock, moved forward by the tests that need a reopening window to pass. */
let now = Date.parse('2026-11-27T10:00:00Z');

const roomLeak: MaintenanceRequestBody = {
  category: 'plumbing',
  urgency: 'normal',
  place: { type: 'room' },
  description: 'The tap of the washbasin drips all night.',
  entry_allowed: true,
};

describe('maintenance requests: reports, the state machine, "me too" and who sees what (issue #32)', () => {
  const app = appForSuite({}, { clock: () => now });
  const call = callsAs(app);
  // The people of test/maintenance-fixtures.ts.
  let camille: SignedInCaller;
  let hugo: SignedInCaller;
  let mehdi: SignedInCaller;
  let alice: SignedInCaller;
  let chloe: SignedInCaller;
  let paul: SignedInCaller;
  let emma: SignedInCaller;
  let laundry: number;
  let otherHouseArea: number;

  const signIn = async () => {
    ({ camille, hugo, mehdi, alice, chloe, paul, emma } = await signInMaintenancePeople(app()));
  };

  beforeAll(async () => {
    await signIn();
    const places = (
      await call(camille, 'GET /portal/v1/maintenance-places', { query: {} })
    ).json<MaintenancePlaces>();
    laundry = places.areas.find((area) => area.name === 'Laundry room')!.id;
    const [area] = await app().db.query<{ id: number }>(
      "SELECT a.id FROM house_areas a JOIN houses h ON h.id = a.house_id WHERE h.slug = 'maison-de-l-argentine' LIMIT 1",
    );
    otherHouseArea = area!.id;
  });

  const report = (caller: SignedInCaller, body: MaintenanceRequestBody) =>
    call(caller, 'POST /portal/v1/maintenance-requests', { query: {}, body });
  const read = (caller: SignedInCaller, id: number) =>
    call(caller, 'GET /portal/v1/maintenance-requests/{id}', { params: { id }, query: {} });
  const step = (caller: SignedInCaller, id: number, body: MaintenanceStepBody) =>
    call(caller, 'POST /portal/v1/maintenance-requests/{id}/steps', { params: { id }, query: {}, body });
  const inbox = async (caller: SignedInCaller, language: 'fr' | 'en') =>
    (
      await call(caller, 'GET /wp/v2/notification', { query: { per_page: 100, wpml_language: language } })
    ).json<Notification[]>();
  /** Waits for the queued delivery of a notice to `caller` that says `text` in `language`. */
  const noticeTo = async (caller: SignedInCaller, text: string, language: 'fr' | 'en' = 'en') =>
    expect
      .poll(
        async () => (await inbox(caller, language)).some((item) => item.content.rendered.includes(text)),
        {
          timeout: 15_000,
          interval: 200,
        },
      )
      .toBe(true);

  it("offers a resident their house, their room and the house's common areas, in their language", async () => {
    const en = (
      await call(camille, 'GET /portal/v1/maintenance-places', { query: {} })
    ).json<MaintenancePlaces>();
    expect(en.house?.name).toBe('Deutsch de la Meurthe Foundation');
    expect(en.room).toMatch(/^\d{3}$/);
    expect(en.areas.map((area) => area.name)).toEqual([
      'Second-floor kitchen',
      'Laundry room',
      'Music room',
      'Bike room',
    ]);
    const fr = (
      await call(camille, 'GET /portal/v1/maintenance-places', { query: { wpml_language: 'fr' } })
    ).json<MaintenancePlaces>();
    expect(fr.areas[1]?.name).toBe('Buanderie');
    const none = (
      await call(emma, 'GET /portal/v1/maintenance-places', { query: {} })
    ).json<MaintenancePlaces>();
    expect(none).toEqual({ house: null, room: null, areas: [] });
  });

  it('files a report in the resident\'s own room, shows it in "my requests" with its first timeline line', async () => {
    const places = (
      await call(camille, 'GET /portal/v1/maintenance-places', { query: {} })
    ).json<MaintenancePlaces>();
    const created = await report(camille, roomLeak);
    expect(created.statusCode, created.body).toBe(201);
    const request = created.json<MaintenanceRequest>();
    expect(request).toMatchObject({
      place: { type: 'room', room: places.room },
      category: 'plumbing',
      status: 'submitted',
      relation: 'author',
      actions: ['cancel'],
      followers: 0,
    });
    expect(request.timeline).toMatchObject([{ kind: 'step', to: 'submitted', by_team: false }]);
    const mine = await call(camille, 'GET /portal/v1/maintenance-requests', { query: {} });
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.json<MaintenanceRequest[]>().map((item) => item.id)).toContain(request.id);
  });

  it('refuses a person without a house, an area of another house and a category it does not know, saving nothing', async () => {
    expect((await report(emma, roomLeak)).json()).toMatchObject({ code: 'rest_maintenance_no_house' });
    const elsewhere = await report(camille, { ...roomLeak, place: { type: 'area', area: otherHouseArea } });
    expect(elsewhere.statusCode).toBe(400);
    const refusal = elsewhere.json<{ code: string; data: { params: Record<string, string> } }>();
    expect(refusal.code).toBe('rest_invalid_param');
    expect(refusal.data.params.place).toContain('common area');
    const unknown = await app().inject({
      method: 'POST',
      url: '/wp-json/portal/v1/maintenance-requests',
      headers: camille.headers,
      payload: { ...roomLeak, category: 'fire' },
    });
    expect(unknown.statusCode).toBe(400);
    const tooLong = await report(camille, { ...roomLeak, description: 'x'.repeat(2_001) });
    expect(tooLong.statusCode).toBe(400);
    const [row] = await app().db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM maintenance_requests WHERE description = 'x' OR category = 'fire'",
    );
    expect(row?.count).toBe(0);
  });

  it("shows a request to its author, its house's team and campus staff only; anyone else gets the same 404 as no request", async () => {
    const reported = await report(camille, roomLeak);
    expect(reported.statusCode, reported.body).toBe(201);
    const { id } = reported.json<MaintenanceRequest>();
    for (const stranger of [alice, chloe, hugo]) {
      const answer = await read(stranger, id);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'rest_maintenance_invalid' });
      expect((await step(stranger, id, { action: 'acknowledge' })).statusCode).toBe(404);
    }
    expect((await read(camille, 999_999)).statusCode).toBe(404);
    const team = (await read(mehdi, id)).json<MaintenanceRequest>();
    expect(team.relation).toBe('team');
    expect(team.author?.name).toContain('Camille');
    expect(team.actions).toEqual(['acknowledge', 'schedule', 'start', 'resolve', 'merge']);
    expect((await read(paul, id)).json<MaintenanceRequest>().relation).toBe('team');
  });

  it('walks a request from submitted to closed, each step checked by the machine and told to the author', async () => {
    const { id } = (await report(camille, roomLeak)).json<MaintenanceRequest>();
    expect((await step(camille, id, { action: 'acknowledge' })).statusCode).toBe(403);
    expect((await step(mehdi, id, { action: 'acknowledge' })).json<MaintenanceRequest>().status).toBe(
      'acknowledged',
    );
    await noticeTo(camille, 'prise en compte par l’équipe de la maison', 'fr');
    await noticeTo(camille, 'acknowledged by the house team');

    const today = new Date(now).toISOString().slice(0, 10);
    const past = await step(mehdi, id, {
      action: 'schedule',
      slot: { date: '2020-01-01', from: '09:00', to: '10:00' },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ data: { params: { slot: 'The day has passed.' } } });
    // Said next to the field in the team member's language (the console sends its own).
    const pastInFrench = await call(mehdi, 'POST /portal/v1/maintenance-requests/{id}/steps', {
      params: { id },
      query: { wpml_language: 'fr' },
      body: { action: 'schedule', slot: { date: '2020-01-01', from: '09:00', to: '10:00' } },
    });
    expect(pastInFrench.json()).toMatchObject({ data: { params: { slot: 'Ce jour est déjà passé.' } } });
    const backwards = await step(mehdi, id, {
      action: 'schedule',
      slot: { date: today, from: '11:00', to: '10:00' },
    });
    expect(backwards.statusCode).toBe(400);
    const scheduled = await step(mehdi, id, {
      action: 'schedule',
      slot: { date: today, from: '14:00', to: '16:00' },
    });
    expect(scheduled.json<MaintenanceRequest>()).toMatchObject({
      status: 'scheduled',
      slot: { date: today, from: '14:00', to: '16:00' },
    });
    // A visit is booked: the author can no longer cancel it.
    const cancel = await step(camille, id, { action: 'cancel' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toMatchObject({ code: 'rest_maintenance_wrong_status' });

    const resolved = (
      await step(mehdi, id, { action: 'resolve', message: 'New washer fitted.' })
    ).json<MaintenanceRequest>();
    expect(resolved.status).toBe('resolved');
    expect(resolved.actions).toEqual([]);
    const seenByAuthor = (await read(camille, id)).json<MaintenanceRequest>();
    expect(seenByAuthor.actions).toEqual(['confirm', 'reopen']);
    expect(Date.parse(seenByAuthor.reopen_until!) - now).toBe(7 * DAY_MS);

    const reopened = (
      await step(camille, id, { action: 'reopen', message: 'Still dripping.' })
    ).json<MaintenanceRequest>();
    expect(reopened.status).toBe('in-progress');
    await step(mehdi, id, { action: 'resolve' });
    expect(
      (await read(camille, id)).json<MaintenanceRequest>().timeline.map((line) => line.to ?? line.kind),
    ).toEqual(['submitted', 'acknowledged', 'scheduled', 'resolved', 'in-progress', 'resolved']);

    // Past the window the author may no longer reopen; the queued close then closes it, once.
    now += 7 * DAY_MS + 1_000;
    await signIn();
    const late = await step(camille, id, { action: 'reopen' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'rest_maintenance_reopen_window_passed' });
    const effects = { now: () => new Date(now), deliver: async () => {}, closeLater: async () => {} };
    expect(await closeIfExpired(app().db, effects, id)).toBe(true);
    expect(await closeIfExpired(app().db, effects, id)).toBe(false);
    const closed = (await read(camille, id)).json<MaintenanceRequest>();
    expect(closed.status).toBe('closed');
    expect(closed.timeline.at(-1)).toMatchObject({ action: 'auto-close', by: null });
    expect(
      (
        await call(camille, 'POST /portal/v1/maintenance-requests/{id}/messages', {
          params: { id },
          query: {},
          body: { message: 'Thanks' },
        })
      ).statusCode,
    ).toBe(409);
  });

  it('lets a housemate add "me too" to an open common-area request, hiding who reported it', async () => {
    const { id } = (
      await report(camille, {
        ...roomLeak,
        category: 'other',
        place: { type: 'area', area: laundry },
        description: 'Washer 2 does not spin.',
      })
    ).json<MaintenanceRequest>();
    const open = await call(hugo, 'GET /portal/v1/maintenance-areas/{id}/open-requests', {
      params: { id: laundry },
    });
    expect(open.json<{ id: number; following: boolean }[]>()).toContainEqual(
      expect.objectContaining({ id, following: false }),
    );
    expect(
      (await call(alice, 'GET /portal/v1/maintenance-areas/{id}/open-requests', { params: { id: laundry } }))
        .statusCode,
    ).toBe(404);

    const follow = () =>
      call(hugo, 'POST /portal/v1/maintenance-requests/{id}/followers', { params: { id }, query: {} });
    const first = await follow();
    expect(first.statusCode).toBe(201);
    expect(first.json<MaintenanceRequest>()).toMatchObject({
      relation: 'follower',
      author: null,
      followers: 1,
    });
    expect((await follow()).statusCode).toBe(200);
    expect(
      (
        await call(alice, 'POST /portal/v1/maintenance-requests/{id}/followers', {
          params: { id },
          query: {},
        })
      ).statusCode,
    ).toBe(404);

    await call(mehdi, 'POST /portal/v1/maintenance-requests/{id}/messages', {
      params: { id },
      query: {},
      body: { message: 'A technician comes on Monday.' },
    });
    await noticeTo(hugo, 'A technician comes on Monday.');
    await noticeTo(camille, 'A technician comes on Monday.');
    const seenByFollower = (await read(hugo, id)).json<MaintenanceRequest>();
    expect(seenByFollower.timeline.filter((line) => !line.by_team).every((line) => line.by === null)).toBe(
      true,
    );
    expect(seenByFollower.timeline.find((line) => line.by_team)?.by?.name).toContain('Mehdi');
    expect(seenByFollower.actions).toEqual([]);
    const roomRequest = (await report(camille, roomLeak)).json<MaintenanceRequest>();
    expect(
      (
        await call(hugo, 'POST /portal/v1/maintenance-requests/{id}/followers', {
          params: { id: roomRequest.id },
          query: {},
        })
      ).statusCode,
    ).toBe(404);
  });

  it('merges a duplicate into an open request of the same house, whose followers its author joins', async () => {
    const area = { type: 'area' as const, area: laundry };
    const original = (
      await report(camille, { ...roomLeak, place: area, description: 'Laundry floor flooded.' })
    ).json<MaintenanceRequest>();
    const duplicate = (
      await report(hugo, { ...roomLeak, place: area, description: 'Water on the laundry floor.' })
    ).json<MaintenanceRequest>();
    const wrong = await step(mehdi, duplicate.id, { action: 'merge', merge_into: duplicate.id });
    expect(wrong.statusCode).toBe(400);
    const merged = (
      await step(mehdi, duplicate.id, { action: 'merge', merge_into: original.id })
    ).json<MaintenanceRequest>();
    expect(merged).toMatchObject({ status: 'merged', merged_into: original.id });
    expect((await read(hugo, original.id)).json<MaintenanceRequest>().relation).toBe('follower');
    await noticeTo(hugo, 'merged');
  });

  it('keeps up to 5 photos from the author, re-encoded upright without EXIF, served only to those who see it', async () => {
    const { id } = (
      await report(camille, { ...roomLeak, description: 'Mould on the ceiling.' })
    ).json<MaintenanceRequest>();
    const upload = (caller: SignedInCaller, type: string, body: Buffer) =>
      app().inject({
        method: 'POST',
        url: `/wp-json/portal/v1/maintenance-requests/${String(id)}/photos`,
        headers: { ...caller.headers, 'content-type': type },
        payload: body,
      });
    // 3200 × 2400 stored with orientation 6 (shown 2400 × 3200), a camera and a GPS position.
    const photo = await jpegPhoto(3200, 2400, { orientation: 6, phoneExif: true, noise: 20 });
    const first = await upload(camille, 'image/jpeg', photo);
    expect(first.statusCode, first.body).toBe(201);
    const [stored] = first.json<MaintenanceRequest>().photos;
    expect(stored).toMatchObject({ by_team: false, width: 1200, height: 1600 });
    const photoUrl = `/wp-json/portal/v1/maintenance-requests/${String(id)}/photos/${String(stored!.id)}`;
    const served = await app().inject({ method: 'GET', url: photoUrl, headers: camille.headers });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('private, no-store');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1200, height: 1600 });
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes('CampusPhone')).toBe(false);
    expect((await app().inject({ method: 'GET', url: photoUrl, headers: mehdi.headers })).statusCode).toBe(
      200,
    );
    for (const stranger of [alice, hugo]) {
      expect(
        (await app().inject({ method: 'GET', url: photoUrl, headers: stranger.headers })).statusCode,
      ).toBe(404);
      expect((await upload(stranger, 'image/jpeg', photo)).statusCode).toBe(404);
    }

    const notAnImage = await upload(camille, 'image/jpeg', Buffer.from('not a photo at all'));
    expect(notAnImage.statusCode).toBe(400);
    expect((await upload(camille, 'application/pdf', Buffer.from('%PDF-1.4'))).statusCode).toBe(415);
    const small = await jpegPhoto(400, 300);
    for (let count = 2; count <= 5; count += 1)
      expect((await upload(camille, 'image/jpeg', small)).statusCode).toBe(201);
    const sixth = await upload(camille, 'image/jpeg', small);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({ code: 'rest_maintenance_too_many_photos' });
    // The team's photos (the repair done) are counted apart.
    const team = await upload(mehdi, 'image/jpeg', small);
    expect(team.statusCode).toBe(201);
    expect(team.json<MaintenanceRequest>().photos.map((item) => item.by_team)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
  });
});
