/**
 * Maintenance requests' wire shapes (issue #32, beyond the spec), under /wp-json/portal/v1. The rules they
 * follow (the state machine, who may take which step, the reopening window) are in maintenance-rules.ts.
 *
 * A request is seen by its author, by the people who added "me too" to it (a common area's only), by the
 * house's maintenance team and by the campus's staff; the server decides, and answers anyone else as if the
 * request did not exist. A follower does not see who reported it: only the team does.
 */
import { Type, type Static } from 'typebox';
import {
  MAINTENANCE_ACTIONS,
  MAINTENANCE_CATEGORIES,
  MAINTENANCE_STATUSES,
  MAINTENANCE_TEXT_MAX,
  MAINTENANCE_URGENCIES,
} from './maintenance-rules.ts';
import { IdSchema, LanguageSchema, Nullable, PagingQuerySchema, SafeTextSchema } from './wire.ts';

export const MaintenanceCategorySchema = Type.Enum(MAINTENANCE_CATEGORIES);
export const MaintenanceUrgencySchema = Type.Enum(MAINTENANCE_URGENCIES);
export const MaintenanceStatusSchema = Type.Enum(MAINTENANCE_STATUSES);
export const MaintenanceActionSchema = Type.Enum(MAINTENANCE_ACTIONS);

/** A visit's slot: a campus day and a time window on it. */
export const MaintenanceSlotSchema = Type.Object({
  date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'The campus day, YYYY-MM-DD.' }),
  from: Type.String({ pattern: '^\\d{2}:\\d{2}$', description: 'HH:MM, 24-hour clock.' }),
  to: Type.String({ pattern: '^\\d{2}:\\d{2}$', description: 'HH:MM, after `from`.' }),
});

/** Where the problem is: the author's room in the house, or one of the house's common areas. */
export const MaintenancePlaceSchema = Type.Union([
  Type.Object({ type: Type.Literal('room'), room: Type.String() }),
  Type.Object({ type: Type.Literal('area'), area: Type.Object({ id: Type.Integer(), name: Type.String() }) }),
]);

const PersonRefSchema = Type.Object({ id: Type.Integer(), name: Type.String() });

/** One line of a request's timeline. `by` is null for the server's own step and for a hidden author. */
export const MaintenanceEventSchema = Type.Object({
  id: Type.Integer(),
  at: Type.String({ description: 'ISO 8601 instant.' }),
  kind: Type.Enum(['step', 'message', 'me-too']),
  by_team: Type.Boolean(),
  by: Nullable(PersonRefSchema),
  action: Type.Union([MaintenanceActionSchema, Type.Null()]),
  from: Type.Union([MaintenanceStatusSchema, Type.Null()]),
  to: Type.Union([MaintenanceStatusSchema, Type.Null()]),
  message: Type.String(),
});
export type MaintenanceEvent = Static<typeof MaintenanceEventSchema>;

export const MaintenanceRequestSchema = Type.Object({
  id: Type.Integer(),
  house: PersonRefSchema,
  place: MaintenancePlaceSchema,
  category: MaintenanceCategorySchema,
  urgency: MaintenanceUrgencySchema,
  description: Type.String(),
  entry_allowed: Type.Boolean(),
  status: MaintenanceStatusSchema,
  slot: Nullable(MaintenanceSlotSchema),
  /** The author, for the team; null for a follower, who does not learn who reported it. */
  author: Nullable(PersonRefSchema),
  /** How the caller stands: its author, a follower ("me too"), or its house's team. */
  relation: Type.Enum(['author', 'follower', 'team']),
  followers: Type.Integer({ description: 'The people who added "me too".' }),
  merged_into: Nullable(Type.Integer()),
  created: Type.String(),
  modified: Type.String(),
  /** Until when the author may confirm or reopen it (resolved requests only). */
  reopen_until: Nullable(Type.String()),
  /** Its photos, oldest first: GET …/photos/{photo} serves each to those who may see the request. */
  photos: Type.Array(
    Type.Object({
      id: Type.Integer(),
      by_team: Type.Boolean(),
      width: Type.Integer(),
      height: Type.Integer(),
    }),
  ),
  /** The team member who handles it, named by the team. */
  assignee: Nullable(PersonRefSchema),
  /** When the team first answered (a step or a message); null until then. */
  first_answer: Nullable(Type.String()),
  /** The steps the caller may take now, as the server would accept them. */
  actions: Type.Array(MaintenanceActionSchema),
  /** Oldest first; in the answer of one request only (a list leaves it empty). */
  timeline: Type.Array(MaintenanceEventSchema),
});
export type MaintenanceRequest = Static<typeof MaintenanceRequestSchema>;

/** What the report form offers the caller: their house and room, and the house's common areas. */
export const MaintenancePlacesSchema = Type.Object({
  house: Nullable(PersonRefSchema),
  room: Nullable(Type.String()),
  areas: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
});
export type MaintenancePlaces = Static<typeof MaintenancePlacesSchema>;

/** POST /portal/v1/maintenance-requests. */
export const MaintenanceRequestBodySchema = Type.Object({
  category: MaintenanceCategorySchema,
  urgency: MaintenanceUrgencySchema,
  /** `room`: the caller's own room in their house; or the id of one of that house's common areas. */
  place: Type.Union([
    Type.Object({ type: Type.Literal('room') }),
    Type.Object({ type: Type.Literal('area'), area: IdSchema }),
  ]),
  description: SafeTextSchema({ minLength: 1, maxLength: MAINTENANCE_TEXT_MAX }),
  entry_allowed: Type.Boolean(),
});
export type MaintenanceRequestBody = Static<typeof MaintenanceRequestBodySchema>;

/** POST /portal/v1/maintenance-requests/{id}/steps: one step of the state machine. */
export const MaintenanceStepBodySchema = Type.Object({
  action: MaintenanceActionSchema,
  /** Required to schedule. */
  slot: Type.Optional(MaintenanceSlotSchema),
  /** Required to merge: the request this one duplicates, in the same house. */
  merge_into: Type.Optional(IdSchema),
  /** Said with the step (why it is reopened, what was done). */
  message: Type.Optional(SafeTextSchema({ maxLength: MAINTENANCE_TEXT_MAX })),
});
export type MaintenanceStepBody = Static<typeof MaintenanceStepBodySchema>;

export const MaintenanceMessageBodySchema = Type.Object({
  message: SafeTextSchema({ minLength: 1, maxLength: MAINTENANCE_TEXT_MAX }),
});

/** GET /portal/v1/maintenance-requests: the caller's own requests and those they follow, newest first. */
export const MaintenanceListQuerySchema = Type.Object({
  ...PagingQuerySchema(20).properties,
  /** open: not closed, cancelled nor merged (a resolved request still waits for its author). */
  state: Type.Enum(['open', 'all'], { default: 'all' }),
  wpml_language: Type.Optional(LanguageSchema),
});

/**
 * GET /portal/v1/staff/maintenance-requests (and its .csv): the triage queue of the houses whose requests
 * the caller answers, filtered as the console's URL says; oldest first unless `order=desc`.
 */
export const MaintenanceQueueFilterSchema = Type.Object({
  house: Type.Optional(IdSchema),
  /** open (the four open statuses), or one status. */
  status: Type.Optional(Type.Union([Type.Literal('open'), MaintenanceStatusSchema])),
  category: Type.Optional(MaintenanceCategorySchema),
  urgency: Type.Optional(MaintenanceUrgencySchema),
  /** A team member's id, `me`, or `none` for the requests nobody handles yet. */
  assignee: Type.Optional(Type.Union([Type.Literal('me'), Type.Literal('none'), IdSchema])),
  area: Type.Optional(IdSchema),
  room: Type.Optional(SafeTextSchema({ minLength: 1, maxLength: 40 })),
  /** Only requests reported at least this many days ago. */
  older_than_days: Type.Optional(Type.Integer({ minimum: 1, maximum: 3650 })),
  order: Type.Enum(['asc', 'desc'], { default: 'asc' }),
  wpml_language: Type.Optional(LanguageSchema),
});
export type MaintenanceQueueFilter = Static<typeof MaintenanceQueueFilterSchema>;

export const MaintenanceQueueQuerySchema = Type.Object({
  ...PagingQuerySchema(20).properties,
  ...MaintenanceQueueFilterSchema.properties,
});
export type MaintenanceQueueQuery = Static<typeof MaintenanceQueueQuerySchema>;

/** PUT /portal/v1/staff/maintenance-requests/{id}/assignee: a member of the house's team, or nobody. */
export const MaintenanceAssigneeBodySchema = Type.Object({
  assignee: Nullable(Type.Integer({ minimum: 1 })),
});

/** GET /portal/v1/staff/maintenance-figures: one row per house the caller answers for. */
export const MaintenanceFiguresQuerySchema = Type.Object({
  house: Type.Optional(IdSchema),
  /** Requests reported on or after this campus day, YYYY-MM-DD (default: 30 days ago). */
  from: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  /** … and before the end of this campus day (default: today). */
  to: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  wpml_language: Type.Optional(LanguageSchema),
});
export type MaintenanceFiguresQuery = Static<typeof MaintenanceFiguresQuerySchema>;

export const MaintenanceHouseFiguresSchema = Type.Object({
  house: PersonRefSchema,
  /** Open now, whenever reported. */
  open: Type.Integer(),
  /** Reported in the period. */
  reported: Type.Integer(),
  /** Of those, the median time to the team's first answer and to resolution, in minutes; null if none. */
  median_first_answer_minutes: Nullable(Type.Number()),
  median_resolution_minutes: Nullable(Type.Number()),
});
export type MaintenanceHouseFigures = Static<typeof MaintenanceHouseFiguresSchema>;

/**
 * GET /portal/v1/staff/maintenance-houses: the houses the caller answers for, each with its maintenance team
 * (whom a request can be given to) and its common areas (the queue's filters).
 */
export const MaintenanceTeamHouseSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** The people granted the house's `maintenance` role, by name. */
  team: Type.Array(PersonRefSchema),
  areas: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
});
export type MaintenanceTeamHouse = Static<typeof MaintenanceTeamHouseSchema>;
