import type { UserAcf } from '@campus/domain/user';
import type { FastifyPluginCallback } from 'fastify';
import { signedInUser } from '../auth/authenticate.ts';
import type { Queryable } from '../db/db.ts';
import { photoOwner, pruneUnusedPhotos } from '../db/photos-repository.ts';
import {
  currentPhoto,
  replaceUserTags,
  reorderUserHouses,
  tagsForUpdate,
  updateUserColumns,
  userHouseIds,
} from '../db/profile-repository.ts';
import { findUserRecord } from '../db/users-repository.ts';
import { parseProfileUpdate, type FieldErrors, type ProfileUpdate } from '../services/profile-update.ts';
import { ownProfile } from '../services/user-profile.ts';
import { WpHttpError, WpErrorSchema } from '@campus/domain/wp-error';
import { canonicalPhotoUrl, photoIdOf } from '../photos/photo-urls.ts';
import { userSchema } from './user-schema.ts';

/** The tag groups a person chooses from in the profile and the wizard; roles and committees are the campus's. */
const SELF_CHOSEN_TAG_GROUPS: ReadonlySet<string> = new Set([
  'interest',
  'establishment',
  'discipline',
  'study_year',
]);

/** A 400 naming every refused field, WordPress style (`data.params`: field → reason). */
class InvalidParams extends Error {
  constructor(readonly params: FieldErrors) {
    super(`Invalid parameter(s): ${Object.keys(params).join(', ')}`);
  }
}

const invalidParamsSchema = {
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: {
    code: { type: 'string' },
    message: { type: 'string' },
    data: {
      type: 'object',
      required: ['status'],
      properties: {
        status: { type: 'integer' },
        params: { type: 'object', additionalProperties: { type: 'string' } },
      },
    },
  },
} as const;

async function resolveTags(tx: Queryable, userId: number, requested: number[]): Promise<number[]> {
  const known = await tagsForUpdate(tx, userId, requested);
  const byId = new Map(known.map((tag) => [tag.id, tag]));
  for (const id of requested) {
    const tag = byId.get(id);
    if (tag === undefined) throw new InvalidParams({ tags: `tag ${String(id)} does not exist` });
    // A person may list a campus-given tag they already hold (clients send the whole set back), never add one.
    if (!(tag.group !== null && SELF_CHOSEN_TAG_GROUPS.has(tag.group)) && !tag.held) {
      throw new InvalidParams({ tags: `tag ${String(id)} is not an interest or cursus tag` });
    }
  }
  // Campus-given tags are kept whether listed or not: the person can neither add nor drop them.
  const kept = known.filter(
    (tag) => tag.held && !(tag.group !== null && SELF_CHOSEN_TAG_GROUPS.has(tag.group)),
  );
  return [...new Set([...requested, ...kept.map((tag) => tag.id)])];
}

async function resolvePhoto(tx: Queryable, userId: number, photo: string | null): Promise<string | null> {
  if (photo === null) return null;
  const photoId = photoIdOf(photo);
  if (photoId !== null) {
    if ((await photoOwner(tx, photoId)) !== userId)
      throw new InvalidParams({ photo: 'is not a photo you uploaded' });
    return canonicalPhotoUrl(photoId);
  }
  // Any other value is accepted only unchanged (a picture given by the campus, sent back by a profile save).
  if ((await currentPhoto(tx, userId)) === photo) return photo;
  throw new InvalidParams({ photo: 'must be the URL of a photo you uploaded' });
}

async function applyUpdate(tx: Queryable, userId: number, update: ProfileUpdate): Promise<void> {
  const columns = { ...update };
  if (update.photo !== undefined) columns.photo = await resolvePhoto(tx, userId, update.photo);
  if (update.tags !== undefined)
    await replaceUserTags(tx, userId, await resolveTags(tx, userId, update.tags));
  if (update.user_house !== undefined) {
    const own = await userHouseIds(tx, userId);
    const requested = update.user_house;
    if (requested.length !== own.length || !requested.every((id) => own.includes(id))) {
      throw new InvalidParams({ user_house: 'must list exactly your own houses, in the new order' });
    }
    await reorderUserHouses(tx, userId, requested);
  }
  await updateUserColumns(tx, userId, columns);
  if (update.photo !== undefined) await pruneUnusedPhotos(tx, userId, columns.photo ?? null);
}

/**
 * PUT /acf/v3/users/{id} (spec §7): a person updates their own profile. Every field is checked, and all
 * of them are written in one transaction, so a refused field leaves the record exactly as it was.
 */
export const usersProfileRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.put<{ Params: { id: number }; Body: { acf: Record<string, unknown> } }>(
    '/acf/v3/users/:id',
    {
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
        body: {
          type: 'object',
          required: ['acf'],
          properties: { acf: { type: 'object' } },
        },
        response: {
          200: { type: 'object', required: ['acf'], properties: { acf: userSchema.properties.acf } },
          400: invalidParamsSchema,
          403: WpErrorSchema,
        },
      },
    },
    async (request, reply): Promise<{ acf: UserAcf }> => {
      const user = signedInUser(request);
      // Another person's id, existing or not, gets the same answer: nothing tells who exists.
      if (request.params.id !== user.id) {
        throw new WpHttpError(403, 'rest_cannot_edit', 'Sorry, you are not allowed to edit this user.');
      }
      const parsed = parseProfileUpdate(request.body.acf);
      try {
        if (!parsed.ok) throw new InvalidParams(parsed.errors);
        await app.db.transaction((tx) => applyUpdate(tx, user.id, parsed.update));
      } catch (error) {
        if (!(error instanceof InvalidParams)) throw error;
        return reply.status(400).send({
          code: 'rest_invalid_param',
          message: error.message,
          data: { status: 400, params: error.params },
        });
      }
      const record = await findUserRecord(app.db, user.id);
      if (record === null) throw new WpHttpError(404, 'rest_user_invalid_id', 'Invalid user ID.');
      const profile = ownProfile(record);
      reply.header('cache-control', 'no-store');
      return { acf: { ...profile.acf, photo: app.photoUrls.forViewer(profile.acf.photo, user.id) } };
    },
  );
  done();
};
