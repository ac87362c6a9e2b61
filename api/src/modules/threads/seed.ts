import type { Tenant } from '../../platform/db/tenancy.js';
import * as notifications from '../notifications/index.js';
import * as people from '../people/index.js';
import * as plans from '../plans/index.js';
import * as statements from '../statements/index.js';
import * as repository from './repository.js';
import { commentNotification, commentRecipients } from './service.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface DemoMessage {
  by: number;
  content: string;
  /** How long before now it was written. */
  ago: number;
}

interface DemoThread {
  userId: number;
  periodId: string;
  ruleId: string | null;
  messages: DemoMessage[];
  reviewedBy?: number;
}

/**
 * Seeding (the demo company), after its statements are calculated: the questions a sales team
 * asks about its statements. A rep asks why two deals were paid at the lower tier (the manager
 * answered, the rep replies: open), a held bonus answered by finance (reviewed), and another rep's
 * missing deal nobody has answered yet (open). Each message notified whom the product would have.
 */
export async function seedDemoThreads(
  tenant: Tenant,
  input: {
    planId: number;
    periods: { current: string; last: string; reviewed: string };
    users: { employee: number; employee2: number; manager: number; finance: number };
  },
): Promise<void> {
  const { periods, users } = input;
  const threads: DemoThread[] = [
    {
      userId: users.employee,
      periodId: periods.last,
      ruleId: 'commission',
      messages: [
        {
          by: users.employee,
          ago: 3 * DAY,
          content:
            'My running attainment passed 100% mid-month, but my last deals still show the 7% rate. Shouldn’t they be at 10%?',
        },
        {
          by: users.manager,
          ago: 2 * DAY + 4 * HOUR,
          content:
            'The tier follows the running total in close-date order: the deal that crosses 100% is paid at 7%, every deal after it at 10%. Open the Commission rule and sort by close date to see where you crossed.',
        },
        {
          by: users.employee,
          ago: 2 * DAY,
          content:
            'Found it: the crossing deal closed on the same day as two others. Could you confirm the order used for deals closed the same day?',
        },
      ],
    },
    {
      userId: users.employee,
      periodId: periods.reviewed,
      ruleId: 'heldBonus',
      messages: [
        {
          by: users.employee,
          ago: 20 * DAY,
          content: 'When will the held bonus on these deals be released?',
        },
        {
          by: users.finance,
          ago: 19 * DAY,
          content:
            'Each one is released in the month its invoice is marked paid in the CRM; the release date shows on the payment line. Two invoices were paid last week, so those bonuses are on your next statement.',
        },
      ],
      reviewedBy: users.finance,
    },
    {
      userId: users.employee2,
      periodId: periods.current,
      ruleId: null,
      messages: [
        {
          by: users.employee2,
          ago: 5 * HOUR,
          content:
            'A deal I closed this week is not on my statement yet, though it is marked won in the CRM.',
        },
      ],
    },
  ];
  const now = Date.now();
  const plan = await plans.findPlan(tenant, input.planId);
  const names = new Map(
    (
      await people.usersByIds(tenant, [
        ...new Set(threads.flatMap((t) => [t.userId, ...t.messages.map((m) => m.by)])),
      ])
    ).map((user) => [user.id, user.fullName]),
  );
  for (const demo of threads) {
    const [statement] = await statements.listStatements(
      { tenant },
      { planId: input.planId, userId: demo.userId, periodIds: [demo.periodId] },
    );
    const rule = statement?.content.rules?.find((candidate) => candidate.name === demo.ruleId);
    const [first] = demo.messages;
    if (!statement || !plan || !first || (demo.ruleId !== null && !rule)) continue;
    const { threadId } = await repository.insertThreadWithMessage(
      tenant,
      {
        statementId: statement.id,
        userId: statement.userId,
        planId: statement.planId,
        periodId: statement.periodId,
        ruleId: demo.ruleId,
        ruleLabel: rule?.label ?? null,
        externalId: null,
        createdBy: first.by,
        createdAt: new Date(now - first.ago),
      },
      first.content,
    );
    const subject = {
      id: statement.id,
      userId: statement.userId,
      userFullName: names.get(statement.userId) ?? '',
      planName: plan.name,
      periodId: statement.periodId,
    };
    for (const [index, message] of demo.messages.entries()) {
      const createdAt = new Date(now - message.ago);
      if (index > 0)
        await repository.insertReply(tenant, threadId, {
          authorId: message.by,
          content: message.content,
          createdAt,
        });
      const author = { id: message.by, fullName: names.get(message.by) ?? '' };
      for (const recipient of await commentRecipients(tenant, statement, threadId, message.by))
        await notifications.recordNotification(tenant, {
          ...commentNotification(subject, threadId, author, recipient),
          createdAt,
        });
    }
    if (demo.reviewedBy !== undefined)
      await repository.markReviewed(
        tenant,
        [threadId],
        demo.reviewedBy,
        new Date(now - (demo.messages.at(-1)?.ago ?? 0) + HOUR),
      );
  }
}
