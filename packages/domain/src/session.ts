import { Type, type Static } from 'typebox';

/** One of the signed-in person's active sessions (Settings, "Active sessions"). */
export const ActiveSessionSchema = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  /** "Firefox on Linux"; empty when the device was not recognised. */
  device: Type.String(),
  /** ISO 8601 (UTC). */
  created_at: Type.String(),
  /** ISO 8601 (UTC), precise to about a minute. */
  last_used_at: Type.String(),
  /** The session of the device asking. */
  current: Type.Boolean(),
});
export type ActiveSession = Static<typeof ActiveSessionSchema>;

export const ActiveSessionListSchema = Type.Array(ActiveSessionSchema);

/** DELETE answers: whether a session was ended by this request. */
export const SessionEndedSchema = Type.Object({ deleted: Type.Boolean() });
export type SessionEnded = Static<typeof SessionEndedSchema>;
