import { randomBytes, randomInt } from 'node:crypto';
import { Router } from 'express';
import type { UserContext } from '../../platform/context.js';
import type { Database } from '../../platform/db/database.js';
import { Tenant } from '../../platform/db/tenancy.js';
import { Invalid, NotFound } from '../../platform/errors.js';
import { userContextOf } from '../../platform/http/authorize.js';
import { operation } from '../../platform/http/openapi.js';
import { logger } from '../../platform/logging.js';
import type { BlobStore } from '../../platform/storage/index.js';
import { userChanged } from './caller.js';
import { findUser } from './repository.js';
import { userAvatarsTable, usersTable, type UserAvatarRow } from './tables.js';

/** Spec doc 3 §5 and §9: one file, at most 5,000,000 bytes, jpeg/jpg/png/svg. */
export const AVATAR_MAX_BYTES = 5_000_000;

export const AVATAR_MESSAGES = {
  missing: 'An avatar must be provided',
  tooLarge: 'File is too large',
  invalidType: 'Invalid file type',
} as const;

type AvatarType = 'image/jpeg' | 'image/png' | 'image/svg+xml';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const SVG_START = /^(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i;
// Never rendered as a document by us (an <img> runs no script, and the picture is served under a
// sandboxing CSP), but an SVG that carries script or foreign content is refused all the same.
const SVG_ACTIVE = /<script|<foreignObject|\son[a-z]+\s*=|javascript:|<iframe|<embed|<object/i;

/** The picture's type from its bytes (never from what the browser claims), or null. */
export function sniffAvatar(bytes: Buffer): AvatarType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG)) return 'image/png';
  const text = bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (SVG_START.test(text) && !SVG_ACTIVE.test(text) && /<\/svg>\s*$/i.test(text)) return 'image/svg+xml';
  return null;
}

/**
 * Whether `data` is base64: its alphabet, then at most two `=`. Searched for one character outside
 * the alphabet rather than matched whole: `^[…]+={0,2}$` over a picture of megabytes overflowed
 * V8's stack (a RangeError, so a 500 for an oversized upload).
 */
function isBase64(data: string): boolean {
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  const body = data.slice(0, data.length - padding);
  return body.length > 0 && !/[^A-Za-z0-9+/]/.test(body);
}

/** `avatarBase64`, bare or as a data URL, decoded and checked: the spec's message on the field. */
function decodeAvatar(avatarBase64: string): { bytes: Buffer; type: AvatarType } {
  const field = 'avatarBase64';
  const data = avatarBase64.replace(/^data:[^;,]*;base64,/, '').replace(/\s+/g, '');
  if (data === '') throw new Invalid([{ field, message: AVATAR_MESSAGES.missing }]);
  if (!isBase64(data)) throw new Invalid([{ field, message: AVATAR_MESSAGES.invalidType }]);
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length === 0) throw new Invalid([{ field, message: AVATAR_MESSAGES.missing }]);
  if (bytes.length > AVATAR_MAX_BYTES) throw new Invalid([{ field, message: AVATAR_MESSAGES.tooLarge }]);
  const type = sniffAvatar(bytes);
  if (!type) throw new Invalid([{ field, message: AVATAR_MESSAGES.invalidType }]);
  return { bytes, type };
}

export const avatarUrl = (companyId: number, token: string) => `/api/avatars/${companyId}/${token}`;

/** The blob store's key of a picture: one folder per company, the picture's random token. */
export const avatarStoreKey = (companyId: number, token: string) => `avatars/${companyId}/${token}`;

/**
 * Replaces the user's picture and points pictureURL at the new one. The bytes go to the blob store
 * first, under a key nothing points at yet; one transaction then swaps the rows and the URL; only
 * after it commits are the previous pictures' objects removed. A crash or a failure anywhere
 * leaves at worst an object nothing points at (harmless), never a row whose object is missing.
 */
async function storeAvatar(
  context: UserContext,
  blobs: BlobStore,
  bytes: Buffer,
  type: AvatarType,
): Promise<string> {
  const { tenant } = context;
  const token = randomBytes(16).toString('hex');
  const url = avatarUrl(context.companyId, token);
  const storeKey = avatarStoreKey(context.companyId, token);
  await blobs.put(storeKey, bytes, type);
  let replaced: (string | null)[];
  // Whether the transaction's work ran to its end: past that point, an error is the COMMIT's, and
  // a commit that failed on the way back (a dropped connection) may still have happened.
  let committing = false;
  try {
    replaced = await tenant.transaction(async (t) => {
      const previous = await tenant.findAll(userAvatarsTable, {
        where: { userId: context.userId },
        attributes: ['storeKey'],
        transaction: t,
      });
      await tenant.destroy(userAvatarsTable, { userId: context.userId }, t);
      await tenant.insert(
        userAvatarsTable,
        {
          userId: context.userId,
          token,
          contentType: type,
          size: bytes.length,
          content: null,
          storeKey,
          createdAt: new Date(),
        },
        t,
      );
      await tenant.update(usersTable, { id: context.userId }, { pictureURL: url, updatedAt: new Date() }, t);
      committing = true;
      return previous.map((row) => row.storeKey);
    });
  } catch (error) {
    // Rolled back for sure: nothing points at the new object. After a failed COMMIT it stays, as
    // the row may exist after all (a leftover object is harmless, a missing one is not).
    if (!committing) await removeObject(blobs, storeKey, 'a picture whose upload failed');
    throw error;
  }
  // Rows written before the blob store (migration 0036) kept their bytes in `content`: no object.
  for (const key of replaced) if (key) await removeObject(blobs, key, 'a replaced picture');
  await userChanged(tenant, { userId: context.userId, actorUserId: context.signedInUserId });
  return url;
}

/**
 * Best effort: an object nothing points at only takes room, so failing to remove one is logged
 * rather than failing the call whose change has already committed.
 */
async function removeObject(blobs: BlobStore, key: string, what: string): Promise<void> {
  try {
    await blobs.delete(key);
  } catch (error) {
    const { name, message } = error instanceof Error ? error : { name: 'Error', message: String(error) };
    logger.warn(
      { key, store: blobs.location, error: { name, message } },
      `Could not remove ${what} from the blob store`,
    );
  }
}

/** `PATCH /users/avatar`: the signed-in user's own picture (nobody else's: the call names no user). */
export async function uploadAvatar(
  context: UserContext,
  blobs: BlobStore,
  input: { avatarBase64: string },
): Promise<{ url: string }> {
  const { bytes, type } = decodeAvatar(input.avatarBase64);
  return { url: await storeAvatar(context, blobs, bytes, type) };
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** `PATCH /users/avatar/randomize`: a new picture of the user's initials on a random colour. */
export async function randomizeAvatar(context: UserContext, blobs: BlobStore): Promise<{ url: string }> {
  const user = await findUser(context.tenant, context.userId);
  if (!user) throw new NotFound('User not found.');
  const initials = escapeXml(
    [user.firstName, user.lastName]
      .map((name) => [...name.trim()][0] ?? '')
      .join('')
      .toUpperCase(),
  );
  const hue = randomInt(360);
  const angle = randomInt(360);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)">` +
    `<stop offset="0" stop-color="hsl(${hue},65%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,35%)"/>` +
    `</linearGradient></defs><rect width="256" height="256" fill="url(#g)"/>` +
    `<text x="128" y="128" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="100" fill="#fff">${initials}</text></svg>`;
  return { url: await storeAvatar(context, blobs, Buffer.from(svg, 'utf8'), 'image/svg+xml') };
}

/**
 * The avatar calls. The picture itself (`GET /avatars/{companyId}/{token}`) is public by its random
 * token, as an <img> sends no bearer: served with the type sniffed at upload, `nosniff`, and a CSP
 * that sandboxes it should anyone open it as a document. Its bytes come from the blob store, or
 * from the row for a picture stored before the blob store existed.
 */
export function avatarRoutes(db: Database, blobs: BlobStore): Router {
  const router = Router();
  router.patch(
    '/users/avatar',
    operation('uploadAvatar', async (req, res) => {
      res.json(await uploadAvatar(userContextOf(req), blobs, req.body));
    }),
  );
  router.patch(
    '/users/avatar/randomize',
    operation('randomizeAvatar', async (req, res) => {
      res.json(await randomizeAvatar(userContextOf(req), blobs));
    }),
  );
  router.get(
    '/avatars/:companyId/:token',
    operation('getAvatar', async (req, res) => {
      const tenant = new Tenant(db, Number(req.params.companyId));
      const row = await tenant.findOne(userAvatarsTable, { token: String(req.params.token) });
      if (!row) throw new NotFound('Avatar not found.');
      const content = await avatarBytes(row, blobs);
      if (!content) throw new NotFound('Avatar not found.');
      // The type sniffed at upload (the row's), whatever the store answers.
      res.setHeader('Content-Type', row.contentType);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      res.setHeader('Content-Disposition', 'inline; filename="avatar"');
      // A token names one picture forever (a new picture gets a new token).
      res.setHeader('Cache-Control', 'private, max-age=31536000, immutable');
      res.status(200).end(content);
    }),
  );
  return router;
}

/** The picture's bytes: its object in the store, or the row's own for a picture from before 0036. */
async function avatarBytes(
  row: Pick<UserAvatarRow, 'storeKey' | 'content' | 'companyId' | 'token'>,
  blobs: BlobStore,
): Promise<Buffer | null> {
  if (row.storeKey) {
    const stored = await blobs.get(row.storeKey);
    if (!stored)
      // Never expected (the object is written before its row, removed after): a lost file or a
      // store other instances do not share. Logged, as the picture is gone.
      logger.error(
        { key: row.storeKey, store: blobs.location, companyId: row.companyId },
        'An avatar row points at an object the blob store does not hold',
      );
    return stored?.bytes ?? null;
  }
  if (!row.content) return null;
  return Buffer.isBuffer(row.content) ? row.content : Buffer.from(row.content as Uint8Array);
}
