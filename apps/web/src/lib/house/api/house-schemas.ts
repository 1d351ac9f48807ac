import { HouseTermSchema, type HouseTerm } from '@campus/domain/taxonomy';
import type { WireShape } from '../../api/expect-shape.ts';

/** The wire schemas the house fetchers check answers against (in development), from packages/domain. */
export const houseSchemas: { term: WireShape<HouseTerm> } = {
  term: { schema: import.meta.env.DEV ? HouseTermSchema : null },
};
