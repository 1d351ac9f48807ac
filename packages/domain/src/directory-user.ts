import type { TermRef } from './user.ts';

/**
 * Another person as the API returns them (GET /wp/v2/users, /wp/v2/users/{id}, relation lists): only what
 * their privacy level and `show` items let the viewer see (spec §6). A field the person does not share is
 * empty ('' or null), never absent, so the shape does not depend on who asks.
 */
export interface DirectoryUser {
  id: number;
  /** Display name; '' unless `name` is shared. */
  name: string;
  first_name: string;
  last_name: string;
  /** '' unless `email` is shared (and no block either way). */
  email: string;
  /** The active house term id, when `house` is shared. */
  house: number | null;
  /** Whether the viewer and the person have an accepted relation. */
  in_my_network: boolean;
  acf: {
    /** null unless `image` is shared. */
    photo: string | null;
    /** null unless `mobile` is shared (and no block either way). */
    mobilephone: string | null;
    /** [] unless `house` is shared. */
    user_house: TermRef[];
  };
}

/** A group of the directory's tag filter (§2.9): a parent tag and its children, with member counts. */
export interface DirectoryTagGroup {
  id: number;
  slug: string;
  name: string;
  label: { lang: string; value: string }[];
  /** People the viewer may find having at least one of the children. */
  count: number;
  children: DirectoryTag[];
}

export interface DirectoryTag {
  id: number;
  slug: string;
  name: string;
  label: { lang: string; value: string }[];
  count: number;
}

/** The parent tag groups the directory filter offers (§2.9, §9), in this order. */
export const DIRECTORY_FILTER_GROUPS = ['establishment', 'study_year', 'discipline'] as const;
