import type { Page } from '@campus/domain/content';
import type { WireShape } from '../../../lib/api/expect-shape.ts';

/**
 * The wire schemas the page fetchers check answers against (in development), from packages/domain.
 * `null` while packages/domain does not export the schema yet: the check is then skipped. Expected:
 * `PageSchema` from '@campus/domain/content'.
 */
export const pagesSchemas: { page: WireShape<Page> } = {
  page: { schema: null },
};
