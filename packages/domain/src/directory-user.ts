import { Type, type Static } from 'typebox';
import { TermRefSchema } from './user.ts';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_SEARCH } from './constants.ts';
import { IdListParamSchema, IdSchema, Nullable, PagingQuerySchema, SafeTextSchema } from './wire.ts';

/**
 * Another person as the API returns them (GET /wp/v2/users, /wp/v2/users/{id}, relation lists): only what
 * their privacy level and `show` items let the viewer see (spec §6). A field the person does not share is
 * empty ('' or null), never absent, so the shape does not depend on who asks.
 */
export const DirectoryUserSchema = Type.Object({
  id: Type.Integer(),
  /** Display name; '' unless `name` is shared. */
  name: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  /** '' unless `email` is shared (and no block either way). */
  email: Type.String(),
  /** The active house term id, when `house` is shared. */
  house: Nullable(Type.Integer()),
  /** Whether the viewer and the person have an accepted relation. */
  in_my_network: Type.Boolean(),
  acf: Type.Object({
    /** null unless `image` is shared. */
    photo: Nullable(Type.String()),
    /** null unless `mobile` is shared (and no block either way). */
    mobilephone: Nullable(Type.String()),
    /** [] unless `house` is shared. */
    user_house: Type.Array(TermRefSchema),
  }),
});
export type DirectoryUser = Static<typeof DirectoryUserSchema>;

const LabelSchema = Type.Array(Type.Object({ lang: Type.String(), value: Type.String() }));

export const DirectoryTagSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  label: LabelSchema,
  count: Type.Integer(),
});
export type DirectoryTag = Static<typeof DirectoryTagSchema>;

/** A group of the directory's tag filter (§2.9): a parent tag and its children, with member counts. */
export const DirectoryTagGroupSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  label: LabelSchema,
  /** People the viewer may find having at least one of the children. */
  count: Type.Integer(),
  children: Type.Array(DirectoryTagSchema),
});
export type DirectoryTagGroup = Static<typeof DirectoryTagGroupSchema>;

/** The parent tag groups the directory filter offers (§2.9, §9), in this order. */
export const DIRECTORY_FILTER_GROUPS = ['establishment', 'study_year', 'discipline'] as const;

/** GET /wp/v2/users (the directory and the user search, spec §2.9, §2.11, §7). */
export const UserListQuerySchema = Type.Object({
  ...PagingQuerySchema(PAGE_SIZE_SEARCH).properties,
  include: Type.Optional(IdListParamSchema),
  search: Type.Optional(SafeTextSchema({ maxLength: 200 })),
  'filter[tax-tag]': Type.Optional(IdListParamSchema),
  'filter[tax-house]': Type.Optional(IdSchema),
  context: Type.Optional(Type.Enum(['view', 'embed'])),
});
export type UserListQuery = Static<typeof UserListQuerySchema>;

/** GET /wp/v2/usernetwork: the caller's relations, WordPress paging. */
export const RelationListQuerySchema = PagingQuerySchema(PAGE_SIZE_DEFAULT);

export const UserIdParamsSchema = Type.Object({ id: IdSchema });
