import type { TSchema } from 'typebox';

/**
 * The wire schemas the news fetchers check answers against (in development), from packages/domain.
 * `null` while packages/domain does not export the schema yet: the check is then skipped. Expected:
 * `PostSchema` and `EventPostSchema` from '@campus/domain/content'.
 */
export const newsSchemas: { post: TSchema | null; event: TSchema | null } = {
  post: null,
  event: null,
};
