/**
 * The content types the staff console edits, by the name its API gives them (`StaffContentType`): their
 * declarations (services/content-types/) say where their rows are and how the console writes them (issue
 * #30). Editing one more type starts here, with `editing` in its declaration's table half.
 */
import type { StaffContentType } from '@campus/domain/staff';
import type { EditedTable } from '../../db/staff-items-repository.ts';
import { events } from '../content-types/events.ts';
import { posts } from '../content-types/posts.ts';

export const EDITED_TYPES = {
  post: posts.table,
  event: events.table,
} as const satisfies Record<StaffContentType, EditedTable>;

/** Every edited type, in the console's order, for a list of all of them. */
export const ALL_EDITED_TYPES = (Object.keys(EDITED_TYPES) as StaffContentType[]).map((name) => ({
  name,
  table: EDITED_TYPES[name],
}));
