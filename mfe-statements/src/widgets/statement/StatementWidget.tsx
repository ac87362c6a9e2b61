import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { createAccrueClient } from '@accrue/sdk';
import type { EmbedEvent } from '@accrue/sdk/embed';
import { Alert, Button, Heading, Spinner } from '@accrue/ui-kit';
import type { StatementDetail, UserStatement } from '../../features/statements/api';
import { formatted, periodLabel } from '../../features/statements/model';
import { Fact, factGrid, StatementValue } from '../../features/statements/StatementValue';
import { FrozenMark } from '../../features/statements/FrozenMark';
import { fetchWithPrefetched } from '../prefetched';
import { LightMarkupTable, type PlainColumn } from './LightMarkupTable';
import { WidgetPayments } from './WidgetPayments';

/** A rule's records in the kit's table: downloaded when the rep first points at or opens a rule. */
const loadRuleLines = () => import('./RuleLines');
const RuleLines = lazy(loadRuleLines);
const loadWhyChanged = () => import('./WhyChanged');
const WhyChanged = lazy(loadWhyChanged);

/** What a host page may set inside the frame (EmbedOptions.theme): unset, the kit's theme applies. */
const HOST_THEME = {
  padding: 16,
  background: 'var(--accrue-background)',
  color: 'var(--accrue-text)',
  fontFamily: 'var(--accrue-font-family)',
} as const;

export interface StatementWidgetProps {
  /** The statement to show; the user's latest statement when absent. */
  statementId?: string;
  /** The frame's session (`POST /embed/session`); without it the browser's own session is used. */
  accessToken?: string;
  /** What the widget tells its host: drill-downs, refusals, an ended session. */
  onEvent?: (event: EmbedEvent) => void;
  /** Its first reads, which the frame started with its session (WidgetOptions.prefetched). */
  prefetched?: Map<string, Promise<Response>>;
}

class WidgetError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type Rule = StatementDetail['rules'][number];

/**
 * The statement a rep reads inside a host CRM (issue #14): its total, rules, payments by category,
 * and a rule's records on demand, read-only, with the frame's session. Every figure is the API's
 * exact decimal text, formatted only. Its first screen is light markup (no react-aria table, no
 * form), so a frame paints the total after the smallest download.
 */
export function StatementWidget({ statementId, accessToken, onEvent, prefetched }: StatementWidgetProps) {
  const intl = useIntl();
  const api = useMemo(
    () =>
      createAccrueClient({
        baseUrl: window.location.origin,
        fetch: fetchWithPrefetched(prefetched),
        ...(accessToken ? { token: accessToken } : {}),
      }),
    [accessToken, prefetched],
  );
  const [ruleName, setRuleName] = useState<string | null>(null);
  const [showChanges, setShowChanges] = useState(false);
  const detail = useQuery({
    queryKey: ['widget', 'statement', statementId ?? 'latest'],
    retry: false,
    // Mounted without a frame session (straight into a page), it has no one to read for.
    enabled: Boolean(accessToken),
    queryFn: async (): Promise<StatementDetail | null> => {
      let id = statementId ? Number(statementId) : null;
      if (id === null) {
        const mine = await api.GET('/statements/list-mine', { params: { query: { limit: 1 } } });
        if (mine.error || !mine.data) throw new WidgetError(mine.response.status, messageOf(mine.error));
        const latest = (mine.data as { items: UserStatement[] }).items[0];
        if (!latest) return null;
        id = latest.id;
      }
      const answer = await api.GET('/statements/{statementId}', { params: { path: { statementId: id } } });
      if (answer.error || !answer.data)
        throw new WidgetError(answer.response.status, messageOf(answer.error));
      return answer.data as unknown as StatementDetail;
    },
  });

  const failure = detail.error as WidgetError | null;
  useEffect(() => {
    if (!failure) return;
    if (failure.status === 401) onEvent?.({ type: 'accrue:session-expired' });
    else onEvent?.({ type: 'accrue:error', code: `HTTP_${failure.status}`, message: failure.message });
  }, [failure, onEvent]);

  /** Shows the whole statement, a rule's records, or why the statement changed; tells the host. */
  const open = (view: Rule | 'changes' | null) => {
    const rule = view === 'changes' ? null : view;
    setRuleName(rule?.name ?? null);
    setShowChanges(view === 'changes');
    onEvent?.({
      type: 'accrue:navigate',
      view: view === 'changes' ? 'changes' : rule ? 'rule' : 'statement',
      ...(rule ? { rule: rule.name } : {}),
      ...(detail.data ? { statementId: detail.data.id } : {}),
    });
  };

  const statement = detail.data;
  const rule = statement?.rules.find((r) => r.name === ruleName) ?? null;
  const money = (value: string | null | undefined) =>
    formatted(value ?? null, intl.locale, statement?.currency ?? undefined);

  const ruleColumns: PlainColumn<Rule & { id: string }>[] = [
    {
      id: 'rule',
      header: intl.formatMessage({ id: 'statement.rules' }),
      cell: (r) =>
        r.lines?.length ? (
          <Button
            variant="ghost"
            onPress={() => open(r)}
            onHoverStart={() => void loadRuleLines()}
            onFocus={() => void loadRuleLines()}
            data-testid={`widget-rule-${r.name}`}
          >
            {r.label}
          </Button>
        ) : (
          r.label
        ),
    },
    {
      id: 'value',
      header: intl.formatMessage({ id: 'statement.earned' }),
      align: 'end',
      cell: (r) => (
        <StatementValue value={r.value} format={r.format} currency={statement?.currency ?? 'EUR'} />
      ),
    },
  ];

  return (
    <section
      data-testid="statement-widget"
      data-statement-id={statementId ?? ''}
      data-shown-statement={statement?.id ?? ''}
      data-total={statement?.total ?? ''}
      style={HOST_THEME}
    >
      <Heading level={2}>
        <FormattedMessage id="widget.statement.title" />
      </Heading>
      {!accessToken ? null : detail.isPending ? (
        <Spinner aria-label={intl.formatMessage({ id: 'widget.statement.title' })} />
      ) : failure ? (
        <Alert tone="error" title={intl.formatMessage({ id: 'widget.statement.title' })}>
          {failure.status === 404 || failure.status === 403
            ? intl.formatMessage({ id: 'statement.notFound' })
            : intl.formatMessage({ id: 'statements.loadError' }, { message: failure.message })}
        </Alert>
      ) : !statement ? (
        <p>{intl.formatMessage({ id: 'home.noStatements' })}</p>
      ) : showChanges ? (
        <div data-testid="widget-why-changed" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          <div>
            <Button variant="ghost" onPress={() => open(null)}>
              {intl.formatMessage({ id: 'statement.wholeStatement' })}
            </Button>
          </div>
          <Heading level={3}>{intl.formatMessage({ id: 'statement.history.whyChanged' })}</Heading>
          <Suspense
            fallback={<Spinner aria-label={intl.formatMessage({ id: 'statement.history.whyChanged' })} />}
          >
            <WhyChanged api={api} statementId={statement.id} />
          </Suspense>
        </div>
      ) : rule ? (
        <div data-testid="widget-rule-lines">
          <Button variant="ghost" onPress={() => open(null)}>
            {intl.formatMessage({ id: 'statement.wholeStatement' })}
          </Button>
          <Suspense fallback={<Spinner aria-label={intl.formatMessage({ id: 'statement.record' })} />}>
            <RuleLines rule={rule} currency={statement.currency ?? undefined} />
          </Suspense>
        </div>
      ) : (
        <>
          <dl style={factGrid}>
            <Fact label={intl.formatMessage({ id: 'statements.column.plan' })}>{statement.plan.name}</Fact>
            <Fact label={intl.formatMessage({ id: 'statements.period' })}>
              {periodLabel(intl, statement.period)}
            </Fact>
            <Fact label={intl.formatMessage({ id: 'statements.column.total' })} testId="widget-total">
              {money(statement.total)}
            </Fact>
          </dl>
          {statement.review?.workflowComplete ? (
            // Fully reviewed: calculations leave it as it is (doc 2 §5), what the rep sees is what is paid.
            <p data-testid="widget-final" style={{ margin: 0 }}>
              <FrozenMark />{' '}
              {intl.formatMessage(
                { id: 'widget.statement.final' },
                {
                  date: statement.review.workflowCompletedDate
                    ? intl.formatDate(statement.review.workflowCompletedDate, { dateStyle: 'medium' })
                    : '—',
                },
              )}
            </p>
          ) : null}
          <LightMarkupTable
            label={intl.formatMessage({ id: 'statement.rules' })}
            columns={ruleColumns}
            rows={statement.rules.map((r) => ({ ...r, id: r.name }))}
          />
          <WidgetPayments statement={statement} />
          <div>
            <Button
              variant="secondary"
              onPress={() => open('changes')}
              onHoverStart={() => void loadWhyChanged()}
              onFocus={() => void loadWhyChanged()}
              data-testid="widget-why-changed-button"
            >
              {intl.formatMessage({ id: 'statement.history.whyChanged' })}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

function messageOf(error: unknown): string {
  return typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string'
    ? (error as { message: string }).message
    : 'Error';
}
