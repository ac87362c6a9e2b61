import type { Transaction } from 'sequelize';
import type { Tenant } from '../../platform/db/tenancy.js';
import { calculationInputChanged } from '../../platform/calculation-inputs.js';
import type { ImportCounts } from './import-types.js';
import * as repository from './imports-repository.js';

/**
 * Ends the writing of a change set, inside the transaction that wrote its records: stores its
 * counts and, when it changed anything, announces it (the statements module then queues the
 * recalculation of the plans reading the model, committed with the records or not at all).
 */
export async function closeChangeSet(
  tenant: Tenant,
  changeSet: {
    id: number;
    model: string;
    counts: Pick<ImportCounts, 'added' | 'changed' | 'removed'>;
    createdBy: number | null;
  },
  t: Transaction,
  options: { announce?: boolean } = {},
): Promise<void> {
  const { added, changed, removed } = changeSet.counts;
  await repository.setChangeSetCounts(tenant, changeSet.id, { added, changed, removed }, t);
  if (options.announce === false || added + changed + removed === 0) return;
  await calculationInputChanged(
    tenant,
    { kind: 'records', model: changeSet.model, changeSetId: changeSet.id, createdBy: changeSet.createdBy },
    t,
  );
}
