import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Alert, Button, Heading } from '@accrue/ui-kit';
import { Modal } from '@accrue/ui-kit/overlays';
import { useSnackbar } from '@accrue/ui-kit/snackbar';
import type { StatementReview } from './api';
import { useReviewAction, useStartStandaloneReview, type ReviewAction } from './queries';
import { ReviewStatusBadge } from './ReviewStatusBadge';
import * as styles from './ReviewPanel.css';

type Step = StatementReview['steps'][number];
type TakenStep = StatementReview['workflowSteps'][number];

/** What each action says when it fails (doc 2 §8 "Statements and workflow"); `{error}` is the API's reason. */
const FAILURES: Record<ReviewAction, string> = {
  NEXT: 'statement.review.reviewFailed',
  FORCE: 'statement.review.reviewFailed',
  PREVIOUS: 'statement.review.undoFailed',
  RESET: 'statement.review.resetFailed',
  FULLY_REVIEW: 'statement.review.fullyReviewFailed',
};

/** What an action that went through says, given the review it left. */
function successOf(action: ReviewAction, after: StatementReview): string {
  if (action === 'PREVIOUS') return 'statement.review.undone';
  if (action === 'RESET') return 'statement.review.reset';
  if (action === 'FULLY_REVIEW') return 'statement.review.fullyReviewed';
  return after.workflowComplete ? 'statement.review.reviewedComplete' : 'statement.review.reviewed';
}

/** The API's message without its final full stop: the labels around it end with their own. */
const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\.$/, '');

/**
 * The step taken last that validated step `number` (one-based): a move forward from below it to it
 * or past it (a full review validates several at once); undone and reset moves are not.
 */
function validationOf(history: readonly TakenStep[], number: number): TakenStep | undefined {
  return history.findLast((taken) => taken.from < number && taken.to >= number);
}

/** Who validates a step, in words. */
function validatorOf(intl: IntlShape, step: Step, review: StatementReview, ownerName: string): string {
  const { condition } = step;
  if (condition.kind === 'OWNER')
    return intl.formatMessage({ id: 'statement.review.validator.owner' }, { name: ownerName });
  if (condition.kind === 'ROLE')
    return intl.formatMessage(
      { id: 'statement.review.validator.role' },
      { role: condition.role ? intl.formatMessage({ id: `statement.review.role.${condition.role}` }) : '—' },
    );
  const name =
    condition.userName ??
    review.workflowSteps.findLast((taken) => taken.userId === condition.userId)?.userName;
  return (
    name ?? intl.formatMessage({ id: 'statement.review.validator.user' }, { id: condition.userId ?? '—' })
  );
}

/** The statement's review area: its heading, what stands beside it, and its content. */
function ReviewSection({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  const intl = useIntl();
  return (
    <section aria-labelledby="statement-review" className={styles.panel}>
      <div className={styles.header}>
        <Heading level={2} id="statement-review">
          {intl.formatMessage({ id: 'statement.review.title' })}
        </Heading>
        {summary}
      </div>
      {children}
    </section>
  );
}

/**
 * A statement's review through its plan's workflow (doc 2 §3, §5): where it stands, each step with
 * who validates it and, once validated, who did and when (marked when forced), and the actions the
 * viewer may take, each sent from the version shown (If-Match). A fully reviewed statement is frozen.
 */
export function ReviewPanel({
  statementId,
  review,
  ownerName,
}: {
  statementId: number;
  review: StatementReview;
  ownerName: string;
}) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const mutation = useReviewAction(statementId);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const busy = mutation.isPending;
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

  const run = async (action: ReviewAction) => {
    try {
      const after = await mutation.mutateAsync({ action, version: review.version });
      snackbar.show({ tone: 'success', message: intl.formatMessage({ id: successOf(action, after) }) });
    } catch (error) {
      snackbar.show({
        tone: 'error',
        message: intl.formatMessage({ id: FAILURES[action] }, { error: reasonOf(error) }),
      });
    }
  };

  const remaining = review.steps.length - review.currentStep;
  const stateOf = (index: number) =>
    index < review.currentStep
      ? 'done'
      : index === review.currentStep && !review.workflowComplete
        ? 'current'
        : 'pending';

  return (
    <ReviewSection
      summary={
        <>
          <ReviewStatusBadge status={review.status} />
          <span className={styles.muted}>
            {intl.formatMessage(
              { id: 'statement.review.progress' },
              { workflow: review.workflowName, done: review.currentStep, total: review.steps.length },
            )}
          </span>
        </>
      }
    >
      {review.workflowComplete ? (
        <Alert
          tone="info"
          title={intl.formatMessage(
            { id: 'statement.review.frozen' },
            { date: review.workflowCompletedDate ? date(review.workflowCompletedDate) : '—' },
          )}
        >
          {intl.formatMessage({ id: 'statement.review.frozenDetail' })}
        </Alert>
      ) : null}

      <ol aria-label={intl.formatMessage({ id: 'statement.review.steps' })} className={styles.steps}>
        {review.steps.map((step, index) => {
          const state = stateOf(index);
          const taken = state === 'done' ? validationOf(review.workflowSteps, index + 1) : undefined;
          return (
            <li
              key={index}
              className={styles.step}
              data-testid="review-step"
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={`${styles.marker} ${styles.markers[state]}`} aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className={styles.stepText}>
                <span className={styles.stepName}>{step.stepName}</span>
                <span className={styles.muted}>{validatorOf(intl, step, review, ownerName)}</span>
                <span className={taken?.forcedByAdmin ? styles.forced : styles.muted}>
                  {state !== 'done'
                    ? intl.formatMessage({ id: `statement.review.step.${state}` })
                    : taken
                      ? intl.formatMessage(
                          {
                            id: taken.forcedByAdmin
                              ? 'statement.review.step.forced'
                              : 'statement.review.step.done',
                          },
                          { name: taken.userName, date: date(taken.date) },
                        )
                      : intl.formatMessage({ id: 'statement.review.step.doneUnknown' })}
                </span>
              </span>
            </li>
          );
        })}
      </ol>

      {review.viewerAction !== 'UNAUTHORIZED' ||
      review.canUndo ||
      review.canReset ||
      review.canFullyReview ? (
        <div className={styles.actions}>
          {review.viewerAction === 'NEXT' ? (
            <Button variant="primary" isDisabled={busy} onPress={() => void run('NEXT')}>
              <FormattedMessage id="statement.review.next" />
            </Button>
          ) : review.viewerAction === 'FORCE' ? (
            <Button variant="primary" isDisabled={busy} onPress={() => void run('FORCE')}>
              <FormattedMessage id="statement.review.force" />
            </Button>
          ) : null}
          {review.canFullyReview && !review.workflowComplete && remaining > 1 ? (
            <Button variant="secondary" isDisabled={busy} onPress={() => void run('FULLY_REVIEW')}>
              <FormattedMessage id="statement.review.fullyReview" />
            </Button>
          ) : null}
          {review.canUndo ? (
            <Button variant="secondary" isDisabled={busy} onPress={() => void run('PREVIOUS')}>
              <FormattedMessage id="statement.review.undo" />
            </Button>
          ) : null}
          {review.canReset ? (
            <Button variant="secondary" isDisabled={busy} onPress={() => setConfirmingReset(true)}>
              <FormattedMessage id="statement.review.resetAction" />
            </Button>
          ) : null}
        </div>
      ) : null}

      {confirmingReset ? (
        <Modal
          isOpen
          onOpenChange={(open) => !open && !busy && setConfirmingReset(false)}
          title={intl.formatMessage({ id: 'statement.review.resetTitle' })}
          size="SMALL"
          variant="DANGER"
          actions={
            <>
              <Button variant="secondary" isDisabled={busy} onPress={() => setConfirmingReset(false)}>
                <FormattedMessage id="statement.cancel" />
              </Button>
              <Button
                variant="danger"
                isDisabled={busy}
                onPress={() => void run('RESET').then(() => setConfirmingReset(false))}
              >
                <FormattedMessage id="statement.review.resetAction" />
              </Button>
            </>
          }
        >
          <p>{intl.formatMessage({ id: 'statement.review.resetConfirm' })}</p>
        </Modal>
      ) : null}
    </ReviewSection>
  );
}

/**
 * A statement not under review whose review the viewer may start on its own, outside its period's
 * campaign (doc 2 §3): the answer's review replaces this area with the panel.
 */
export function StartReview({ statementId }: { statementId: number }) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const mutation = useStartStandaloneReview(statementId);

  const run = async () => {
    try {
      await mutation.mutateAsync();
      snackbar.show({ tone: 'success', message: intl.formatMessage({ id: 'statement.review.started' }) });
    } catch (error) {
      snackbar.show({
        tone: 'error',
        message: intl.formatMessage({ id: 'statement.review.startFailed' }, { error: reasonOf(error) }),
      });
    }
  };

  return (
    <ReviewSection
      summary={
        <span className={styles.muted}>{intl.formatMessage({ id: 'statement.review.notStarted' })}</span>
      }
    >
      <div className={styles.actions}>
        <Button variant="primary" isDisabled={mutation.isPending} onPress={() => void run()}>
          <FormattedMessage id="statement.review.start" />
        </Button>
      </div>
    </ReviewSection>
  );
}
