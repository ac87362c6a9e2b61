import { randomBytes, randomInt } from 'node:crypto';
import { Router } from 'express';
import type { UserContext } from '../../platform/context.js';
import type { Database } from '../../platform/db/database.js';
import { Tenant } from '../../platform/db/tenancy.js';
import { Invalid, NotFound } from '../../platform/errors.js';
import { userContextOf } from '../../platform/http/authorize.js';
import { operation } from '../../platform/http/openapi.js';
import { userChanged } from './caller.js';
import { findUser } from './repository.js';
import { userAvatarsTable, usersTable } from './tables.js';

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

/** Replaces the user's picture (old ones removed) and points pictureURL at the new one, in one transaction. */
async function storeAvatar(context: UserContext, bytes: Buffer, type: AvatarType): Promise<string> {
  const { tenant } = context;
  const token = randomBytes(16).toString('hex');
  const url = avatarUrl(context.companyId, token);
  await tenant.transaction(async (t) => {
    await tenant.destroy(userAvatarsTable, { userId: context.userId }, t);
    await tenant.insert(
      userAvatarsTable,
      {
        userId: context.userId,
        token,
        contentType: type,
        size: bytes.length,
        content: bytes,
        createdAt: new Date(),
      },
      t,
    );
    await tenant.update(usersTable, { id: context.userId }, { pictureURL: url, updatedAt: new Date() }, t);
  });
  await userChanged(tenant, { userId: context.userId, actorUserId: context.signedInUserId });
  return url;
}

/** `PATCH /users/avatar`: the signed-in user's own picture (nobody else's: the call names no user). */
export async function uploadAvatar(
  context: UserContext,
  input: { avatarBase64: string },
): Promise<{ url: string }> {
  const { bytes, type } = decodeAvatar(input.avatarBase64);
  return { url: await storeAvatar(context, bytes, type) };
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** `PATCH /users/avatar/randomize`: a new picture of the user's initials on a random colour. */
export async function randomizeAvatar(context: UserContext): Promise<{ url: string }> {
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
  return { url: await storeAvatar(context, Buffer.from(svg, 'utf8'), 'image/svg+xml') };
}

/**
 * The avatar calls. The picture itself (`GET /avatars/{companyId}/{token}`) is public by its random
 * token, as an <img> sends no bearer: served with the type sniffed at upload, `nosniff`, and a CSP
 * that sandboxes it should anyone open it as a document.
 */
export function avatarRoutes(db: Database): Router {
  const router = Router();
  router.patch(
    '/users/avatar',
    operation('uploadAvatar', async (req, res) => {
      res.json(await uploadAvatar(userContextOf(req), req.body));
    }),
  );
  router.patch(
    '/users/avatar/randomize',
    operation('randomizeAvatar', async (req, res) => {
      res.json(await randomizeAvatar(userContextOf(req)));
    }),
  );
  router.get(
    '/avatars/:companyId/:token',
    operation('getAvatar', async (req, res) => {
      const tenant = new Tenant(db, Number(req.params.companyId));
      const row = await tenant.findOne(userAvatarsTable, { token: String(req.params.token) });
      if (!row) throw new NotFound('Avatar not found.');
      const content = Buffer.isBuffer(row.content) ? row.content : Buffer.from(row.content as Uint8Array);
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
