/** What `GET /health` answers: the portal's state and that of each dependency (load balancers, e2e). */
import { Type, type Static } from 'typebox';

export const DependencyCheckSchema = Type.Object({ status: Type.Enum(['up', 'down']) });

export const HealthSchema = Type.Object({
  /** ok: all up; degraded: only the identity provider is down; unavailable: the database is down. */
  status: Type.Enum(['ok', 'degraded', 'unavailable']),
  checks: Type.Object({
    database: DependencyCheckSchema,
    identityProvider: Type.Object({
      status: Type.Enum(['up', 'down']),
      mode: Type.Enum(['embedded', 'external']),
    }),
  }),
});
export type Health = Static<typeof HealthSchema>;
