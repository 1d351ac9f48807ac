import type { TSchema } from 'typebox';

/**
 * The wire schemas the page fetchers check answers against (in development), from packages/domain.
 * `null` while packages/domain does not export the schema yet: the check is then skipped. Expected:
 * `PageSchema` from '@campus/domain/content'.
 */
export const pagesSchemas: { page: TSchema | null } = {
  page: null,
};
