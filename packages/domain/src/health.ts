/** What `GET /health` answers: the portal's state and that of each dependency (load balancers, e2e). */
import { Type, type Static } from 'typebox';

export const DependencyCheckSchema = Type.Object({ status: Type.Enum(['up', 'down']) });

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
});
export type Health = Static<typeof HealthSchema>;
