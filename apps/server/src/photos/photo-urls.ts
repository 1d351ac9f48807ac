import { createHmac, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';

/** Where stored photos are served; users.photo holds `${PHOTO_PATH_PREFIX}{id}`. */
export const PHOTO_PATH_PREFIX = '/wp-json/portal/v1/photos/';
const DAY_MS = 86_400_000;

declare module 'fastify' {
  interface FastifyInstance {
    photoUrls: PhotoUrls;
  }
}

/**
 * An <img> cannot send the bearer token, so a stored photo's URL carries who it was issued to, until when,
 * and an HMAC of both: the photo route then checks that this viewer may see the picture (spec §6) at the
 * time of the request, not only when the URL was handed out. URLs change once a day so browsers can cache.
 */
export interface PhotoUrls {
  /** acf.photo as `viewerId` receives it: stored photos signed for them, anything else unchanged. */
  forViewer(stored: string | null, viewerId: number): string | null;
  /** The viewer a signed photo URL was issued to, or null when its signature or expiry is wrong. */
  verify(photoId: number, query: SignedPhotoQuery, now?: number): number | null;
}

export interface SignedPhotoQuery {
  viewer?: string;
  expires?: string;
  signature?: string;
}

/** The stored photo id in a canonical or signed photo URL (absolute or not), or null. */
export function photoIdOf(url: string): number | null {
  let path: string;
  try {
    path = new URL(url, 'http://portal.invalid').pathname;
  } catch {
    return null;
  }
  if (!path.startsWith(PHOTO_PATH_PREFIX)) return null;
  const id = Number(path.slice(PHOTO_PATH_PREFIX.length));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function canonicalPhotoUrl(photoId: number): string {
  return `${PHOTO_PATH_PREFIX}${String(photoId)}`;
}

export function createPhotoUrls(key: string, clock: () => number = Date.now): PhotoUrls {
  const sign = (photoId: number, viewerId: number, expires: number) =>
    createHmac('sha256', key).update(`${photoId}.${viewerId}.${expires}`).digest('base64url');
  return {
    forViewer(stored, viewerId) {
      if (stored === null) return null;
      // An inline picture (the sample and large campuses' initials) is never a stored photo: no URL parse of
      // its hundreds of characters for each person of a directory page.
      if (stored.startsWith('data:')) return stored;
      const photoId = photoIdOf(stored);
      if (photoId === null) return stored;
      // Valid to the end of tomorrow (UTC): at least a day, and the same URL all day long.
      const expires = (Math.floor(clock() / DAY_MS) + 2) * DAY_MS;
      const query = new URLSearchParams({
        viewer: String(viewerId),
        expires: String(expires),
        signature: sign(photoId, viewerId, expires),
      });
      return `${canonicalPhotoUrl(photoId)}?${query.toString()}`;
    },
    verify(photoId, query, now = clock()) {
      const viewerId = Number(query.viewer);
      const expires = Number(query.expires);
      if (!Number.isSafeInteger(viewerId) || viewerId <= 0 || !Number.isSafeInteger(expires)) return null;
      if (expires <= now || query.signature === undefined) return null;
      const expected = Buffer.from(sign(photoId, viewerId, expires));
      const given = Buffer.from(query.signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? viewerId : null;
    },
  };
}

/** Decorates the app with photoUrls, for every route that answers a person's acf.photo. */
export const photoUrlsPlugin = fp<{ key: string }>(
  (app, { key }, done) => {
    app.decorate('photoUrls', createPhotoUrls(key));
    done();
  },
  { name: 'photo-urls' },
);
