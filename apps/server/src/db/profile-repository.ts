import type { Confidentiality, Locale, ShowItem, Theme } from '@campus/domain/user';
import type { Queryable } from './db.ts';

export interface TagOwnership {
  id: number;
  /** Slug of the tag's parent group (interest, establishment…), null for a top-level tag. */
  group: string | null;
  /** Whether the person already has this tag. */
  held: boolean;
}

/** The requested tags that exist, with their group, plus every tag the person holds now. */
export async function tagsForUpdate(
  db: Queryable,
  userId: number,
  requested: number[],
): Promise<TagOwnership[]> {
  return db.query<TagOwnership>(
    `SELECT t.id, p.slug AS "group", EXISTS (
         SELECT 1 FROM user_tags ut WHERE ut.user_id = $1 AND ut.tag_id = t.id) AS held
     FROM tags t LEFT JOIN tags p ON p.id = t.parent
     WHERE t.taxonomy = 'tax-tag'
       AND (t.id = ANY($2::int[]) OR t.id IN (SELECT tag_id FROM user_tags WHERE user_id = $1))`,
    [userId, requested],
  );
}

export async function replaceUserTags(db: Queryable, userId: number, tagIds: number[]): Promise<void> {
  await db.query('DELETE FROM user_tags WHERE user_id = $1 AND NOT (tag_id = ANY($2::int[]))', [
    userId,
    tagIds,
  ]);
  await db.query(
    `INSERT INTO user_tags (user_id, tag_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
    [userId, tagIds],
  );
}

export async function userHouseIds(db: Queryable, userId: number): Promise<number[]> {
  const rows = await db.query<{ house_id: number }>(
    'SELECT house_id FROM user_houses WHERE user_id = $1 ORDER BY position',
    [userId],
  );
  return rows.map((row) => row.house_id);
}

/** Positions follow the given order; the unique position constraint is deferred to the commit. */
export async function reorderUserHouses(db: Queryable, userId: number, houseIds: number[]): Promise<void> {
  await db.query(
    'UPDATE user_houses SET position = array_position($2::int[], house_id) - 1 WHERE user_id = $1',
    [userId, houseIds],
  );
}

export async function currentPhoto(db: Queryable, userId: number): Promise<string | null> {
  const [row] = await db.query<{ photo: string | null }>('SELECT photo FROM users WHERE id = $1', [userId]);
  return row?.photo ?? null;
}

/** The users columns a profile update may write; absent ones keep their value. */
export interface ColumnUpdate {
  locale?: Locale;
  notifications?: boolean;
  theme?: Theme;
  confidentiality?: Confidentiality;
  photo?: string | null;
  show?: ShowItem[];
  mobilephone?: string | null;
  wizard?: readonly string[];
}

/** Writes the given columns of users; the others keep their value. */
export async function updateUserColumns(db: Queryable, userId: number, update: ColumnUpdate): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [userId];
  const set = (column: string, value: unknown, cast = '') => {
    params.push(value);
    sets.push(`${column} = $${String(params.length)}${cast}`);
  };
  if (update.locale !== undefined) set('locale', update.locale);
  if (update.notifications !== undefined) set('notifications', update.notifications);
  if (update.theme !== undefined) set('theme', update.theme);
  if (update.confidentiality !== undefined) set('confidentiality', update.confidentiality);
  if (update.photo !== undefined) set('photo', update.photo);
  if (update.show !== undefined) set('show', update.show, '::text[]');
  if (update.mobilephone !== undefined) set('mobilephone', update.mobilephone);
  if (update.wizard !== undefined)
    set('wizard', JSON.stringify(update.wizard.map((slug) => ({ slug }))), '::jsonb');
  if (sets.length === 0) return;
  await db.query(`UPDATE users SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params);
}
