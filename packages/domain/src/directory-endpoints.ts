import { Type } from 'typebox';
import {
  DirectoryTagGroupSchema,
  DirectoryUserSchema,
  UserIdParamsSchema,
  UserListQuerySchema,
} from './directory-user.ts';
import { defineEndpoints } from './endpoint.ts';
import { ListHeadersSchema } from './list-headers.ts';

/** The directory and the user search (spec §2.9, §2.11, §7): other people, as far as each one shares. */
export const directoryEndpoints = defineEndpoints({
  'GET /wp/v2/users': {
    summary:
      'People the caller may see (never the caller), each projected to what they share; filters by tags (all of them), house, ids or a name search.',
    query: UserListQuerySchema,
    response: Type.Array(DirectoryUserSchema),
    headers: ListHeadersSchema,
    errors: [400, 403],
  },
  'GET /wp/v2/users/{id}': {
    summary:
      'One person as the caller may see them; someone the caller may not see answers as someone who does not exist.',
    params: UserIdParamsSchema,
    response: DirectoryUserSchema,
    errors: [400, 403, 404],
  },
  'GET /portal/v1/directory/tag-groups': {
    summary:
      "The directory filter's groups (establishment, study_year, discipline, in that order) with their child tags, each counted over the people the caller may find.",
    response: Type.Array(DirectoryTagGroupSchema),
    errors: [403],
  },
});
