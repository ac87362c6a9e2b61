import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { components } from '@accrue/sdk';
import { useApi } from '@accrue/remote-runtime';
import { Alert, Heading, Link, Spinner } from '@accrue/ui-kit';
import { formatPercent, Progress, TrendIndicator } from '@accrue/ui-kit/format';
import { check } from '../statements/api';
import { formatted, periodLabel } from '../statements/model';

export type HomeSummaryData = components['schemas']['HomeSummary'];

/** GET /home/summary, once per mount (opening /home is what marks a visit). */
export function useHomeSummary(): { data?: HomeSummaryData; error: Error | null } {
  const api = useApi();
  const [state, setState] = useState<{ data?: HomeSummaryData; error: Error | null }>({ error: null });
  useEffect(() => {
    let current = true;
    api
      .GET('/home/summary')
      .then(check)
      .then(
        (data) => current && setState({ data, error: null }),
        (error: unknown) =>
          current && setState({ error: error instanceof Error ? error : new Error(String(error)) }),
      );
    return () => {
      current = false;
    };
  }, [api]);
  return state;
}

/**
 * What a rep sees first (doc 1 §2.2 /home, issue #13 point 11): this period's total and its change
 * since the period before, progress to quota, what changed since their last visit, their latest
 * statements, and for a manager their team's totals. Reused by the embeddable dashboard widget:
 * `links` false renders no link into the product (a widget inside another page).
 */
export function HomeSummary({ links = true }: { links?: boolean }) {
  const intl = useIntl();
  const { data, error } = useHomeSummary();
  if (error)
    return (
      <Alert
        tone="error"
        title={intl.formatMessage({ id: 'statements.loadError' }, { message: error.message })}
      />
    );
  if (!data) return <Spinner />;
  return <HomeSummaryView summary={data} links={links} />;
}

export function HomeSummaryView({ summary, links = true }: { summary: HomeSummaryData; links?: boolean }) {
  const intl = useIntl();
  const money = (value: string | null, currency = summary.currency ?? undefined) =>
    formatted(value, intl.locale, currency);
  const linkTo = (href: string, label: string) => (links ? <Link href={href}>{label}</Link> : <>{label}</>);

  if (!summary.period)
    return (
      <p style={{ margin: 0 }}>
        {intl.formatMessage({ id: 'home.noStatements' })}{' '}
        {links ? <Link href="/statements">{intl.formatMessage({ id: 'home.allStatements' })}</Link> : null}
      </p>
    );
  const period = summary.period;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }} data-testid="home-summary">
      <section aria-labelledby="home-period">
        <Heading level={2} id="home-period">
          {intl.formatMessage({ id: 'home.earnedIn' }, { period: periodLabel(intl, period) })}
        </Heading>
        <p style={{ fontSize: 28, fontWeight: 700, margin: '8px 0' }} data-testid="home-period-total">
          {money(summary.total)}
        </p>
        {summary.previousPeriod && summary.previousTotal !== null ? (
          <p
            style={{ margin: 0, display: 'flex', gap: 8, alignItems: 'center' }}
            data-testid="home-period-trend"
          >
            <TrendIndicator
              previousValue={summary.previousTotal}
              value={summary.total}
              format="currency"
              currency={summary.currency}
            />
            <span>
              {intl.formatMessage(
                { id: 'home.summary.versus' },
                {
                  period: periodLabel(intl, summary.previousPeriod),
                  total: money(summary.previousTotal),
                },
              )}
            </span>
          </p>
        ) : null}
        <ul
          style={{
            listStyle: 'none',
            padding: 0,
            margin: '16px 0 0',
            display: 'flex',
            flexDirection: 'column',
            gap: 16,
          }}
        >
          {summary.statements.map(({ statement, quota }) => (
            <li key={statement.id} style={{ maxWidth: 520 }}>
              <div style={{ display: 'flex', justifyContent: 'space-between', gap: 16 }}>
                {linkTo(
                  `/statements/${statement.id}`,
                  `${statement.plan.name} · ${periodLabel(intl, statement.period)}`,
                )}
                <span data-testid="home-statement-total">{money(statement.total, statement.currency)}</span>
              </div>
              {quota ? (
                <div style={{ marginTop: 8 }} data-testid="home-quota">
                  {/* The bar stops at 100 % (doc 3 §9); the line below says how far past it. */}
                  <Progress
                    value={quota.progress}
                    showValue={quota.progress === null}
                    label={intl.formatMessage({ id: 'home.summary.quota' }, { quota: quota.label })}
                  />
                  <small>
                    {intl.formatMessage(
                      {
                        id: quota.progress === null ? 'home.summary.quotaOf' : 'home.summary.quotaOfPercent',
                      },
                      {
                        percent: quota.progress === null ? '' : formatPercent(quota.progress, intl.locale),
                        achieved:
                          quota.format === 'currency'
                            ? money(quota.achieved, statement.currency)
                            : formatted(quota.achieved, intl.locale),
                        target:
                          quota.format === 'currency'
                            ? money(quota.target, statement.currency)
                            : formatted(quota.target, intl.locale),
                        label: quota.achievedLabel ?? '',
                      },
                    )}
                  </small>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="home-changes">
        <Heading level={2} id="home-changes">
          {intl.formatMessage({
            id: summary.lastVisitAt ? 'home.summary.changes' : 'home.summary.recentChanges',
          })}
        </Heading>
        {summary.changes.length === 0 ? (
          <p style={{ margin: 0 }}>{intl.formatMessage({ id: 'home.summary.noChanges' })}</p>
        ) : (
          <ul style={{ paddingLeft: 20, margin: 0 }} data-testid="home-changes">
            {summary.changes.map((change) => (
              <li key={`${change.statementId} ${change.version}`}>
                {linkTo(
                  `/statements/${change.statementId}`,
                  `${change.plan.name} · ${periodLabel(intl, change.period)}`,
                )}
                {': '}
                {intl.formatMessage(
                  { id: 'home.summary.change' },
                  {
                    from: money(change.from),
                    to: money(change.to),
                    date: intl.formatDate(change.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
                  },
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      {summary.team ? (
        <section aria-labelledby="home-team">
          <Heading level={2} id="home-team">
            {intl.formatMessage({ id: 'home.summary.team' }, { period: periodLabel(intl, period) })}
          </Heading>
          <p style={{ fontSize: 20, fontWeight: 700, margin: '8px 0' }} data-testid="home-team-total">
            {money(summary.team.total)}{' '}
            <TrendIndicator
              previousValue={summary.team.previousTotal}
              value={summary.team.total}
              format="currency"
              currency={summary.currency}
            />
          </p>
          <ul style={{ listStyle: 'none', padding: 0, margin: 0, maxWidth: 520 }}>
            {summary.team.members.map((member) => (
              <li key={member.user.id} style={{ display: 'flex', justifyContent: 'space-between', gap: 16 }}>
                <span>{member.user.fullName}</span>
                <span>{money(member.total)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="home-latest">
        <Heading level={2} id="home-latest">
          {intl.formatMessage({ id: 'home.latest' })}
        </Heading>
        <ul style={{ listStyle: 'none', padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
          {summary.latest.map((statement) => (
            <li
              key={statement.id}
              style={{ display: 'flex', gap: 16, justifyContent: 'space-between', maxWidth: 520 }}
            >
              {/* Each in its own box: two bare texts would make one flex item, with no gap. */}
              <span>
                {linkTo(
                  `/statements/${statement.id}`,
                  `${periodLabel(intl, statement.period)} · ${statement.plan.name}`,
                )}
              </span>
              <span>{money(statement.total, statement.currency)}</span>
            </li>
          ))}
        </ul>
        {links ? <Link href="/statements">{intl.formatMessage({ id: 'home.allStatements' })}</Link> : null}
      </section>
    </div>
  );
}
