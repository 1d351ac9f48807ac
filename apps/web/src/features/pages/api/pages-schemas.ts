import { PageSchema, type Page } from '@campus/domain/content';
import type { WireShape } from '../../../lib/api/expect-shape.ts';

/** The wire schemas the page fetchers check answers against (in development), from packages/domain. */
export const pagesSchemas: { page: WireShape<Page> } = {
  page: { schema: import.meta.env.DEV ? PageSchema : null },
};
