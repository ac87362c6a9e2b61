import { Op } from 'sequelize';
import { modelsOf, type Row } from '../../db/models.js';
import type { Database } from '../../db/database.js';

/** Login attempts in flight (state handle → nonce and where to return), for passport-openidconnect. */
export async function insertAuthState(
  db: Database,
  state: { handle: string; nonce: string | null; payload: unknown; expiresAt: Date },
): Promise<void> {
  await modelsOf(db.sequelize).auth_states.create({
    ...state,
    payload: JSON.stringify(state.payload ?? null),
  });
}

/** Takes (reads and deletes) a live login state: a state is usable once. */
export async function takeAuthState(
  db: Database,
  handle: string,
): Promise<{ nonce: string | null; payload: unknown } | null> {
  const model = modelsOf(db.sequelize).auth_states;
  const row = (await model.findOne({
    where: { handle, expiresAt: { [Op.gt]: new Date() } },
    raw: true,
  })) as Row | null;
  const deleted = await model.destroy({ where: { handle } });
  if (!row || deleted === 0) return null;
  await model.destroy({ where: { expiresAt: { [Op.lte]: new Date() } } });
  return { nonce: row.nonce === null ? null : String(row.nonce), payload: JSON.parse(String(row.payload)) };
}
