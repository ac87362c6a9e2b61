import { useContext } from 'react';
import { useIntl } from 'react-intl';
import { QueryClientContext } from '@tanstack/react-query';
import { useSession } from '@accrue/remote-runtime';
import { Alert, Button } from '@accrue/ui-kit';
import { useSnackbar } from '@accrue/ui-kit/snackbar';
import { useReviewsToStart, useStartReviews } from './queries';

/** Past this many plans the notice counts them rather than naming each. */
const NAMED_PLANS = 3;

export interface ReviewCampaignNoticeProps {
  /** The period the list shows. */
  periodId: string;
  /** Its label ("March 2026"). */
  periodLabel: string;
  /** Called once reviews started (the list then reads its statements again). */
  onStarted?: () => void;
}

/**
 * Above the statements list, for the roles that launch workflow campaigns (doc 2 §3): the plans
 * whose statements of the period are not under review yet, and a button that starts their reviews.
 */
export function ReviewCampaignNotice(props: ReviewCampaignNoticeProps) {
  const session = useSession();
  // The page's QueryClient is the shell's: without one (a page rendered alone) there is no notice.
  const client = useContext(QueryClientContext);
  if (!session?.can('LAUNCH_WORKFLOW_CAMPAIGN') || !client) return null;
  return <Notice {...props} />;
}

function Notice({ periodId, periodLabel, onStarted }: ReviewCampaignNoticeProps) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const toStart = useReviewsToStart(periodId);
  const start = useStartReviews();
  const plans = toStart.data?.items ?? [];
  if (plans.length === 0) return null;

  const names =
    plans.length <= NAMED_PLANS
      ? intl.formatList(
          plans.map((plan) => plan.name),
          { type: 'conjunction' },
        )
      : intl.formatMessage({ id: 'statements.reviewsToStart.plans' }, { count: plans.length });

  const run = async () => {
    try {
      const { startedCount } = await start.mutateAsync({ periodId, planIds: plans.map((plan) => plan.id) });
      snackbar.show({
        tone: 'success',
        message: intl.formatMessage({ id: 'statements.reviewsToStart.started' }, { count: startedCount }),
      });
      onStarted?.();
    } catch (error) {
      snackbar.show({
        tone: 'error',
        message: intl.formatMessage(
          { id: 'statements.reviewsToStart.failed' },
          { message: (error instanceof Error ? error.message : String(error)).replace(/\.$/, '') },
        ),
      });
    }
  };

  return (
    <Alert
      tone="info"
      title={intl.formatMessage(
        { id: 'statements.reviewsToStart.notice' },
        { plans: names, period: periodLabel },
      )}
      action={
        <Button size="small" variant="primary" isDisabled={start.isPending} onPress={() => void run()}>
          {intl.formatMessage({ id: 'statements.reviewsToStart.start' })}
        </Button>
      }
    />
  );
}
