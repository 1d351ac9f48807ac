/**
 * Signed preview links (issue #33, docs/decisions/035-signed-preview-links.md). Whoever may read an item in
 * the console signs a link to its saved content; a colleague with an editor role opens it for
 * STAFF_PREVIEW_LINK_DAYS. The token names the item, the saved version it was shared at, who shared it and
 * until when, under an HMAC of a key derived from the server secret: nothing is stored, and a link cannot be
 * made for another item or stretched in time. Opening it reads the item as the person who shared it, so a
 * link stops opening once they may no longer read the item, or the item is gone.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { StaffContentType, StaffItem } from '@campus/domain/staff';
import { STAFF_PREVIEW_LINK_DAYS, type StaffPreview } from '@campus/domain/staff-preview';
import type { StaffRole } from '@campus/domain/staff-roles';
import { WpHttpError } from '@campus/domain/wp-error';
import type { Queryable } from '../../db/db.ts';
import { housesForStaff } from '../../db/staff-grants-repository.ts';
import { groupOfRow } from '../../db/staff-items-repository.ts';
import { findUserIdentityById, findUserRecord, type UserIdentity } from '../../db/users-repository.ts';
import { editedType } from './edited-types.ts';
import { forbidden, staffCaller, type StaffCaller } from './staff-access.ts';
import { getItem } from './staff-items.ts';

const DAY_S = 86_400;
const PREVIEW_LINK_TTL_S = STAFF_PREVIEW_LINK_DAYS * DAY_S;

/** The roles that open a colleague's preview link: those that edit items. */
const PREVIEW_ROLES: readonly StaffRole[] = ['campus-editor', 'house-editor'];

interface PreviewClaims {
  type: StaffContentType;
  /** One row of the item (its group is looked up): a group would not fit in the token. */
  row: number;
  /** A digest of the shared version's content (the staged change's on a live item with one). */
  version: string;
  sharedBy: number;
  /** Epoch seconds. */
  expires: number;
}

const invalidLink = () =>
  new WpHttpError(404, 'rest_preview_link_invalid', 'This preview link is not valid.');
const expiredLink = () => new WpHttpError(404, 'rest_preview_link_expired', 'This preview link has expired.');

export interface PreviewLinkSigner {
  sign(claims: PreviewClaims): string;
  /** The claims of a token whose signature is right, or null. Expiry is the caller's to check. */
  verify(token: string): PreviewClaims | null;
}

const TYPES: readonly StaffContentType[] = ['post', 'event'];
const FORMAT = 1;
const VERSION_BYTES = 6;
/** format, type, row, sharer, expiry, version digest: 20 bytes, 27 characters of base64url. */
const PAYLOAD_BYTES = 1 + 1 + 4 + 4 + 4 + VERSION_BYTES;

/**
 * A short digest of the saved content residents would see: the token only has to tell whether the item was
 * changed since it was shared (its saved time has a second's resolution: too coarse for that).
 */
function versionDigest(item: StaffItem): string {
  const { fr, en, houses, image, sticky, start, end, visibility } = item;
  const content = JSON.stringify({ fr, en, houses, image, sticky, start, end, visibility });
  return createHash('sha256').update(content).digest().subarray(0, VERSION_BYTES).toString('base64url');
}

/**
 * The token is `payload~signature`, both base64url: fixed binary claims, so that the whole token (71
 * characters) fits the router's 100-character limit on a path parameter, and no dot, so that log
 * redaction takes it whole.
 */
export function createPreviewLinkSigner(key: string): PreviewLinkSigner {
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    sign(claims) {
      const bytes = Buffer.alloc(PAYLOAD_BYTES);
      bytes.writeUInt8(FORMAT, 0);
      bytes.writeUInt8(TYPES.indexOf(claims.type), 1);
      bytes.writeUInt32BE(claims.row, 2);
      bytes.writeUInt32BE(claims.sharedBy, 6);
      bytes.writeUInt32BE(claims.expires, 10);
      Buffer.from(claims.version, 'base64url').copy(bytes, 14);
      const payload = bytes.toString('base64url');
      return `${payload}~${mac(payload)}`;
    },
    verify(token) {
      const [payload, signature, ...rest] = token.split('~');
      if (payload === undefined || signature === undefined || rest.length > 0) return null;
      const expected = Buffer.from(mac(payload));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      // Signed by this server, so written by sign() above (a later format would change FORMAT).
      const bytes = Buffer.from(payload, 'base64url');
      const type = TYPES[bytes.readUInt8(1)];
      if (bytes.length !== PAYLOAD_BYTES || bytes.readUInt8(0) !== FORMAT || type === undefined) return null;
      return {
        type,
        row: bytes.readUInt32BE(2),
        sharedBy: bytes.readUInt32BE(6),
        expires: bytes.readUInt32BE(10),
        version: bytes.subarray(14).toString('base64url'),
      };
    },
  };
}

const savedVersionOf = (item: StaffItem) => item.staged?.modified ?? item.modified;

/** POST /staff/items/{type}/{group}/preview-link: for whoever may read the item in the console. */
export async function createPreviewLink(
  db: Queryable,
  signer: PreviewLinkSigner,
  caller: StaffCaller,
  type: StaffContentType,
  group: string,
  now: number,
): Promise<{ token: string; expires: Date }> {
  const item = await getItem(db, caller, type, group);
  const row = item.ids.fr ?? item.ids.en;
  if (row === undefined) throw invalidLink();
  const expires = Math.ceil(now / 1000) + PREVIEW_LINK_TTL_S;
  const version = versionDigest(item);
  const token = signer.sign({ type, row, version, sharedBy: caller.id, expires });
  return { token, expires: new Date(expires * 1000) };
}

/** The sharer as the console knows them, or null once they have no role left. */
async function sharerOf(db: Queryable, sharedBy: number): Promise<StaffCaller | null> {
  const sharer: UserIdentity | null = await findUserIdentityById(db, sharedBy);
  if (sharer === null) return null;
  try {
    return await staffCaller(db, sharer);
  } catch (error) {
    if (error instanceof WpHttpError && error.status === 403) return null;
    throw error;
  }
}

/** The item as its sharer may read it now, or null when they may not any more (or it is gone). */
async function itemAsSharer(
  db: Queryable,
  sharer: StaffCaller,
  claims: PreviewClaims,
): Promise<StaffItem | null> {
  const group = await groupOfRow(db, editedType(claims.type).table, claims.row);
  if (group === null) return null;
  try {
    return await getItem(db, sharer, claims.type, group);
  } catch (error) {
    if (error instanceof WpHttpError && (error.status === 403 || error.status === 404)) return null;
    throw error;
  }
}

/**
 * GET /staff/preview/{token}. The role is checked first: a person without an editor role learns nothing of
 * a link, not even whether it is valid.
 */
export async function openPreviewLink(
  db: Queryable,
  signer: PreviewLinkSigner,
  user: UserIdentity,
  token: string,
  now: number,
): Promise<StaffPreview> {
  const caller = await staffCaller(db, user);
  if (!caller.grants.some((grant) => PREVIEW_ROLES.includes(grant.role))) throw forbidden();
  const claims = signer.verify(token);
  if (claims === null) throw invalidLink();
  if (claims.expires * 1000 <= now) throw expiredLink();
  const sharer = await sharerOf(db, claims.sharedBy);
  const item = sharer === null ? null : await itemAsSharer(db, sharer, claims);
  if (item === null) throw invalidLink();
  const [houses, sharerRecord] = await Promise.all([
    housesForStaff(db, item.houses),
    findUserRecord(db, claims.sharedBy),
  ]);
  // In the item's order: the first house is the one the residents' card names.
  const named = item.houses.flatMap((id) => houses.filter((house) => house.id === id));
  return {
    type: item.type,
    group: item.group,
    status: item.status,
    ...(item.staged === undefined ? {} : { staged: item.staged.state }),
    houses: named.map(({ id, name }) => ({ id, name })),
    ...(item.fr === undefined ? {} : { fr: item.fr }),
    ...(item.en === undefined ? {} : { en: item.en }),
    image_url: item.image_url,
    ...(item.sticky === undefined ? {} : { sticky: item.sticky }),
    ...(item.start === undefined ? {} : { start: item.start }),
    ...(item.end === undefined ? {} : { end: item.end }),
    modified: savedVersionOf(item),
    changed_since_shared: versionDigest(item) !== claims.version,
    shared_by: { display_name: sharerRecord?.display_name ?? '' },
    expires: new Date(claims.expires * 1000).toISOString(),
  };
}
