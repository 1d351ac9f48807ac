/**
 * The content types the staff console edits, by the name its API gives them (`StaffContentType`), issue #30:
 * each is its declaration's table half (services/content-types/), whose `editing` says how the console's
 * repository writes its rows, and its own fields in the console's wire shape (domain/src/staff.ts). Editing
 * one more type is giving its declaration `editing` and naming it here with its fields.
 */
import type { StaffContentType, StaffItemBody, StaffTranslation } from '@campus/domain/staff';
import type { EditedTable } from '../../db/staff-items-repository.ts';
import { events } from '../content-types/events.ts';
import { posts } from '../content-types/posts.ts';
import type { StaffRefusal } from './staff-messages.ts';

/** An item's own fields, beyond what every item has: each the same on every language's row. */
export type OwnItemField = Exclude<keyof StaffItemBody, 'houses' | 'fr' | 'en' | 'image'>;
/** A translation's own fields, beyond what every translation has. */
export type OwnTranslationField = Exclude<keyof StaffTranslation, 'title' | 'slug' | 'content' | 'faq'>;

export interface StaffFields {
  /** A new group's name starts with it (`news:<uuid>`). */
  groupPrefix: string;
  /** The item's own fields: each the column of its name in `editing.columns`, `absent` when a body has none. */
  item: Partial<Record<OwnItemField, { absent: unknown }>>;
  /**
   * A translation's own fields: the row's column of its name in `editing.columns`, or its key in the row's
   * acf; `absent` when the body or the row has none (and the kind of value the field holds); rich HTML is
   * sanitised to the §5 allow-list.
   */
  translation: Partial<
    Record<OwnTranslationField, { in: 'column' | 'acf'; absent: string | unknown[]; html?: boolean }>
  >;
  /** What the schema cannot check of a body: the field refused and why, or null. */
  check?: (body: StaffItemBody) => { field: string; refusal: StaffRefusal } | null;
}

export interface EditedType {
  table: EditedTable;
  fields: StaffFields;
}

export const EDITED_TYPES = {
  // A news item: pinned first or not (§2.4), and each language's excerpt.
  post: {
    table: posts.table,
    fields: {
      groupPrefix: 'news',
      item: { sticky: { absent: false } },
      translation: { excerpt: { in: 'column', absent: '', html: true } },
    },
  },
  // An event: when, and who sees it (§3); each language's places and practical information.
  event: {
    table: events.table,
    fields: {
      groupPrefix: 'event',
      item: { start: { absent: null }, end: { absent: null }, visibility: { absent: 'public' } },
      translation: {
        locations: { in: 'acf', absent: [] },
        practical: { in: 'acf', absent: '', html: true },
      },
      check: (body) => {
        if (body.start === undefined || body.end === undefined)
          return { field: 'start', refusal: 'eventDates' };
        if (body.end < body.start) return { field: 'end', refusal: 'endBeforeStart' };
        if (body.visibility === 'house' && body.houses.length === 0) {
          return { field: 'visibility', refusal: 'houseEventNeedsHouse' };
        }
        return null;
      },
    },
  },
} as const satisfies Record<StaffContentType, EditedType>;

/** Every edited type, in the console's order, for a list of all of them. */
export const ALL_EDITED_TYPES = (Object.keys(EDITED_TYPES) as StaffContentType[]).map((name) => ({
  name,
  table: EDITED_TYPES[name].table,
}));

/** The edited type of an API name, its fields typed for generic use. */
export const editedType = (type: StaffContentType): EditedType => EDITED_TYPES[type];
