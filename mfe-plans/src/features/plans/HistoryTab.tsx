import { useId, useState, type CSSProperties, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, Heading, Skeleton } from '@accrue/ui-kit';
import { FormModal } from '@accrue/ui-kit/overlays';
import { Select } from '@accrue/ui-kit/select';
import { describeProblem } from './model';
import {
  PlansApiError,
  usePlanVersionComparison,
  usePlanVersions,
  useRestorePlanVersion,
  type EntryChange,
  type Plan,
  type PlanVersion,
} from './queries';

type Notify = (tone: 'success' | 'error', message: string) => void;

interface Compared {
  from: number;
  to: number;
}

/**
 * Every saved change of the plan, newest first: its version, when, who, and what changed. Any two
 * versions compare side by side, section by section of the plan file; an admin restores an earlier
 * version, saved as a new one from the version seen (If-Match, as the definition's replacement).
 */
export default function HistoryTab({
  plan,
  canModify,
  notify,
}: {
  plan: Plan;
  canModify: boolean;
  notify: Notify;
}) {
  const intl = useIntl();
  const versions = usePlanVersions(plan.id, true);
  const restore = useRestorePlanVersion(plan.id);
  const [fromChoice, setFromChoice] = useState<number | null>(null);
  const [toChoice, setToChoice] = useState<number | null>(null);
  const [compared, setCompared] = useState<Compared | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);

  if (versions.error) return <Alert tone="error" title={versions.error.message} />;
  if (!versions.data) return <Skeleton />;
  const items = versions.data.items;
  const current = plan.version;
  // Until chosen, the form compares the version before the current one with the current one.
  const from = fromChoice ?? items.find((version) => version.version < current)?.version ?? null;
  const to = toChoice ?? current;
  const options = items.map((version) => ({
    value: version.version,
    label: intl.formatMessage({ id: 'plans.history.version' }, { version: version.version }),
  }));

  const compare = (next: Compared) => {
    setFromChoice(next.from);
    setToChoice(next.to);
    setCompared(next);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (from !== null && from !== to) compare({ from, to });
  };

  const failure = (error: unknown, version: number) => {
    if (error instanceof PlansApiError && error.status === 409)
      return intl.formatMessage({ id: 'plans.history.conflict' });
    const problem = error instanceof PlansApiError ? error.fieldErrors[0] : undefined;
    return intl.formatMessage(
      { id: 'plans.history.restoreFailed' },
      { version, message: problem ? describeProblem(problem) : (error as Error).message },
    );
  };

  const confirmRestore = async () => {
    if (restoring === null) return;
    const version = restoring;
    try {
      const saved = await restore.mutateAsync({ version, currentVersion: current });
      notify(
        'success',
        intl.formatMessage({ id: 'plans.history.restored' }, { version, newVersion: saved.version }),
      );
    } catch (error) {
      notify('error', failure(error, version));
    }
    setRestoring(null);
  };

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {items.length > 1 ? (
        <form
          aria-label={intl.formatMessage({ id: 'plans.history.compareForm' })}
          onSubmit={submit}
          style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 12 }}
        >
          <div style={{ minWidth: 180 }}>
            <Select
              label={intl.formatMessage({ id: 'plans.history.from' })}
              isClearable={false}
              options={options}
              value={from}
              onChange={(value) => value !== null && setFromChoice(Number(value))}
            />
          </div>
          <div style={{ minWidth: 180 }}>
            <Select
              label={intl.formatMessage({ id: 'plans.history.to' })}
              isClearable={false}
              options={options}
              value={to}
              onChange={(value) => value !== null && setToChoice(Number(value))}
            />
          </div>
          <Button variant="secondary" type="submit" isDisabled={from === null || from === to}>
            <FormattedMessage id="plans.history.compare" />
          </Button>
        </form>
      ) : null}
      {compared ? (
        <Comparison
          key={`${compared.from}-${compared.to}`}
          planId={plan.id}
          from={compared.from}
          to={compared.to}
          onClose={() => setCompared(null)}
        />
      ) : null}
      {items.length === 0 ? (
        <p>
          <FormattedMessage id="plans.history.empty" />
        </p>
      ) : (
        <ol
          aria-label={intl.formatMessage({ id: 'plans.history.list' })}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {items.map((version) => (
            <VersionRow
              key={version.id}
              version={version}
              isCurrent={version.version === current}
              canRestore={canModify}
              onCompare={() => compare({ from: version.version, to: current })}
              onRestore={() => setRestoring(version.version)}
            />
          ))}
        </ol>
      )}
      {restoring !== null ? (
        <FormModal
          title={<FormattedMessage id="plans.history.restoreTitle" values={{ version: restoring }} />}
          size="SMALL"
          onClose={() => setRestoring(null)}
          cancelLabel={<FormattedMessage id="plans.cancel" />}
          actionLabel={<FormattedMessage id="plans.history.restore" />}
          onAction={() => void confirmRestore()}
          isActionDisabled={restore.isPending}
        >
          <p>
            <FormattedMessage id="plans.history.restoreBody" />
          </p>
        </FormModal>
      ) : null}
    </div>
  );
}

function VersionRow({
  version,
  isCurrent,
  canRestore,
  onCompare,
  onRestore,
}: {
  version: PlanVersion;
  isCurrent: boolean;
  canRestore: boolean;
  onCompare: () => void;
  onRestore: () => void;
}) {
  const intl = useIntl();
  return (
    <li
      data-version={version.version}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 12,
        padding: '8px 0',
        borderBottom: '1px solid rgba(0,0,0,0.08)',
      }}
    >
      <div style={{ flex: 1, minWidth: 240 }}>
        <strong>
          <FormattedMessage id="plans.history.version" values={{ version: version.version }} />
        </strong>{' '}
        {isCurrent ? (
          <span data-current="" style={{ ...TAG, ...TAG_TONES.current }}>
            <FormattedMessage id="plans.history.current" />
          </span>
        ) : null}{' '}
        <small>
          {intl.formatDate(version.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
          {' · '}
          {version.author ? (
            `${version.author.firstName} ${version.author.lastName}`
          ) : (
            <FormattedMessage id="plans.history.system" />
          )}
        </small>
        <div>{version.summary}</div>
      </div>
      {isCurrent ? null : (
        <span style={{ display: 'flex', gap: 8 }}>
          <Button
            variant="secondary"
            size="small"
            aria-label={intl.formatMessage(
              { id: 'plans.history.compareWithCurrentOf' },
              { version: version.version },
            )}
            onPress={onCompare}
          >
            <FormattedMessage id="plans.history.compareWithCurrent" />
          </Button>
          {canRestore ? (
            <Button
              variant="secondary"
              size="small"
              aria-label={intl.formatMessage({ id: 'plans.history.restoreOf' }, { version: version.version })}
              onPress={onRestore}
            >
              <FormattedMessage id="plans.history.restore" />
            </Button>
          ) : null}
        </span>
      )}
    </li>
  );
}

/** What changed from one version to the other: the summary, then each changed entry's YAML. */
function Comparison({
  planId,
  from,
  to,
  onClose,
}: {
  planId: number;
  from: number;
  to: number;
  onClose: () => void;
}) {
  const intl = useIntl();
  const headingId = useId();
  const comparison = usePlanVersionComparison(planId, from, to);
  const data = comparison.data;
  const unchanged = data !== undefined && data.settings === null && data.sections.length === 0;

  return (
    <section
      aria-labelledby={headingId}
      data-comparison={`${from}-${to}`}
      style={{
        display: 'grid',
        gap: 12,
        padding: 16,
        border: '1px solid rgba(0,0,0,0.12)',
        borderRadius: 8,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12 }}>
        <Heading level={2} id={headingId}>
          <FormattedMessage id="plans.history.comparison" values={{ from, to }} />
        </Heading>
        <Button variant="secondary" size="small" onPress={onClose}>
          <FormattedMessage id="plans.history.close" />
        </Button>
      </div>
      {comparison.error ? (
        <Alert tone="error" title={comparison.error.message} />
      ) : !data ? (
        <Skeleton />
      ) : (
        <>
          <p style={{ margin: 0 }}>{data.summary}</p>
          {unchanged ? (
            <p style={{ margin: 0 }}>
              <FormattedMessage id="plans.history.same" />
            </p>
          ) : null}
          {data.settings ? (
            <section
              aria-label={intl.formatMessage({ id: 'plans.history.settings' })}
              data-section="settings"
            >
              <Heading level={3}>
                <FormattedMessage id="plans.history.settings" />
              </Heading>
              <Sides before={data.settings.before} after={data.settings.after} />
            </section>
          ) : null}
          {data.sections.map((section) => {
            const label = intl.formatMessage({ id: `plans.history.section.${section.section}` });
            return (
              <section key={section.section} aria-label={label} data-section={section.section}>
                <Heading level={3}>{label}</Heading>
                <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
                  {section.changes.map((change) => (
                    <Change key={change.name} change={change} />
                  ))}
                </ul>
              </section>
            );
          })}
        </>
      )}
    </section>
  );
}

function Change({ change }: { change: EntryChange }) {
  return (
    <li data-entry={change.name} data-change={change.change} style={{ display: 'grid', gap: 6 }}>
      <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <code style={{ fontWeight: 600 }}>{change.name}</code>
        <span style={{ ...TAG, ...TAG_TONES[change.change] }}>
          <FormattedMessage id={`plans.history.change.${change.change}`} />
        </span>
      </span>
      <Sides before={change.before} after={change.after} />
    </li>
  );
}

/** The YAML before and after, side by side (one side only for an entry added or removed). */
function Sides({ before, after }: { before: string | null; after: string | null }) {
  const intl = useIntl();
  return (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))' }}>
      {before !== null ? (
        <Side label={intl.formatMessage({ id: 'plans.history.before' })} text={before} />
      ) : null}
      {after !== null ? (
        <Side label={intl.formatMessage({ id: 'plans.history.after' })} text={after} />
      ) : null}
    </div>
  );
}

function Side({ label, text }: { label: string; text: string }) {
  return (
    <figure style={{ margin: 0, minWidth: 0 }}>
      <figcaption style={{ fontSize: 13, fontWeight: 600, marginBottom: 4 }}>{label}</figcaption>
      <pre style={YAML_BLOCK}>{text}</pre>
    </figure>
  );
}

const YAML_BLOCK: CSSProperties = {
  margin: 0,
  padding: 8,
  maxHeight: 320,
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  fontSize: 13,
  border: '1px solid rgba(0,0,0,0.12)',
  borderRadius: 6,
  background: 'rgba(0,0,0,0.03)',
};

const TAG: CSSProperties = {
  display: 'inline-block',
  padding: '0 8px',
  borderRadius: 10,
  fontSize: 12,
  fontWeight: 600,
  lineHeight: '20px',
};

const TAG_TONES: Record<EntryChange['change'] | 'current', CSSProperties> = {
  added: { color: '#1b5e20', background: '#e8f5e9' },
  removed: { color: '#b3261e', background: '#fdecea' },
  changed: { color: '#7a4f01', background: '#fff4e0' },
  current: { color: '#0b4f8a', background: '#e6f0fa' },
};
