// The workflows page's form and delete confirmation, a chunk of their own: the list paints without
// the kit's overlays, form fields and people picker, which download when one first opens.
import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDanger, type ConfirmDangerProps } from '../ConfirmDanger';
import { usePeopleChoices } from '@accrue/remote-runtime/query-hooks';
import { AccrueApiError } from '@accrue/sdk';
import { Alert, Button } from '@accrue/ui-kit';
import { useDebouncedValue } from '@accrue/ui-kit/format';
import { TextField } from '@accrue/ui-kit/forms';
import { FormModal } from '@accrue/ui-kit/overlays';
import { Select } from '@accrue/ui-kit/select';
import { SearchField } from '@accrue/ui-kit/table';
import { useDeleteWorkflow, useRefreshWorkflows, useSaveWorkflow } from './queries';
import {
  addStep,
  CONDITION_KINDS,
  draftOf,
  MAX_STEPS,
  MIN_STEPS,
  moveStep,
  placeFieldErrors,
  removeStep,
  roleLabel,
  stepField,
  toWorkflowInput,
  validateDraft,
  WORKFLOW_ROLES,
  type ConditionKind,
  type FormErrors,
  type StepDraft,
  type StepField,
  type Workflow,
  type WorkflowDraft,
  type WorkflowRole,
} from './workflows';
import * as styles from './WorkflowsPage.css';

/** The people picker asks the directory for this many at a time (usePeopleChoices). */
const PEOPLE_PAGE = 100;

/** Create a workflow, or change one's name and steps (sent with the version it was loaded at). */
export function WorkflowModal({
  workflow,
  names,
  onClose,
  onSaved,
}: {
  workflow: Workflow | null;
  names: ReadonlyMap<number, string>;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const intl = useIntl();
  const save = useSaveWorkflow();
  const refreshList = useRefreshWorkflows();
  const [draft, setDraft] = useState<WorkflowDraft>(() => draftOf(workflow));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FormErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  // The names of the people chosen in this form (the picker's list changes with its search).
  const [picked, setPicked] = useState<ReadonlyMap<number, string>>(new Map());
  const known = useMemo(() => new Map([...names, ...picked]), [names, picked]);
  const clientErrors = validateDraft(draft);

  const errorOf = (field: string): string | undefined =>
    serverErrors[field] ??
    (submitted && clientErrors[field] ? intl.formatMessage({ id: clientErrors[field] }) : undefined);
  /** An edit of a field clears the API's answer about it. */
  const edited = (field: string) =>
    setServerErrors((errors) => {
      if (!(field in errors)) return errors;
      const rest = { ...errors };
      delete rest[field];
      return rest;
    });
  const updateStep = (key: number, field: StepField | 'kind', change: Partial<StepDraft>) => {
    setDraft((d) => ({ ...d, steps: d.steps.map((s) => (s.key === key ? { ...s, ...change } : s)) }));
    if (field === 'kind') for (const f of ['role', 'userId'] as const) edited(stepField({ key }, f));
    else edited(stepField({ key }, field));
  };
  const setSteps = (change: (steps: StepDraft[]) => StepDraft[]) =>
    setDraft((d) => ({ ...d, steps: change(d.steps) }));

  const submit = async () => {
    setSubmitted(true);
    if (Object.keys(clientErrors).length) return;
    setProblem(null);
    try {
      const saved = await save.mutateAsync({
        edited: workflow ? { id: workflow.id, version: workflow.version } : null,
        input: toWorkflowInput(draft),
      });
      onSaved(
        intl.formatMessage(
          { id: workflow ? 'workflows.updated' : 'workflows.created' },
          { name: saved.name },
        ),
      );
    } catch (failure) {
      if (!(failure instanceof AccrueApiError)) {
        setProblem((failure as Error).message);
        return;
      }
      const placed = placeFieldErrors(failure.fieldErrors, draft);
      setServerErrors(placed.fields);
      const placedAny = Object.keys(placed.fields).length > 0;
      setProblem(placed.other.length ? placed.other.join(' ') : placedAny ? null : failure.message);
      // A stale edit (409): the list loads the latest version, which the next edit starts from.
      if (failure.isConflict) void refreshList();
    }
  };

  const atMost = draft.steps.length >= MAX_STEPS;
  return (
    <FormModal
      title={<FormattedMessage id={workflow ? 'workflows.editTitle' : 'workflows.createTitle'} />}
      size="LARGE"
      onClose={onClose}
      cancelLabel={<FormattedMessage id="workflows.cancel" />}
      actionLabel={<FormattedMessage id="workflows.save" />}
      onAction={() => void submit()}
      isActionDisabled={save.isPending}
    >
      <div className={styles.form}>
        {problem ? <Alert tone="error" title={problem} /> : null}
        <TextField
          label={intl.formatMessage({ id: 'workflows.field.name' })}
          name="name"
          maxLength={100}
          value={draft.name}
          onChange={(name) => {
            setDraft((d) => ({ ...d, name }));
            edited('name');
          }}
          errorMessage={errorOf('name')}
          isRequired
        />
        <div className={styles.stepsHeader}>
          <h3 className={styles.stepsTitle}>
            <FormattedMessage id="workflows.field.steps" />
          </h3>
          <span className={styles.muted}>
            <FormattedMessage id="workflows.field.stepsHelp" values={{ max: MAX_STEPS }} />
          </span>
        </div>
        <ol className={styles.stepList}>
          {draft.steps.map((step, index) => (
            <StepEditor
              key={step.key}
              step={step}
              index={index}
              count={draft.steps.length}
              names={known}
              errorOf={(field) => errorOf(stepField(step, field))}
              onChange={(field, change) => updateStep(step.key, field, change)}
              onPick={(id, label) => setPicked((known) => new Map(known).set(id, label))}
              onMove={(by) => setSteps((steps) => moveStep(steps, step.key, by))}
              onRemove={() => setSteps((steps) => removeStep(steps, step.key))}
            />
          ))}
        </ol>
        <div>
          <Button variant="secondary" isDisabled={atMost} onPress={() => setSteps(addStep)}>
            <FormattedMessage id="workflows.step.add" />
          </Button>
        </div>
      </div>
    </FormModal>
  );
}

/** One step of the form: its name, who validates it, and its place in the list. */
function StepEditor({
  step,
  index,
  count,
  names,
  errorOf,
  onChange,
  onPick,
  onMove,
  onRemove,
}: {
  step: StepDraft;
  index: number;
  count: number;
  names: ReadonlyMap<number, string>;
  errorOf: (field: StepField) => string | undefined;
  onChange: (field: StepField | 'kind', change: Partial<StepDraft>) => void;
  onPick: (userId: number, label: string) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const number = index + 1;
  const kindOptions = CONDITION_KINDS.map((kind) => ({
    value: kind,
    label: intl.formatMessage({ id: `workflows.kind.${kind}` }),
    help: intl.formatMessage({ id: `workflows.kind.${kind}.help` }),
  }));
  const roleOptions = WORKFLOW_ROLES.map((role) => ({ value: role, label: roleLabel(role, intl) }));
  const titleId = useId();
  return (
    <li>
      <div role="group" aria-labelledby={titleId} className={styles.step}>
        <div className={styles.stepHeader}>
          <h4 id={titleId} className={styles.stepTitle}>
            <FormattedMessage id="workflows.step.title" values={{ number }} />
          </h4>
          <span className={styles.actions}>
            <Button
              size="small"
              variant="ghost"
              isDisabled={index === 0}
              onPress={() => onMove(-1)}
              aria-label={intl.formatMessage({ id: 'workflows.step.moveUp' }, { number })}
            >
              <FormattedMessage id="workflows.step.up" />
            </Button>
            <Button
              size="small"
              variant="ghost"
              isDisabled={index === count - 1}
              onPress={() => onMove(1)}
              aria-label={intl.formatMessage({ id: 'workflows.step.moveDown' }, { number })}
            >
              <FormattedMessage id="workflows.step.down" />
            </Button>
            <Button
              size="small"
              variant="ghost"
              isDisabled={count <= MIN_STEPS}
              onPress={onRemove}
              aria-label={intl.formatMessage({ id: 'workflows.step.removeOf' }, { number })}
            >
              <FormattedMessage id="workflows.step.remove" />
            </Button>
          </span>
        </div>
        <div className={styles.stepFields}>
          <TextField
            label={intl.formatMessage({ id: 'workflows.field.stepName' })}
            maxLength={100}
            value={step.stepName}
            onChange={(stepName) => onChange('stepName', { stepName })}
            errorMessage={errorOf('stepName')}
            isRequired
          />
          <Select
            label={intl.formatMessage({ id: 'workflows.field.kind' })}
            options={kindOptions}
            isClearable={false}
            value={step.kind}
            onChange={(kind) => kind !== null && onChange('kind', { kind: kind as ConditionKind })}
          />
          {step.kind === 'ROLE' ? (
            <Select
              label={intl.formatMessage({ id: 'workflows.field.role' })}
              description={intl.formatMessage({ id: 'workflows.kind.ROLE.help' })}
              options={roleOptions}
              value={step.role}
              onChange={(role) => onChange('role', { role: role === null ? null : (role as WorkflowRole) })}
              errorMessage={errorOf('role')}
              isRequired
            />
          ) : null}
          {step.kind === 'USER' ? (
            <UserChoice
              value={step.userId}
              names={names}
              errorMessage={errorOf('userId')}
              onChange={(userId, label) => {
                if (userId !== null && label) onPick(userId, label);
                onChange('userId', { userId });
              }}
            />
          ) : null}
        </div>
      </div>
    </li>
  );
}

/**
 * The user a step names, among the first 100 people of the directory; past 100, a search asks the
 * directory for the people matching it (the picker itself only filters what it was given).
 */
function UserChoice({
  value,
  names,
  errorMessage,
  onChange,
}: {
  value: number | null;
  names: ReadonlyMap<number, string>;
  errorMessage?: string;
  onChange: (userId: number | null, label?: string) => void;
}) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const everyone = usePeopleChoices('workflows', '');
  const found = usePeopleChoices('workflows', debounced);
  const isSearchable = (everyone.data?.length ?? 0) >= PEOPLE_PAGE || search !== '';
  const options = useMemo(() => {
    const list = (found.data ?? []).map((user) => ({
      value: String(user.id),
      label: `${user.fullName} (${user.email})`,
    }));
    // The chosen one stays an option (so it reads by name) when the search leaves it out.
    if (value !== null && !list.some((option) => option.value === String(value)))
      list.unshift({
        value: String(value),
        label:
          names.get(value) ?? intl.formatMessage({ id: 'workflows.condition.unknownUser' }, { id: value }),
      });
    return list;
  }, [found.data, value, names, intl]);
  return (
    <div className={styles.userChoice}>
      <Select
        // The kit's select cannot take options that change under it: a new list remounts it.
        key={options.map((option) => option.value).join(',')}
        label={intl.formatMessage({ id: 'workflows.field.user' })}
        options={options}
        value={value === null ? null : String(value)}
        onChange={(chosen) =>
          onChange(
            chosen === null ? null : Number(chosen),
            options.find((option) => option.value === chosen)?.label,
          )
        }
        errorMessage={errorMessage}
        isRequired
      />
      {isSearchable ? (
        <SearchField
          size="small"
          label={intl.formatMessage({ id: 'workflows.field.userSearch' })}
          placeholder={intl.formatMessage({ id: 'workflows.field.userSearch' })}
          value={search}
          onChange={setSearch}
        />
      ) : null}
    </div>
  );
}

/** Asks before deleting: the plans using the workflow are left without one. */
export function DeleteWorkflow({
  workflow,
  onClose,
  onDone,
  onError,
}: { workflow: Workflow } & Pick<ConfirmDangerProps, 'onClose' | 'onDone' | 'onError'>) {
  const intl = useIntl();
  const remove = useDeleteWorkflow();
  return (
    <ConfirmDanger
      title={<FormattedMessage id="workflows.confirmDelete.title" values={{ name: workflow.name }} />}
      cancel={<FormattedMessage id="workflows.cancel" />}
      confirm={<FormattedMessage id="workflows.confirmDelete.confirm" />}
      action={async () => {
        await remove.mutateAsync(workflow.id);
        return intl.formatMessage({ id: 'workflows.deleted' }, { name: workflow.name });
      }}
      onDone={onDone}
      onError={onError}
      onClose={onClose}
    >
      <FormattedMessage
        id="workflows.confirmDelete.body"
        values={{
          count: workflow.plans.length,
          plans: intl.formatList(workflow.plans.map((plan) => plan.name)),
        }}
      />
    </ConfirmDanger>
  );
}
