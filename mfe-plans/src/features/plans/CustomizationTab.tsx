import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PlanDefinition } from '@accrue/engine';
import { useSession, withPageMessages } from '@accrue/remote-runtime';
import { forecastingMessages } from '../../i18n/forecasting';
import { Alert, Button, Link, Skeleton } from '@accrue/ui-kit';
import { Switch } from '@accrue/ui-kit/forms';
import { FormModal } from '@accrue/ui-kit/overlays';
import { ForecastBadge, ForecastFormulas, useForecastDraft } from '../designer/ForecastFormulas';
import { forecastEntries, readPlan, type ForecastEntry } from '../designer/plan-model';
import { useForecastingSave, type ForecastingOutcome } from './forecasting';
import { forecastDesignerGate, type HubTabProps } from './model';
import { usePlanDefinition } from './queries';
import { UnreadablePlan } from './UnreadablePlan';

const GROUPS = [
  ['rule', 'forecasting.rules'],
  ['variable', 'forecasting.variables'],
  ['field', 'forecasting.fields'],
] as const;

/**
 * The hub's "customization" tab (doc 2 §2): the plan's forecasting configuration. Forecasting on
 * or off, and each rule, variable and calculated field with its actual formula and its forecast
 * formula if it has one: edited in a dialog where the engine compiles it in the plan's forecast
 * variant as it is typed, or removed (the forecast then uses the actual formula). Each change is
 * saved alone (PATCH /plans/{id}/forecasting-configuration) from the version shown (If-Match);
 * read-only for whoever may not modify plans.
 */
/** The tab with the forecasting labels, which download with it (i18n/forecasting.ts). */
export default withPageMessages(forecastingMessages, CustomizationTab);

function CustomizationTab({ plan, canModify, notify }: HubTabProps) {
  const intl = useIntl();
  const session = useSession()!;
  const headingId = useId();
  const definition = usePlanDefinition(plan.id, true);
  const saved = definition.data;
  const checked = useMemo(() => (saved ? readPlan(saved.definition) : null), [saved]);
  const { save, isPending } = useForecastingSave(plan.id, notify, () => definition.refetch());
  const [editing, setEditing] = useState<ForecastEntry | null>(null);
  const withDesigner = forecastDesignerGate(session);

  if (definition.error) return <Alert tone="error" title={definition.error.message} />;
  if (!saved || !checked) return <Skeleton />;
  const def = checked.def;
  if (!def) return <UnreadablePlan problems={checked.problems} />;
  const { enabled } = def.plan.forecasting;
  const entries = forecastEntries(def);

  const row = (entry: ForecastEntry) => (
    <li
      key={entry.token}
      data-token={entry.token}
      style={{ display: 'grid', gap: 6, padding: '10px 0', borderBottom: '1px solid rgba(0,0,0,0.08)' }}
    >
      <span style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
        <strong>{entry.label}</strong>
        <code style={{ opacity: 0.7 }}>{entry.token}</code>
        <ForecastBadge own={entry.forecast !== undefined} />
        <span style={{ flex: 1 }} />
        {canModify ? (
          <>
            <Button
              size="small"
              aria-label={intl.formatMessage({ id: 'forecasting.editOf' }, { name: entry.label })}
              onPress={() => setEditing(entry)}
            >
              <FormattedMessage id="forecasting.edit" />
            </Button>
            {entry.forecast !== undefined ? (
              <Button
                size="small"
                isDisabled={isPending}
                aria-label={intl.formatMessage({ id: 'forecasting.removeOf' }, { name: entry.label })}
                onPress={() =>
                  void save({ formulas: { [entry.token]: null } }, saved.version, 'forecasting.removed')
                }
              >
                <FormattedMessage id="forecasting.remove" />
              </Button>
            ) : null}
          </>
        ) : null}
        {entry.kind === 'rule' && withDesigner ? (
          <Link
            href={`/plans/${plan.id}/rules/${entry.token}/forecast`}
            aria-label={intl.formatMessage({ id: 'forecasting.openDesignerOf' }, { name: entry.label })}
          >
            <FormattedMessage id="forecasting.openDesigner" />
          </Link>
        ) : null}
      </span>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 12px', margin: 0 }}>
        <dt>
          <FormattedMessage id="forecasting.actual" />
        </dt>
        <dd style={{ margin: 0 }}>
          <code data-actual="">{entry.formula}</code>
        </dd>
        {entry.forecast !== undefined ? (
          <>
            <dt>
              <FormattedMessage id="forecasting.forecast" />
            </dt>
            <dd style={{ margin: 0 }}>
              <code data-forecast-formula="">{entry.forecast}</code>
            </dd>
          </>
        ) : null}
      </dl>
    </li>
  );

  return (
    <section aria-labelledby={headingId} style={{ display: 'grid', gap: 16 }}>
      <h2 id={headingId} style={{ margin: 0, fontSize: 18 }}>
        <FormattedMessage id="forecasting.title" />
      </h2>
      <p style={{ margin: 0 }}>
        <FormattedMessage id="forecasting.intro" />
      </p>
      <Switch
        label={intl.formatMessage({ id: 'forecasting.enabled' })}
        isSelected={enabled}
        isReadOnly={!canModify}
        isDisabled={isPending}
        onChange={(next) =>
          void save({ enabled: next }, saved.version, next ? 'forecasting.turnedOn' : 'forecasting.turnedOff')
        }
      />
      {entries.length === 0 ? (
        <p>
          <FormattedMessage id="forecasting.none" />
        </p>
      ) : null}
      {GROUPS.map(([kind, title]) => {
        const group = entries.filter((entry) => entry.kind === kind);
        return group.length ? (
          <section key={kind} aria-label={intl.formatMessage({ id: title })}>
            <h3 style={{ margin: '8px 0', fontSize: 16 }}>
              <FormattedMessage id={title} />
            </h3>
            <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>{group.map(row)}</ul>
          </section>
        ) : null;
      })}
      {editing ? (
        <ForecastFormulaDialog
          key={editing.token}
          def={def}
          entry={editing}
          isPending={isPending}
          onClose={() => setEditing(null)}
          onSave={async (text) => {
            const outcome = await save(
              { formulas: { [editing.token]: text } },
              saved.version,
              'forecasting.saved',
              `formulas.${editing.token}`,
            );
            if (outcome.status === 'saved' || outcome.status === 'conflict') setEditing(null);
            return outcome;
          }}
        />
      ) : null}
    </section>
  );
}

/**
 * Edits one token's forecast formula, pre-filled with its actual formula when it has none; the
 * actual formula is shown beside it for reference. The engine's problems (and the API's refusal)
 * are listed under the formula; one with problems is not saved.
 */
function ForecastFormulaDialog({
  def,
  entry,
  isPending,
  onClose,
  onSave,
}: {
  def: PlanDefinition;
  entry: ForecastEntry;
  isPending: boolean;
  onClose: () => void;
  onSave: (text: string) => Promise<ForecastingOutcome>;
}) {
  const intl = useIntl();
  const { text, setText, problems, unchanged, refuse } = useForecastDraft(def, entry);

  const submit = async () => {
    const outcome = await onSave(text);
    if (outcome.status === 'refused') refuse(outcome.messages);
  };

  return (
    <FormModal
      title={intl.formatMessage({ id: 'forecasting.formulaOf' }, { name: entry.label })}
      size="LARGE"
      onClose={onClose}
      cancelLabel={<FormattedMessage id="plans.cancel" />}
      actionLabel={<FormattedMessage id="plans.save" />}
      onAction={() => void submit()}
      isActionDisabled={unchanged || problems.length > 0 || isPending}
    >
      <ForecastFormulas def={def} entry={entry} readOnly={false} problems={problems} onChange={setText} />
    </FormModal>
  );
}
