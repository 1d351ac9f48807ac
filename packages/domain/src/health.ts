/**
 * What the health endpoints answer (docs/decisions/023): `GET /health` the portal's state and that of each
 * dependency (people, monitoring, e2e start-up); `/health/live` and `/health/ready` for orchestrators and
 * load balancers.
 */
import { Type, type Static } from 'typebox';

export const DependencyCheckSchema = Type.Object({ status: Type.Enum(['up', 'down']) });

/** The running release: the repository's package version and the commit it was built from. */
export const ServerVersionSchema = Type.Object({
  version: Type.String(),
  /** A git commit id, or "unknown" when neither the build nor PORTAL_COMMIT nor git could tell. */
  commit: Type.String(),
});
export type ServerVersion = Static<typeof ServerVersionSchema>;

export const HealthSchema = Type.Object({
  /**
   * ok: all up; degraded: only the identity provider is down; unavailable: the database is down, or lacks
   * part of the schema the server's migrations create (a backup restored in part).
   */
  status: Type.Enum(['ok', 'degraded', 'unavailable']),
  checks: Type.Object({
    database: DependencyCheckSchema,
    /** The database's schema: `missing` names what it lacks ("table posts"); unknown while it is down. */
    schema: Type.Object({
      status: Type.Enum(['complete', 'incomplete', 'unknown']),
      missing: Type.Array(Type.String()),
    }),
    identityProvider: Type.Object({
      status: Type.Enum(['up', 'down']),
      mode: Type.Enum(['embedded', 'external']),
    }),
  }),
  version: ServerVersionSchema,
});
export type Health = Static<typeof HealthSchema>;

/** `GET /health/live`: the process answers (an orchestrator restarts it when this fails). */
export const LivenessSchema = Type.Object({ status: Type.Literal('alive') });

/**
 * Why an instance is not ready: it is shutting down (SIGTERM), or its database lacks schema this version
 * needs. A dependency being down is never a reason: every instance would be taken out, and people would
 * get the balancer's bare error page instead of the portal's own 503 with Retry-After.
 */
export const NOT_READY_REASONS = ['draining', 'schema_incomplete'] as const;
export type NotReadyReason = (typeof NOT_READY_REASONS)[number];

/** `GET /health/ready`: 200 `ready` or 503 `not_ready` with its reasons (a balancer's health check). */
export const ReadinessSchema = Type.Object({
  status: Type.Enum(['ready', 'not_ready']),
  reasons: Type.Array(Type.Enum(NOT_READY_REASONS)),
  version: ServerVersionSchema,
  /** For information only: an instance is ready whether the database answers or not. */
  checks: Type.Object({ database: DependencyCheckSchema }),
});
export type Readiness = Static<typeof ReadinessSchema>;
