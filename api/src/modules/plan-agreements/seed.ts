import type { Tenant } from '../../platform/db/tenancy.js';
import { recordNotification } from '../notifications/index.js';
import * as plans from '../plans/index.js';
import { generateAwaiting } from './generation.js';
import * as repository from './repository.js';
import { DEFAULT_TEMPLATE } from './template.js';

/** `n` days ago. */
const days = (n: number) => new Date(Date.now() - n * 24 * 3600_000);

/**
 * The demo company's agreements: this year's agreement of the sales plan, finalized and generated
 * for everyone, sent to all but one person (Send is there to try), confirmed by one rep and
 * awaiting the main rep's confirmation; and a draft for the renewals plan (to edit and finalize).
 */
export async function seedDemoAgreements(
  tenant: Tenant,
  input: {
    planId: number;
    draftPlanId: number;
    year: number;
    adminId: number;
    /** Sent and still to confirm (the rep who signs in to the demo). */
    awaitingId: number;
    /** Sent and confirmed. */
    confirmedId: number;
    /** Generated, not sent yet. */
    unsentId: number;
  },
): Promise<void> {
  const { year } = input;
  const sales = await agreementOf(
    tenant,
    input.planId,
    `Sales commission agreement ${year}`,
    year,
    input.adminId,
  );
  if (sales !== null) {
    await repository.moveAgreement(
      tenant,
      sales,
      'DRAFT',
      { status: 'FINALIZED' },
      { from: ['DRAFT'], to: 'AGREEMENT_TO_GENERATE' },
    );
    // Generated a week ago (when it was finalized), sent five days ago, confirmed by Eli three.
    await generateAwaiting(tenant, sales, undefined, () => days(6));
    const assignments = await repository.assignmentsOf(tenant, [sales]);
    const unsent = assignments.find((a) => a.userId === input.unsentId);
    const sentAt = days(5);
    const toSend = assignments.filter((a) => a.id !== unsent?.id).map((a) => a.id);
    await repository.moveAssignments(tenant, sales, toSend, ['AGREEMENT_GENERATED'], {
      status: 'AGREEMENT_SENT',
      sentDate: sentAt,
    });
    for (const assignment of assignments.filter((a) => toSend.includes(a.id)))
      await recordNotification(tenant, {
        userId: assignment.userId,
        type: 'NEW_PLAN_AGREEMENT',
        content: `Your plan agreement "Sales commission agreement ${year}" is available: please read and confirm it.`,
        contentMetadata: { planAgreementName: `Sales commission agreement ${year}` },
        link: `/plan-agreements/${sales}/assignments/${assignment.id}`,
        authorId: input.adminId,
      });
    const confirmed = assignments.find((a) => a.userId === input.confirmedId);
    if (confirmed)
      await repository.confirm(
        tenant,
        sales,
        confirmed.id,
        input.confirmedId,
        null,
        new Date(Date.now() - 3 * 24 * 3600_000),
      );
  }
  await agreementOf(tenant, input.draftPlanId, `Renewals agreement ${year}`, year, input.adminId);
}

/** A draft agreement of the plan's people of the year (null when nobody is on it). */
async function agreementOf(
  tenant: Tenant,
  planId: number,
  name: string,
  year: number,
  adminId: number,
): Promise<number | null> {
  const userIds = await plans.userIdsAssignedDuring(tenant, planId, {
    start: `${year}-01-01`,
    end: `${year}-12-31`,
  });
  if (!userIds.length) return null;
  return repository.insertDraft(
    tenant,
    {
      name,
      year,
      planId,
      confirmationMethod: 'IN_APP_CONFIRMATION',
      template: DEFAULT_TEMPLATE,
      createdBy: adminId,
    },
    userIds,
    days(7),
  );
}
