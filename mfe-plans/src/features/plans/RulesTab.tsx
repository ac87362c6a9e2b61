import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, Link, Skeleton } from '@accrue/ui-kit';
import { TextField } from '@accrue/ui-kit/forms';
import { FormModal } from '@accrue/ui-kit/overlays';
import {
  addSingleRateRule,
  checkPlan,
  removeRule,
  rulesByCategory,
  type TokenUse,
} from '../designer/plan-model';
import { PlansApiError, usePlanDefinition, useReplaceDefinition, type Plan } from './queries';
import { describeProblem } from './model';
import { UnreadablePlan } from './UnreadablePlan';

type Notify = (tone: 'success' | 'error', message: string) => void;

/**
 * The plan's rules (doc 2 §2, hub tab "rules"), read from the plan file: grouped by category, each
 * with its payment type and a link to the rule designer. An admin adds a rule from the single-rate
 * commission template and deletes one after confirming; both save the whole file with its version
 * (If-Match), so an edit made meanwhile elsewhere is refused, not overwritten.
 */
export default function RulesTab({
  plan,
  canModify,
  notify,
}: {
  plan: Plan;
  canModify: boolean;
  notify: Notify;
}) {
  const intl = useIntl();
  const definition = usePlanDefinition(plan.id, true);
  const replace = useReplaceDefinition();
  const [adding, setAdding] = useState(false);
  const [label, setLabel] = useState('');
  const [deleting, setDeleting] = useState<{ name: string; label: string } | null>(null);
  const [usedBy, setUsedBy] = useState<TokenUse[]>([]);
  const saved = definition.data;
  const checked = useMemo(() => (saved ? checkPlan(saved.definition) : null), [saved]);

  if (definition.error) return <Alert tone="error" title={definition.error.message} />;
  if (!saved || !checked) return <Skeleton />;
  const def = checked.def;
  if (!def) return <UnreadablePlan problems={checked.problems} />;

  const save = async (text: string, success: string, failure: string) => {
    try {
      await replace.mutateAsync({ planId: plan.id, definition: text, version: saved.version });
      notify('success', intl.formatMessage({ id: success }));
      return true;
    } catch (error) {
      const message =
        error instanceof PlansApiError && error.fieldErrors.length
          ? error.fieldErrors.map(describeProblem).join(' ')
          : (error as Error).message;
      notify('error', intl.formatMessage({ id: failure }, { message }));
      if (error instanceof PlansApiError && error.status === 409) void definition.refetch();
      return false;
    }
  };

  const add = async () => {
    const next = addSingleRateRule(saved.definition, def, label.trim());
    if (await save(next.text, 'rules.templateApplied', 'rules.templateFailed')) {
      setAdding(false);
      setLabel('');
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const result = removeRule(saved.definition, def, deleting.name);
    if ('usedBy' in result) {
      setUsedBy(result.usedBy);
      return;
    }
    if (await save(result.text, 'rules.deleted', 'rules.deleteFailed')) setDeleting(null);
  };

  const groups = rulesByCategory(def);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {canModify ? (
        <span>
          <Button variant="primary" onPress={() => setAdding(true)}>
            <FormattedMessage id="rules.add" />
          </Button>
        </span>
      ) : null}
      {groups.length === 0 ? (
        <p>
          <FormattedMessage id="rules.empty" />
        </p>
      ) : null}
      {groups.map((group) => (
        <section key={group.category} aria-label={group.category}>
          <h2 style={{ margin: '8px 0', fontSize: 18 }}>{group.category}</h2>
          <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {group.rules.map(([name, rule]) => (
              <li
                key={name}
                data-rule={name}
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 12,
                  padding: '8px 0',
                  borderBottom: '1px solid rgba(0,0,0,0.08)',
                }}
              >
                <Link href={`/plans/${plan.id}/rules/${name}`}>{rule.label}</Link>
                <small data-payment-type={rule.type}>
                  <FormattedMessage id={`rules.type.${rule.type}`} />
                </small>
                <code style={{ opacity: 0.7, flex: 1 }}>{rule.formula}</code>
                {canModify ? (
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={intl.formatMessage({ id: 'rules.deleteOf' }, { name: rule.label })}
                    onPress={() => {
                      setUsedBy([]);
                      setDeleting({ name, label: rule.label });
                    }}
                  >
                    <FormattedMessage id="rules.delete" />
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {adding ? (
        <FormModal
          title={<FormattedMessage id="rules.addTitle" />}
          size="SMALL"
          onClose={() => setAdding(false)}
          cancelLabel={<FormattedMessage id="plans.cancel" />}
          actionLabel={<FormattedMessage id="rules.addConfirm" />}
          onAction={() => void add()}
          isActionDisabled={label.trim().length === 0 || replace.isPending}
        >
          <p>
            <FormattedMessage id="rules.templateHelp" />
          </p>
          <TextField
            label={intl.formatMessage({ id: 'rules.label' })}
            value={label}
            onChange={setLabel}
            autoFocus
            maxLength={100}
          />
        </FormModal>
      ) : null}
      {deleting ? (
        <FormModal
          title={<FormattedMessage id="rules.deleteTitle" values={{ name: deleting.label }} />}
          size="SMALL"
          onClose={() => setDeleting(null)}
          cancelLabel={<FormattedMessage id="plans.cancel" />}
          actionLabel={<FormattedMessage id="rules.delete" />}
          onAction={() => void confirmDelete()}
          isActionDisabled={replace.isPending || usedBy.length > 0}
          actionVariant="danger"
        >
          <p>
            <FormattedMessage id="rules.deleteBody" values={{ name: deleting.label }} />
          </p>
          {usedBy.length ? (
            <Alert tone="error" title={intl.formatMessage({ id: 'rules.stillUsed' })}>
              <ul>
                {usedBy.map((use) => (
                  <li key={use.path}>
                    <code>{use.path}</code>
                  </li>
                ))}
              </ul>
            </Alert>
          ) : null}
        </FormModal>
      ) : null}
    </div>
  );
}
