import { DataTypes, type QueryInterface } from 'sequelize';
import { cascadingReference, ensureIndex, ensureTable, idColumn } from '../ddl.js';

/**
 * Background jobs (platform/jobs): rows claimed by workers (doc 2 §3 job statuses). A worker owns
 * a job through `claimToken` while `leaseUntil` lies ahead and renews the lease as it runs; a job
 * whose lease ran out is taken over or marked INCOMPLETE. `uniqueKey` makes a scheduled enqueue
 * (the nightly calculation) happen once per company and day however many workers try.
 * Re-runnable from any point (MySQL commits each DDL statement on its own): see `ddl.ts`.
 */
export async function up(q: QueryInterface): Promise<void> {
  await ensureTable(q, 'jobs', {
    id: idColumn(),
    companyId: cascadingReference('companies'),
    kind: { type: DataTypes.STRING(64), allowNull: false },
    status: { type: DataTypes.STRING(16), allowNull: false },
    payload: { type: DataTypes.TEXT, allowNull: false },
    result: { type: DataTypes.TEXT, allowNull: true },
    error: { type: DataTypes.TEXT, allowNull: true },
    progressDone: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    progressTotal: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    uniqueKey: { type: DataTypes.STRING(128), allowNull: true },
    // The user who asked for it (null for a schedule or an API key); no foreign key, so that the
    // history of a removed user's jobs stays.
    createdBy: { type: DataTypes.INTEGER, allowNull: true },
    attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    maxAttempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 3 },
    workerId: { type: DataTypes.STRING(128), allowNull: true },
    claimToken: { type: DataTypes.STRING(36), allowNull: true },
    leaseUntil: { type: DataTypes.DATE(3), allowNull: true },
    runAt: { type: DataTypes.DATE(3), allowNull: false },
    createdAt: { type: DataTypes.DATE(3), allowNull: false },
    startedAt: { type: DataTypes.DATE(3), allowNull: true },
    finishedAt: { type: DataTypes.DATE(3), allowNull: true },
    updatedAt: { type: DataTypes.DATE(3), allowNull: false },
  });
  // Claiming: the oldest due job of a status.
  await ensureIndex(q, 'jobs', ['status', 'runAt']);
  // A company's jobs of a kind, latest first (the calculation lists).
  await ensureIndex(q, 'jobs', ['companyId', 'kind', 'createdAt']);
  // The real-time relay reads what changed since its last look.
  await ensureIndex(q, 'jobs', ['updatedAt']);
  await ensureIndex(q, 'jobs', ['companyId', 'kind', 'uniqueKey'], { unique: true });
}

export async function down(q: QueryInterface): Promise<void> {
  await q.dropTable('jobs');
}
