import type {
  MaintenanceHouseFigures,
  MaintenancePlaces,
  MaintenanceRequest,
  MaintenanceRequestBody,
  MaintenanceTeamHouse,
} from '@campus/domain/maintenance';
import { HttpResponse } from 'msw';
import { endpointHandler } from './endpoint-handler.ts';
import { recordRequest, testCampus } from './test-campus.ts';

/** A request as GET /portal/v1/maintenance-requests/{id} sends it to its author. */
export function testMaintenanceRequest(
  id: number,
  overrides: Partial<MaintenanceRequest> = {},
): MaintenanceRequest {
  return {
    id,
    house: { id: 12, name: 'Maison du Brésil' },
    place: { type: 'room', room: 'B214' },
    category: 'plumbing',
    urgency: 'normal',
    description: 'The tap drips all night.',
    entry_allowed: false,
    status: 'submitted',
    slot: null,
    author: null,
    relation: 'author',
    followers: 0,
    merged_into: null,
    created: '2026-11-20T09:30:00Z',
    modified: '2026-11-20T09:30:00Z',
    reopen_until: null,
    photos: [],
    assignee: null,
    first_answer: null,
    actions: ['cancel'],
    timeline: [
      {
        id: id * 100,
        at: '2026-11-20T09:30:00Z',
        kind: 'step',
        by_team: false,
        by: { id: testCampus.me.id, name: 'Me' },
        action: null,
        from: null,
        to: 'submitted',
        message: '',
      },
    ],
    ...overrides,
  };
}

interface OpenAreaRequest {
  id: number;
  category: MaintenanceRequest['category'];
  description: string;
  status: MaintenanceRequest['status'];
  created: string;
  followers: number;
  following: boolean;
}

/**
 * What the maintenance handlers answer from (issue #32); reset before each test: a room in the Maison du
 * Brésil, two common areas, no request. `failPhotos` lists the uploads (1-based, in order) that answer 415.
 */
export const maintenanceCampus: {
  places: MaintenancePlaces;
  requests: MaintenanceRequest[];
  openByArea: Record<number, OpenAreaRequest[]>;
  failPhotos: number[];
  photoUploads: number;
  nextId: number;
  /** The team's console (issue #32): the houses the caller answers for, and their figures. */
  teamHouses: MaintenanceTeamHouse[];
  figures: MaintenanceHouseFigures[];
  /** The answer to the next step, when a test wants the server to refuse it (a slot in the past…). */
  stepRefusal: { status: number; body: object } | null;
} = freshMaintenanceCampus();

function freshMaintenanceCampus(): typeof maintenanceCampus {
  return {
    places: {
      house: { id: 12, name: 'Maison du Brésil' },
      room: 'B214',
      areas: [
        { id: 1, name: 'Laundry, ground floor' },
        { id: 2, name: 'Kitchen, 2nd floor' },
      ],
    },
    requests: [],
    openByArea: {},
    failPhotos: [],
    photoUploads: 0,
    nextId: 900,
    teamHouses: [],
    figures: [],
    stepRefusal: null,
  };
}

export function resetMaintenanceCampus(): void {
  Object.assign(maintenanceCampus, freshMaintenanceCampus());
}

const notFound = () =>
  HttpResponse.json(
    { code: 'rest_maintenance_invalid', message: 'Invalid request ID.', data: { status: 404 } },
    { status: 404 },
  );
const findRequest = (id: unknown) => maintenanceCampus.requests.find((request) => request.id === Number(id));

/** Where each step leads, as the server's state machine would (domain/src/maintenance-rules.ts). */
const STEP_TARGETS = {
  cancel: 'cancelled',
  confirm: 'closed',
  reopen: 'in-progress',
  acknowledge: 'acknowledged',
  schedule: 'scheduled',
  start: 'in-progress',
  resolve: 'resolved',
  merge: 'merged',
} as const;

/** The resident's maintenance calls as the portal server answers them (docs/api.md, "Maintenance requests"). */
export function maintenanceHandlers() {
  return [
    endpointHandler('GET /portal/v1/maintenance-places', () => HttpResponse.json(maintenanceCampus.places)),
    endpointHandler('GET /portal/v1/maintenance-requests', async ({ request }) => {
      const { url } = await recordRequest(request);
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Number(url.searchParams.get('per_page') ?? 20);
      const all = maintenanceCampus.requests.map((item) => ({ ...item, timeline: [] }));
      return HttpResponse.json(all.slice((page - 1) * perPage, page * perPage), {
        headers: {
          'X-WP-Total': String(all.length),
          'X-WP-TotalPages': String(Math.max(1, Math.ceil(all.length / perPage))),
        },
      });
    }),
    endpointHandler('POST /portal/v1/maintenance-requests', async ({ request }) => {
      const body = (await recordRequest(request)).body as MaintenanceRequestBody;
      const area = maintenanceCampus.places.areas.find(
        (candidate) => body.place.type === 'area' && candidate.id === body.place.area,
      );
      const created = testMaintenanceRequest(maintenanceCampus.nextId, {
        category: body.category,
        urgency: body.urgency,
        description: body.description,
        entry_allowed: body.entry_allowed,
        place:
          area === undefined
            ? { type: 'room', room: maintenanceCampus.places.room ?? '' }
            : { type: 'area', area },
      });
      maintenanceCampus.nextId += 1;
      maintenanceCampus.requests.unshift(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    endpointHandler('GET /portal/v1/maintenance-requests/{id}', ({ params }) => {
      const found = findRequest(params.id);
      return found === undefined ? notFound() : HttpResponse.json(found);
    }),
    endpointHandler('POST /portal/v1/maintenance-requests/{id}/photos', async ({ request, params }) => {
      await recordRequest(request);
      const found = findRequest(params.id);
      if (found === undefined) return notFound();
      maintenanceCampus.photoUploads += 1;
      if (maintenanceCampus.failPhotos.includes(maintenanceCampus.photoUploads))
        return HttpResponse.json(
          { code: 'rest_upload_unsupported_type', message: 'Not an image.', data: { status: 415 } },
          { status: 415 },
        );
      found.photos.push({ id: 700 + found.photos.length, by_team: false, width: 800, height: 600 });
      return HttpResponse.json(found, { status: 201 });
    }),
    endpointHandler('GET /portal/v1/maintenance-requests/{id}/photos/{photo}', ({ request, params }) => {
      const found = findRequest(params.id);
      // The real server serves a photo only with the person's token (a plain <img src> would have none).
      if (found === undefined || request.headers.get('Authorization') === null) return notFound();
      return new HttpResponse(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), {
        headers: { 'Content-Type': 'image/jpeg' },
      });
    }),
    endpointHandler('POST /portal/v1/maintenance-requests/{id}/steps', async ({ request, params }) => {
      const body = (await recordRequest(request)).body as {
        action: string;
        message?: string;
        merge_into?: number;
      };
      const found = findRequest(params.id);
      if (found === undefined) return notFound();
      const to = STEP_TARGETS[body.action as keyof typeof STEP_TARGETS];
      if (maintenanceCampus.stepRefusal !== null) {
        const { status, body: refusal } = maintenanceCampus.stepRefusal;
        maintenanceCampus.stepRefusal = null;
        return HttpResponse.json(refusal, { status });
      }
      if (!(found.actions as string[]).includes(body.action))
        return HttpResponse.json(
          { code: 'rest_maintenance_wrong_status', message: 'Not now.', data: { status: 409 } },
          { status: 409 },
        );
      found.timeline.push({
        id: found.timeline.length + found.id * 100 + 1,
        at: '2026-11-25T10:00:00Z',
        kind: 'step',
        by_team: found.relation === 'team',
        by: { id: testCampus.me.id, name: 'Me' },
        action: body.action as 'cancel',
        from: found.status,
        to,
        message: body.message ?? '',
      });
      found.status = to;
      if (body.merge_into !== undefined) found.merged_into = body.merge_into;
      found.actions = found.relation === 'team' && to !== 'resolved' && to !== 'merged' ? ['resolve'] : [];
      found.reopen_until = null;
      if (found.relation === 'team') found.first_answer ??= '2026-11-25T10:00:00Z';
      return HttpResponse.json(found);
    }),
    endpointHandler('POST /portal/v1/maintenance-requests/{id}/messages', async ({ request, params }) => {
      const body = (await recordRequest(request)).body as { message: string };
      const found = findRequest(params.id);
      if (found === undefined) return notFound();
      found.timeline.push({
        id: found.timeline.length + found.id * 100 + 1,
        at: '2026-11-25T10:00:00Z',
        kind: 'message',
        by_team: false,
        by: { id: testCampus.me.id, name: 'Me' },
        action: null,
        from: null,
        to: null,
        message: body.message,
      });
      return HttpResponse.json(found, { status: 201 });
    }),
    endpointHandler('POST /portal/v1/maintenance-requests/{id}/followers', async ({ request, params }) => {
      await recordRequest(request);
      const open = Object.values(maintenanceCampus.openByArea)
        .flat()
        .find((item) => item.id === Number(params.id));
      if (open === undefined) return notFound();
      open.following = true;
      const followed =
        findRequest(open.id) ??
        testMaintenanceRequest(open.id, {
          category: open.category,
          description: open.description,
          status: open.status,
          relation: 'follower',
          place: { type: 'area', area: maintenanceCampus.places.areas[0] ?? { id: 1, name: 'Area' } },
          followers: open.followers + 1,
          actions: [],
        });
      if (findRequest(open.id) === undefined) maintenanceCampus.requests.unshift(followed);
      return HttpResponse.json(followed, { status: 201 });
    }),
    endpointHandler('GET /portal/v1/maintenance-areas/{id}/open-requests', ({ params }) =>
      HttpResponse.json(maintenanceCampus.openByArea[Number(params.id)] ?? []),
    ),
  ];
}

const OPEN = ['submitted', 'acknowledged', 'scheduled', 'in-progress'];

/** The team's queue as the server filters it: by status (`open` the four open ones), house and assignee. */
function queueOf(url: URL): MaintenanceRequest[] {
  const status = url.searchParams.get('status');
  const house = url.searchParams.get('house');
  const assignee = url.searchParams.get('assignee');
  return maintenanceCampus.requests.filter(
    (request) =>
      (status === null || (status === 'open' ? OPEN.includes(request.status) : request.status === status)) &&
      (house === null || request.house.id === Number(house)) &&
      (assignee === null ||
        (assignee === 'none' ? request.assignee === null : request.assignee?.id === Number(assignee))),
  );
}

/** The maintenance team's calls in the staff console (docs/api.md, "Maintenance requests"). */
export function staffMaintenanceHandlers() {
  return [
    endpointHandler('GET /portal/v1/staff/maintenance-requests', async ({ request }) => {
      const { url } = await recordRequest(request);
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Number(url.searchParams.get('per_page') ?? 20);
      const all = queueOf(url).map((item) => ({ ...item, timeline: [] }));
      return HttpResponse.json(all.slice((page - 1) * perPage, page * perPage), {
        headers: {
          'X-WP-Total': String(all.length),
          'X-WP-TotalPages': String(Math.max(1, Math.ceil(all.length / perPage))),
        },
      });
    }),
    endpointHandler('GET /portal/v1/staff/maintenance-requests.csv', async ({ request }) => {
      const { url } = await recordRequest(request);
      const lines = queueOf(url).map((item) => `${String(item.id)},${item.house.name},${item.status}`);
      return new HttpResponse(['Request,House,Status', ...lines].join('\n'), {
        headers: { 'Content-Type': 'text/csv; charset=utf-8' },
      });
    }),
    endpointHandler('GET /portal/v1/staff/maintenance-houses', () =>
      HttpResponse.json(maintenanceCampus.teamHouses),
    ),
    endpointHandler('GET /portal/v1/staff/maintenance-figures', async ({ request }) => {
      await recordRequest(request);
      return HttpResponse.json(maintenanceCampus.figures);
    }),
    endpointHandler(
      'PUT /portal/v1/staff/maintenance-requests/{id}/assignee',
      async ({ request, params }) => {
        const body = (await recordRequest(request)).body as { assignee: number | null };
        const found = findRequest(params.id);
        if (found === undefined) return notFound();
        const person = maintenanceCampus.teamHouses
          .flatMap((house) => house.team)
          .find((member) => member.id === body.assignee);
        found.assignee = body.assignee === null ? null : (person ?? { id: body.assignee, name: 'Me' });
        return HttpResponse.json(found);
      },
    ),
  ];
}
