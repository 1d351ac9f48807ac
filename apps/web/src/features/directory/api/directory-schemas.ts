import { TagTermSchema, type TagTerm } from '@campus/domain/taxonomy';
import type { WireShape } from '../../../lib/api/expect-shape.ts';

/**
 * The wire schemas the directory's fetchers not yet on the endpoint contract check answers against (in
 * development), from packages/domain. Endpoints declared in the contract are checked by callEndpoint.
 */
export const directorySchemas: { tagTerm: WireShape<TagTerm> } = {
  tagTerm: { schema: import.meta.env.DEV ? TagTermSchema : null },
};
