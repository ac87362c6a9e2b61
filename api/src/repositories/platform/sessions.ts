import { Op } from 'sequelize';
import { modelsOf, toIso, type Row } from '../../db/models.js';
import type { Database } from '../../db/database.js';

export interface Session {
  id: number;
  userId: number;
  impersonatedUserId: number | null;
  createdAt: string;
  expiresAt: string;
}

function toSession(row: Row): Session {
  return {
    id: Number(row.id),
    userId: Number(row.userId),
    impersonatedUserId:
      row.impersonatedUserId === null || row.impersonatedUserId === undefined
        ? null
        : Number(row.impersonatedUserId),
    createdAt: toIso(row.createdAt)!,
    expiresAt: toIso(row.expiresAt)!,
  };
}

export async function insertSession(
  db: Database,
  values: { tokenHash: string; userId: number; expiresAt: Date },
): Promise<Session> {
  const model = modelsOf(db.sequelize).sessions;
  const created = await model.create({
    ...values,
    impersonatedUserId: null,
    createdAt: new Date(),
    revokedAt: null,
  });
  return (await findSession(db, created.get('id') as number))!;
}

/** A live session: neither revoked nor expired. */
export async function findLiveSessionByHash(
  db: Database,
  tokenHash: string,
  now = new Date(),
): Promise<Session | null> {
  const row = (await modelsOf(db.sequelize).sessions.findOne({
    where: { tokenHash, revokedAt: null, expiresAt: { [Op.gt]: now } },
    raw: true,
  })) as Row | null;
  return row ? toSession(row) : null;
}

export async function findSession(db: Database, id: number, now = new Date()): Promise<Session | null> {
  const row = (await modelsOf(db.sequelize).sessions.findOne({
    where: { id, revokedAt: null, expiresAt: { [Op.gt]: now } },
    raw: true,
  })) as Row | null;
  return row ? toSession(row) : null;
}

export async function revokeSession(db: Database, id: number): Promise<void> {
  await modelsOf(db.sequelize).sessions.update({ revokedAt: new Date() }, { where: { id } });
}

export async function setImpersonation(
  db: Database,
  id: number,
  impersonatedUserId: number | null,
): Promise<void> {
  await modelsOf(db.sequelize).sessions.update({ impersonatedUserId }, { where: { id } });
}
