import { useContext, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { QueryClientContext } from '@tanstack/react-query';
import { useSession } from '@accrue/remote-runtime';
import { Alert, Button } from '@accrue/ui-kit';
import { Progress } from '@accrue/ui-kit/format';
import {
  useCalculationStream,
  useLastCalculation,
  useOngoingCalculations,
  useStartCalculation,
  useStopCalculation,
  type Calculation,
} from './queries';

export interface CalculationControlProps {
  /** The period the list shows: "Calculate" recomputes its statements. */
  periodId: string;
  /** Its label ("March 2026"). */
  periodLabel: string;
  /** Called when a calculation ends while the page is open (the list then reloads its statements). */
  onFinished?: () => void;
}

/**
 * The calculation control of the statements list (doc 2 §4 "Calculation jobs"), for the roles
 * that calculate: a button that calculates the shown period's statements on a worker, the
 * ongoing calculation with its progress and a stop (for the roles that stop), and the last one.
 * Polled every 10 s and updated from the real-time stream in between.
 */
export function CalculationControl(props: CalculationControlProps) {
  const session = useSession();
  // The page's QueryClient is the shell's: without one (a page rendered alone) there is no control.
  const client = useContext(QueryClientContext);
  if (!session?.can('CALCULATE_STATEMENTS') || !client) return null;
  return <Control {...props} />;
}

function Control({ periodId, periodLabel, onFinished }: CalculationControlProps) {
  const intl = useIntl();
  const session = useSession()!;
  const ongoing = useOngoingCalculations();
  const last = useLastCalculation();
  const start = useStartCalculation();
  const stop = useStopCalculation();

  // Each calculation that ends while the page is open is reported once, whether the stream told
  // (useCalculationStream) or a poll found it gone from the ongoing list (the stream may be down).
  const ended = useRef(onFinished);
  ended.current = onFinished;
  const reported = useRef(new Set<number>());
  const report = (id: number) => {
    if (reported.current.has(id)) return;
    reported.current.add(id);
    ended.current?.();
  };
  useCalculationStream((calculation) => report(calculation.id));
  const seen = useRef(new Set<number>());
  const ids = (ongoing.data ?? []).map((c) => c.id).join(',');
  const refetchLast = last.refetch;
  useEffect(() => {
    const now = new Set((ongoing.data ?? []).map((c) => c.id));
    const gone = [...seen.current].filter((id) => !now.has(id));
    seen.current = now;
    if (gone.length) {
      void refetchLast();
      for (const id of gone) report(id);
    }
    // `ids` says when the list changed; the rest is read through refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids]);

  const running = ongoing.data?.[0];
  const canStop = session.can('STOP_CALCULATION');
  const error = start.error ?? stop.error;

  return (
    <section
      aria-label={intl.formatMessage({ id: 'calculations.title' })}
      style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
    >
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="primary"
          isDisabled={!!running || start.isPending}
          onPress={() => start.mutate([periodId])}
        >
          {intl.formatMessage({ id: 'calculations.calculate' }, { period: periodLabel })}
        </Button>
        {running ? (
          <RunningCalculation
            calculation={running}
            canStop={canStop}
            isStopping={stop.isPending}
            onStop={(force) => stop.mutate({ id: running.id, force })}
          />
        ) : (
          <LastCalculation calculation={last.data ?? null} />
        )}
      </div>
      {error ? (
        <Alert
          tone="error"
          title={intl.formatMessage({ id: 'calculations.error' }, { message: error.message })}
        />
      ) : null}
    </section>
  );
}

function RunningCalculation({
  calculation,
  canStop,
  isStopping,
  onStop,
}: {
  calculation: Calculation;
  canStop: boolean;
  isStopping: boolean;
  onStop: (force: boolean) => void;
}) {
  const intl = useIntl();
  const { done, total } = calculation.progress;
  return (
    <div role="status" style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      <span>
        {intl.formatMessage(
          { id: `calculations.running.${calculation.status}` },
          { done, total, type: intl.formatMessage({ id: `calculations.type.${calculation.type}` }) },
        )}
      </span>
      {total > 0 ? (
        <div style={{ minWidth: 160 }}>
          <Progress value={done / total} aria-label={intl.formatMessage({ id: 'calculations.progress' })} />
        </div>
      ) : null}
      {canStop ? (
        <>
          {calculation.status !== 'STOPPING' ? (
            <Button size="small" isDisabled={isStopping} onPress={() => onStop(false)}>
              {intl.formatMessage({ id: 'calculations.stop' })}
            </Button>
          ) : null}
          <Button size="small" variant="danger" isDisabled={isStopping} onPress={() => onStop(true)}>
            {intl.formatMessage({ id: 'calculations.forceStop' })}
          </Button>
        </>
      ) : null}
    </div>
  );
}

function LastCalculation({ calculation }: { calculation: Calculation | null }) {
  const intl = useIntl();
  if (!calculation) return <span role="status">{intl.formatMessage({ id: 'calculations.never' })}</span>;
  const when = calculation.finishedAt ?? calculation.createdAt;
  const values = {
    status: intl.formatMessage({ id: `calculations.status.${calculation.status}` }),
    type: intl.formatMessage({ id: `calculations.type.${calculation.type}` }),
    date: intl.formatDate(when, { dateStyle: 'medium', timeStyle: 'short' }),
    count: calculation.statements ?? 0,
    name: calculation.createdBy?.fullName ?? '',
  };
  return (
    <span role="status">
      {intl.formatMessage(
        { id: calculation.createdBy ? 'calculations.lastBy' : 'calculations.last' },
        values,
      )}
      {calculation.errors.length ? ` ${calculation.errors.map((e) => e.message).join(' ')}` : ''}
    </span>
  );
}
