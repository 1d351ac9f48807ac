import { PlaceSchema, type Place } from '@campus/domain/place';
import { TagTermSchema, type TagTerm } from '@campus/domain/taxonomy';
import type { WireShape } from '../../../lib/api/expect-shape.ts';

/** The wire schemas the map fetchers check answers against (in development), from packages/domain. */
export const mapSchemas: { place: WireShape<Place>; category: WireShape<TagTerm> } = {
  place: { schema: import.meta.env.DEV ? PlaceSchema : null },
  category: { schema: import.meta.env.DEV ? TagTermSchema : null },
};
