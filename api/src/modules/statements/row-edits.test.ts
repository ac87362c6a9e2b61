import { describe, expect, it } from 'vitest';
import { demoMonths } from '../../demo-commissions.js';
import { todayIso } from '../../platform/db/values.js';
import { describeOnEachDatabase } from '../../platform/test/suite.js';
import { OVERWRITE_MESSAGES } from './overwrites.js';
import { FROZEN_MESSAGE } from './review-state.js';
import { ROW_EDIT_MESSAGES } from './row-edits.js';
import { rowEditsTable } from './tables.js';
import { drainJobs } from './test/jobs.js';

const email = (key: string) => `${key}@demo.accrue.local`;
const ADMIN = email('admin');
const OTHER_ADMIN = 'admin@other.accrue.local';
const PERIOD = '2026-03';

interface Row {
  key: string;
  values: Record<string, unknown>;
}

describeOnEachDatabase('rows left out of or added to a statement by hand', (suite) => {
  const { as, idOf, tenantOf } = suite;

  const drain = async () => drainJobs(suite.harness().db, await tenantOf(ADMIN));

  async function statementOf(rep: string, periodId = PERIOD) {
    const admin = await as(ADMIN);
    const list = await admin('GET', `/userStatements?periodId=${periodId}&userIds=${await idOf(email(rep))}`);
    const item = list.body.items.find(
      (s: { plan: { name: string } }) => s.plan.name === 'Account Executives 2026',
    );
    const detail = await admin('GET', `/statements/${item.id}`);
    expect(detail.status).toBe(200);
    return detail.body;
  }

  const rowsOf = async (statementId: number): Promise<Row[]> =>
    (await (await as(ADMIN))('GET', `/statements/${statementId}/datasets/wonDeals/rows?limit=100`)).body
      .items;
  const commissionOf = (statement: { rules: { name: string; value: string }[] }) =>
    statement.rules.find((rule) => rule.name === 'commission')!.value;
  const countEdits = async () => (await tenantOf(ADMIN)).count(rowEditsTable);

  describe('DELETE /statements/{id}/datasets/{datasetId}/rows/{rowId}', () => {
    it('leaves a row out of that statement only, with its reason and author, until the edit is removed', async () => {
      const before = await statementOf('employee');
      const rows = await rowsOf(before.id);
      expect(rows.length).toBeGreaterThan(1);
      const left = rows[0]!;
      const admin = await as(ADMIN);
      const path = `/statements/${before.id}/datasets/wonDeals/rows/${encodeURIComponent(left.key)}`;
      const excluded = await admin('DELETE', path, { reason: '  Credited to the wrong rep  ' });
      expect(excluded.status, JSON.stringify(excluded.body)).toBe(200);
      expect(excluded.body.rowEdit).toMatchObject({
        statementId: before.id,
        datasetId: 'wonDeals',
        recordKey: left.key,
        kind: 'exclude',
        reason: 'Credited to the wrong rep',
        createdBy: { id: await idOf(ADMIN) },
      });
      await drain();

      const after = await statementOf('employee');
      expect((await rowsOf(after.id)).map((row) => row.key)).toEqual(rows.slice(1).map((row) => row.key));
      expect(after.datasets.find((d: { table: string }) => d.table === 'wonDeals').rowCount).toBe(
        rows.length - 1,
      );
      expect(commissionOf(after)).not.toBe(commissionOf(before));
      expect(after.rowEdits).toEqual([excluded.body.rowEdit]);
      // Listed beside the overwrites, for the roles that see them.
      const listed = await admin('GET', `/row-edits?periodId=${PERIOD}`);
      expect(listed.status).toBe(200);
      expect(listed.body.items).toContainEqual(
        expect.objectContaining({ id: excluded.body.rowEdit.id, statementFrozen: false, periodId: PERIOD }),
      );
      expect((await (await as(email('employee')))('GET', '/row-edits')).status).toBe(403);
      expect((await (await as(OTHER_ADMIN))('GET', '/row-edits')).body.totalItems).toBe(0);
      // Why the number changed: the history names the edit.
      const versions = await admin('GET', `/statements/${after.id}/versions`);
      const [newest, previous] = versions.body.items as { version: number }[];
      const compared = await admin(
        'GET',
        `/statements/${after.id}/versions/${previous!.version}/compare/${newest!.version}`,
      );
      expect(compared.status, JSON.stringify(compared.body)).toBe(200);
      expect(compared.body.causes).toContainEqual(
        expect.objectContaining({
          kind: 'rowEdit',
          recordKey: left.key,
          edit: 'exclude',
          reason: 'Credited to the wrong rep',
        }),
      );
      // Another rep's statement of the month is untouched.
      const other = await statementOf('employee-2');
      expect(other.rowEdits).toEqual([]);

      // Removing the edit brings the row back.
      const removed = await admin('DELETE', `/statements/${after.id}/row-edits/${excluded.body.rowEdit.id}`);
      expect(removed.status).toBe(204);
      await drain();
      const restored = await statementOf('employee');
      expect((await rowsOf(restored.id)).map((row) => row.key)).toEqual(rows.map((row) => row.key));
      expect(commissionOf(restored)).toBe(commissionOf(before));
      expect(restored.rowEdits).toEqual([]);
      // The history still names the edit removed since (from the version that applied it).
      const later = (await admin('GET', `/statements/${restored.id}/versions`)).body.items as {
        version: number;
      }[];
      const back = await admin(
        'GET',
        `/statements/${restored.id}/versions/${later[1]!.version}/compare/${later[0]!.version}`,
      );
      expect(back.body.causes).toContainEqual({
        kind: 'rowEdit',
        rowEditId: null,
        datasetId: 'wonDeals',
        recordKey: left.key,
        edit: 'exclude',
        reason: null,
        author: null,
        date: null,
      });
    });

    it('writes one edit when two admins leave the same row out at once', async () => {
      const statement = await statementOf('employee-3');
      const key = (await rowsOf(statement.id))[0]!.key;
      const admin = await as(ADMIN);
      const path = `/statements/${statement.id}/datasets/wonDeals/rows/${encodeURIComponent(key)}`;
      const answers = await Promise.all([
        admin('DELETE', path, { reason: 'Disputed' }),
        admin('DELETE', path, { reason: 'Disputed' }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)!.body.message).toBe(
        ROW_EDIT_MESSAGES.alreadyEdited(key),
      );
      expect((await statementOf('employee-3')).rowEdits).toHaveLength(1);
    });
  });

  describe('POST /statements/{id}/datasets/{datasetId}/rows', () => {
    it('adds a record of the dataset’s model its filter did not pick', async () => {
      const mine = await statementOf('employee-4');
      const theirs = await statementOf('employee-2');
      const own = await rowsOf(mine.id);
      const added = (await rowsOf(theirs.id)).find((row) => !own.some((o) => o.key === row.key))!;
      const admin = await as(ADMIN);
      const answer = await admin('POST', `/statements/${mine.id}/datasets/wonDeals/rows`, {
        recordKey: added.key,
        reason: 'Co-sold',
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(answer.body.rowEdit).toMatchObject({ kind: 'include', recordKey: added.key, reason: 'Co-sold' });
      await drain();
      expect((await rowsOf(mine.id)).map((row) => row.key)).toContain(added.key);
      expect((await statementOf('employee-4')).rowEdits).toHaveLength(1);
      // The other statement still has it too: the record itself is untouched.
      expect((await rowsOf(theirs.id)).map((row) => row.key)).toContain(added.key);
    });
  });

  it('refuses an unknown key or row (422), another company’s or rep’s statement, a second edit and a frozen statement, writing nothing', async () => {
    const statement = await statementOf('employee-2');
    const key = (await rowsOf(statement.id))[0]!.key;
    const admin = await as(ADMIN);
    const edits = await countEdits();
    const base = `/statements/${statement.id}/datasets`;

    const unknown = await admin('POST', `${base}/wonDeals/rows`, { recordKey: 'no-such-deal', reason: 'x' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0].message).toBe(ROW_EDIT_MESSAGES.noRecord('no-such-deal'));
    const shown = await admin('POST', `${base}/wonDeals/rows`, { recordKey: key, reason: 'x' });
    expect(shown.status).toBe(422);
    expect(shown.body.errors[0].message).toBe(ROW_EDIT_MESSAGES.alreadyShown(key));
    const noRow = await admin('DELETE', `${base}/wonDeals/rows/no-such-deal`, { reason: 'x' });
    expect(noRow.status).toBe(422);
    expect(noRow.body.errors[0].message).toBe(OVERWRITE_MESSAGES.noRow('no-such-deal'));
    const noDataset = await admin('DELETE', `${base}/nope/rows/${encodeURIComponent(key)}`, { reason: 'x' });
    expect(noDataset.status).toBe(404);
    expect(noDataset.body.message).toBe(OVERWRITE_MESSAGES.noDataset('nope'));
    const blank = await admin('DELETE', `${base}/wonDeals/rows/${encodeURIComponent(key)}`, {
      reason: '   ',
    });
    expect(blank.status).toBe(422);
    const missing = await admin('DELETE', `${base}/wonDeals/rows/${encodeURIComponent(key)}`, {});
    expect(missing.status).toBe(422);

    // A rep may not edit rows (not even their own statement's); another company sees no statement.
    const own = await statementOf('employee');
    const rep = await as(email('employee'));
    const ownKey = (await rowsOf(own.id))[0]!.key;
    expect(
      (
        await rep('DELETE', `/statements/${own.id}/datasets/wonDeals/rows/${encodeURIComponent(ownKey)}`, {
          reason: 'x',
        })
      ).status,
    ).toBe(403);
    const other = await as(OTHER_ADMIN);
    expect(
      (await other('DELETE', `${base}/wonDeals/rows/${encodeURIComponent(key)}`, { reason: 'x' })).status,
    ).toBe(404);
    expect((await other('POST', `${base}/wonDeals/rows`, { recordKey: key, reason: 'x' })).status).toBe(404);
    expect(await countEdits()).toBe(edits);

    // An edit of another statement is not found on this one, nor from another company.
    const written = await admin('DELETE', `${base}/wonDeals/rows/${encodeURIComponent(key)}`, {
      reason: 'x',
    });
    expect(written.status).toBe(200);
    expect((await admin('DELETE', `/statements/${own.id}/row-edits/${written.body.rowEdit.id}`)).status).toBe(
      404,
    );
    expect(
      (await other('DELETE', `/statements/${statement.id}/row-edits/${written.body.rowEdit.id}`)).status,
    ).toBe(404);
    expect(await countEdits()).toBe(edits + 1);

    // A fully reviewed statement: no row edit, and its edits stay.
    const currentMonth = demoMonths(todayIso()).at(-1)!;
    const current = await statementOf('employee-2', currentMonth);
    const currentRows = await rowsOf(current.id);
    const kept = await admin(
      'DELETE',
      `/statements/${current.id}/datasets/wonDeals/rows/${encodeURIComponent(currentRows[0]!.key)}`,
      {
        reason: 'Before the review',
      },
    );
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect((await admin('PATCH', `/statements/${current.id}/fully-review`)).status).toBe(200);
    const frozen = await admin(
      'DELETE',
      `/statements/${current.id}/datasets/wonDeals/rows/${encodeURIComponent(currentRows[1]!.key)}`,
      { reason: 'After the review' },
    );
    expect(frozen.status).toBe(409);
    expect(frozen.body.message).toBe(FROZEN_MESSAGE);
    const unedit = await admin('DELETE', `/statements/${current.id}/row-edits/${kept.body.rowEdit.id}`);
    expect(unedit.status).toBe(409);
    expect(unedit.body.message).toBe(FROZEN_MESSAGE);
    const listed = await admin('GET', `/row-edits?periodId=${currentMonth}`);
    expect(listed.body.items).toContainEqual(
      expect.objectContaining({ id: kept.body.rowEdit.id, statementFrozen: true }),
    );
    expect(await countEdits()).toBe(edits + 2);
  });
});
