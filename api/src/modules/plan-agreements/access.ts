import type { WhereOptions } from 'sequelize';
import { Op } from 'sequelize';
import { grantOf } from '@accrue/access';
import type { Context } from '../../platform/context.js';
import { NotFound } from '../../platform/errors.js';
import * as repository from './repository.js';
import type { AgreementRecord, AssignmentRecord } from './repository.js';
import { AGREEMENT_MESSAGES } from './types.js';

/**
 * Who sees which agreement (doc 3 §6 Plan agreements). Administrators (all plans, or a scoped
 * administrator's plans) see agreements whole, drafts included. Anyone else sees only sent
 * assignments: their own (employees), or their managees' and their own (managers, when the company
 * shares agreements with them); an agreement is visible to them through those assignments alone.
 */
export type AgreementView =
  { kind: 'admin'; plan: (planId: number) => boolean } | { kind: 'person'; assignments: WhereOptions };

export async function viewOf(context: Context): Promise<AgreementView> {
  const grant = grantOf(context.subject, 'VIEW_PLAN_AGREEMENTS');
  if (grant && (grant.reach === 'ALL' || grant.reach === 'SCOPE'))
    return {
      kind: 'admin',
      plan: (planId) => context.reach.planIds('VIEW_PLAN_AGREEMENTS', [planId]).length === 1,
    };
  return {
    kind: 'person',
    assignments: {
      ...((await context.reach.userWhere('VIEW_PLAN_AGREEMENTS')) as object),
      sentDate: { [Op.ne]: null },
    },
  };
}

/** The agreement, if the caller sees it: 404 otherwise (another company's or out of reach). */
export async function visibleAgreement(
  context: Context,
  id: number,
): Promise<{ agreement: AgreementRecord; view: AgreementView }> {
  const agreement = await repository.findAgreement(context.tenant, id);
  if (!agreement) throw new NotFound(AGREEMENT_MESSAGES.notFound);
  const view = await viewOf(context);
  if (
    view.kind === 'admin'
      ? !view.plan(agreement.planId)
      : !(await visibleAssignments(context, view, [id])).length
  )
    throw new NotFound(AGREEMENT_MESSAGES.notFound);
  return { agreement, view };
}

/** The agreement, if the caller may change it (MODIFY_PLAN_AGREEMENTS on its plan): 404 otherwise. */
export async function modifiableAgreement(context: Context, id: number): Promise<AgreementRecord> {
  const agreement = await repository.findAgreement(context.tenant, id);
  if (!agreement || context.reach.planIds('MODIFY_PLAN_AGREEMENTS', [agreement.planId]).length !== 1)
    throw new NotFound(AGREEMENT_MESSAGES.notFound);
  return agreement;
}

/** The assignments of these agreements the view shows. */
export function visibleAssignments(
  context: Context,
  view: AgreementView,
  agreementIds: readonly number[],
): Promise<AssignmentRecord[]> {
  return repository.assignmentsOf(
    context.tenant,
    agreementIds,
    view.kind === 'admin' ? {} : view.assignments,
  );
}
