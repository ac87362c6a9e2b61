import { useIntl } from 'react-intl';
import { useSession, type PageProps } from '@accrue/remote-runtime';
import { Alert, Heading, Link, PageHeader, Spinner } from '@accrue/ui-kit';
import { useMyStatements, type UserStatement } from '../statements/api';
import { formatted, periodLabel } from '../statements/model';

/** How many of their latest statements a rep sees on their home. */
const LATEST = 6;

/**
 * /home (doc 1 §2.2): for someone with statements, what they earned in the current period (the
 * latest one calculated) and their latest statements; for anyone else a way to the statements.
 */
export default function HomePage({ title }: PageProps) {
  const intl = useIntl();
  const session = useSession()!;
  const mine = useMyStatements(LATEST);
  const statements = mine.data?.items ?? [];
  const latestPeriod = statements[0]?.period;
  const current = latestPeriod ? statements.filter((s) => s.period.id === latestPeriod.id) : [];

  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <PageHeader title={intl.formatMessage({ id: title })} />
      <p>{intl.formatMessage({ id: 'home.welcome' }, { name: session.me.user.firstName })}</p>
      {mine.error ? (
        <Alert
          tone="error"
          title={intl.formatMessage({ id: 'statements.loadError' }, { message: mine.error.message })}
        />
      ) : mine.isLoading && !mine.data ? (
        <Spinner />
      ) : statements.length === 0 ? (
        <p>
          {intl.formatMessage({ id: 'home.noStatements' })}{' '}
          {session.can('VIEW_STATEMENTS') ? (
            <Link href="/statements">{intl.formatMessage({ id: 'home.allStatements' })}</Link>
          ) : null}
        </p>
      ) : (
        <>
          <section aria-label={intl.formatMessage({ id: 'home.thisPeriod' })}>
            <Heading level={2}>
              {intl.formatMessage({ id: 'home.earnedIn' }, { period: periodLabel(intl, latestPeriod!) })}
            </Heading>
            {current.map((statement) => (
              <p key={statement.id} style={{ fontSize: 28, fontWeight: 700, margin: '8px 0' }}>
                <Link href={`/statements/${statement.id}`} aria-label={statement.plan.name}>
                  <span data-testid="home-period-total">
                    {formatted(statement.total, intl.locale, statement.currency)}
                  </span>
                </Link>{' '}
                <small style={{ fontSize: 14, fontWeight: 400 }}>{statement.plan.name}</small>
              </p>
            ))}
          </section>
          <section>
            <Heading level={2}>{intl.formatMessage({ id: 'home.latest' })}</Heading>
            <ul style={{ listStyle: 'none', padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
              {statements.map((statement: UserStatement) => (
                <li
                  key={statement.id}
                  style={{ display: 'flex', gap: 16, justifyContent: 'space-between', maxWidth: 520 }}
                >
                  <Link href={`/statements/${statement.id}`}>
                    {periodLabel(intl, statement.period)} · {statement.plan.name}
                  </Link>
                  {formatted(statement.total, intl.locale, statement.currency)}
                </li>
              ))}
            </ul>
            <Link href="/statements">{intl.formatMessage({ id: 'home.allStatements' })}</Link>
          </section>
        </>
      )}
    </section>
  );
}
