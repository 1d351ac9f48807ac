import type { EventPost, Post } from '@campus/domain/content';
import type { WireShape } from '../../../lib/api/expect-shape.ts';

/**
 * The wire schemas the news fetchers check answers against (in development), from packages/domain.
 * `null` while packages/domain does not export the schema yet: the check is then skipped. Expected:
 * `PostSchema` and `EventPostSchema` from '@campus/domain/content'.
 */
export const newsSchemas: { post: WireShape<Post>; event: WireShape<EventPost> } = {
  post: { schema: null },
  event: { schema: null },
};
