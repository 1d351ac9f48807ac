import { EventPostSchema, PostSchema, type EventPost, type Post } from '@campus/domain/content';
import type { WireShape } from '../../../lib/api/expect-shape.ts';

/** The wire schemas the news fetchers check answers against (in development), from packages/domain. */
export const newsSchemas: { post: WireShape<Post>; event: WireShape<EventPost> } = {
  post: { schema: import.meta.env.DEV ? PostSchema : null },
  event: { schema: import.meta.env.DEV ? EventPostSchema : null },
};
