import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession } from '@accrue/remote-runtime';
import { Button } from '@accrue/ui-kit';
import { IsoDatePicker } from '@accrue/ui-kit/dates';
import { FileUpload, TextField } from '@accrue/ui-kit/forms';
import { FormModal, Tooltip } from '@accrue/ui-kit/overlays';
import { Select } from '@accrue/ui-kit/select';
import { Checkbox } from '@accrue/ui-kit/table';
import {
  allowedFrequencies,
  copyName,
  datesError,
  describeProblem,
  nameError,
  PLAN_FILE_MAX_BYTES,
  PLAN_FILE_TYPES,
} from './model';
import {
  PlansApiError,
  useArchivePlan,
  useCreatePlan,
  useDeletePlan,
  useDuplicatePlan,
  useImportPlan,
  useSetVisibility,
  type Plan,
  type PlanFrequency,
} from './queries';

/** The plan dialogs of doc 2 §2: create, duplicate, archive, unarchive, delete, publish, unpublish. */
export type PlanDialog =
  | { kind: 'create' }
  | { kind: 'import' }
  | { kind: 'duplicate'; plan: Plan }
  | { kind: 'archive'; plan: Plan }
  | { kind: 'unarchive'; plan: Plan }
  | { kind: 'delete'; plan: Plan }
  | { kind: 'publish'; plan: Plan }
  | { kind: 'unpublish'; plan: Plan };

export interface DialogOutcome {
  onClose: () => void;
  /** A success: the message to show, and the plan created, if any. */
  onDone: (message: string, created?: Plan) => void;
  onError: (message: string) => void;
}

export function PlanDialogs({ dialog, ...outcome }: DialogOutcome & { dialog: PlanDialog | null }) {
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'create':
      return <CreateDialog {...outcome} />;
    case 'import':
      return <ImportDialog {...outcome} />;
    case 'duplicate':
      return <DuplicateDialog plan={dialog.plan} {...outcome} />;
    case 'unarchive':
      return <UnarchiveDialog plan={dialog.plan} {...outcome} />;
    default:
      return <ConfirmDialog dialog={dialog} {...outcome} />;
  }
}

/** The name field's message: the server's (a taken name, 409) or the bounds of doc 2 §5. */
function useNameField(initial: string) {
  const intl = useIntl();
  const [name, setName] = useState(initial);
  const [serverError, setServerError] = useState<string | undefined>();
  const [touched, setTouched] = useState(false);
  const local = nameError(name);
  return {
    name,
    invalid: local !== undefined,
    errorMessage: serverError ?? (touched && local ? intl.formatMessage({ id: local }) : undefined),
    change: (value: string) => {
      setName(value);
      setTouched(true);
      setServerError(undefined);
    },
    /** Shows a name conflict on the field (doc 2 §5: no snackbar); false for any other failure. */
    takeError: (error: unknown, field: string) => {
      const message = error instanceof PlansApiError ? error.fieldMessage(field) : undefined;
      if (message) setServerError(message);
      return message !== undefined;
    },
  };
}

function CreateDialog({ onClose, onDone, onError }: DialogOutcome) {
  const intl = useIntl();
  const session = useSession()!;
  const create = useCreatePlan();
  const frequencies = allowedFrequencies(session.company.statementFrequency);
  const field = useNameField('');
  const [frequency, setFrequency] = useState<PlanFrequency>(frequencies[0]!);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (field.invalid) return;
    try {
      const plan = await create.mutateAsync({ name: field.name.trim(), frequency });
      onDone(intl.formatMessage({ id: 'plans.toast.created' }), plan);
    } catch (error) {
      if (!field.takeError(error, 'name'))
        onError(
          intl.formatMessage({ id: 'plans.toast.createFailed' }, { message: (error as Error).message }),
        );
    }
  };

  return (
    <PlanModal
      title={<FormattedMessage id="plans.create.title" />}
      action={<FormattedMessage id="plans.create" />}
      isDisabled={field.invalid || create.isPending}
      onAction={() => void submit()}
      onClose={onClose}
    >
      <form onSubmit={(event) => void submit(event)} style={{ display: 'grid', gap: 12 }}>
        <TextField
          label={intl.formatMessage({ id: 'plans.form.name' })}
          value={field.name}
          onChange={field.change}
          maxLength={100}
          isRequired
          autoFocus
          errorMessage={field.errorMessage}
        />
        <Select
          label={intl.formatMessage({ id: 'plans.form.frequency' })}
          isRequired
          isClearable={false}
          options={frequencies.map((f) => ({
            value: f,
            label: intl.formatMessage({ id: `plans.frequency.${f}` }),
          }))}
          value={frequency}
          onChange={(value) => value && setFrequency(value as PlanFrequency)}
        />
      </form>
    </PlanModal>
  );
}

/** Create a (hidden) plan from a plan file; every problem of the file is listed with its path. */
function ImportDialog({ onClose, onDone, onError }: DialogOutcome) {
  const intl = useIntl();
  const importPlan = useImportPlan();
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);

  const submit = async () => {
    const file = files[0];
    if (!file) return;
    setProblems([]);
    try {
      const plan = await importPlan.mutateAsync(await file.text());
      onDone(intl.formatMessage({ id: 'plans.toast.created' }), plan);
    } catch (error) {
      if (error instanceof PlansApiError && error.fieldErrors.length)
        setProblems(error.fieldErrors.map(describeProblem));
      else
        onError(
          intl.formatMessage({ id: 'plans.toast.createFailed' }, { message: (error as Error).message }),
        );
    }
  };

  return (
    <PlanModal
      title={<FormattedMessage id="plans.import.title" />}
      size="MEDIUM"
      action={<FormattedMessage id="plans.import" />}
      isDisabled={files.length === 0 || importPlan.isPending}
      onAction={() => void submit()}
      onClose={onClose}
    >
      <div style={{ display: 'grid', gap: 12 }}>
        <FileUpload
          label={intl.formatMessage({ id: 'plans.import.file' })}
          description={intl.formatMessage({ id: 'plans.definition.uploadHelp' })}
          accept={PLAN_FILE_TYPES}
          maxFiles={1}
          maxSize={PLAN_FILE_MAX_BYTES}
          value={files}
          onChange={(next) => {
            setFiles(next);
            setProblems([]);
          }}
        />
        {problems.length ? (
          <ul role="alert" aria-label={intl.formatMessage({ id: 'plans.definition.problemList' })}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </PlanModal>
  );
}

/**
 * Duplicate a plan (doc 2 §5): the name defaults to the old one plus ' (copy)'; assignments can be
 * copied, with optional dates (empty is Indefinite), only when the plan has an active assignment.
 */
function DuplicateDialog({ plan, onClose, onDone, onError }: DialogOutcome & { plan: Plan }) {
  const intl = useIntl();
  const duplicate = useDuplicatePlan();
  const field = useNameField(copyName(plan.name));
  const [copyAssignments, setCopyAssignments] = useState(false);
  const [asOf, setAsOf] = useState<string | null>(null);
  const [until, setUntil] = useState<string | null>(null);
  const noActive = plan.activeAssignmentsCount === 0;
  const dates = copyAssignments ? datesError(asOf, until) : undefined;
  const invalid = field.invalid || dates !== undefined;

  const submit = async () => {
    if (invalid) return;
    try {
      const copy = await duplicate.mutateAsync({
        planId: plan.id,
        newPlanName: field.name.trim(),
        shouldImportAssignments: copyAssignments,
        assignmentsEffectiveAsOf: copyAssignments ? asOf : null,
        assignmentsEffectiveUntil: copyAssignments ? until : null,
      });
      onDone(intl.formatMessage({ id: 'plans.toast.duplicated' }), copy);
    } catch (error) {
      if (!field.takeError(error, 'newPlanName'))
        onError(
          intl.formatMessage({ id: 'plans.toast.duplicateFailed' }, { message: (error as Error).message }),
        );
    }
  };

  const checkbox = (
    <Checkbox isSelected={copyAssignments} isDisabled={noActive} onChange={setCopyAssignments}>
      {intl.formatMessage({ id: 'plans.duplicate.copyAssignments' })}
    </Checkbox>
  );
  return (
    <PlanModal
      title={<FormattedMessage id="plans.duplicate.title" values={{ name: plan.name }} />}
      action={<FormattedMessage id="plans.duplicate" />}
      isDisabled={invalid || duplicate.isPending}
      onAction={() => void submit()}
      onClose={onClose}
    >
      <div style={{ display: 'grid', gap: 12 }}>
        <TextField
          label={intl.formatMessage({ id: 'plans.form.newName' })}
          value={field.name}
          onChange={field.change}
          maxLength={100}
          isRequired
          autoFocus
          errorMessage={field.errorMessage}
        />
        <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          {checkbox}
          {noActive ? (
            // Doc 2 §5: the option is disabled, with this tooltip, when no assignment is active.
            <Tooltip content={intl.formatMessage({ id: 'plans.duplicate.noActive' })}>
              <Button
                variant="ghost"
                size="small"
                aria-label={intl.formatMessage({ id: 'plans.duplicate.noActive' })}
              >
                ⓘ
              </Button>
            </Tooltip>
          ) : null}
        </span>
        {copyAssignments ? (
          <AssignmentDates
            asOf={asOf}
            until={until}
            onAsOfChange={setAsOf}
            onUntilChange={setUntil}
            error={dates}
          />
        ) : null}
      </div>
    </PlanModal>
  );
}

/** Unarchive asks for the dates of the assignments the archive ended (doc 2 §4). */
function UnarchiveDialog({ plan, onClose, onDone, onError }: DialogOutcome & { plan: Plan }) {
  const intl = useIntl();
  const archive = useArchivePlan();
  const [asOf, setAsOf] = useState<string | null>(null);
  const [until, setUntil] = useState<string | null>(null);
  const dates = datesError(asOf, until);

  const submit = async () => {
    if (dates) return;
    try {
      await archive.mutateAsync({
        planId: plan.id,
        archived: false,
        ...(asOf ? { assignmentsEffectiveAsOf: asOf } : {}),
        assignmentsEffectiveUntil: until,
      });
      onDone(intl.formatMessage({ id: 'plans.toast.unarchived' }));
    } catch (error) {
      onError(
        intl.formatMessage({ id: 'plans.toast.unarchiveFailed' }, { message: (error as Error).message }),
      );
    }
  };

  return (
    <PlanModal
      title={<FormattedMessage id="plans.unarchive.title" values={{ name: plan.name }} />}
      action={<FormattedMessage id="plans.unarchive" />}
      isDisabled={dates !== undefined || archive.isPending}
      onAction={() => void submit()}
      onClose={onClose}
    >
      <div style={{ display: 'grid', gap: 12 }}>
        <p>
          <FormattedMessage id="plans.unarchive.body" values={{ date: plan.archivedOn ?? '' }} />
        </p>
        <AssignmentDates
          asOf={asOf}
          until={until}
          onAsOfChange={setAsOf}
          onUntilChange={setUntil}
          error={dates}
        />
      </div>
    </PlanModal>
  );
}

/**
 * The dates of the assignments a dialog copies or brings back: from (empty keeps each one's start)
 * and until (empty is Indefinite); `error` is the message id of dates in the wrong order.
 */
function AssignmentDates({
  asOf,
  until,
  onAsOfChange,
  onUntilChange,
  error,
}: {
  asOf: string | null;
  until: string | null;
  onAsOfChange: (value: string | null) => void;
  onUntilChange: (value: string | null) => void;
  error: string | undefined;
}) {
  const intl = useIntl();
  return (
    <>
      <IsoDatePicker
        label={intl.formatMessage({ id: 'plans.form.effectiveAsOf' })}
        value={asOf}
        onChange={onAsOfChange}
        description={intl.formatMessage({ id: 'plans.form.keepStart' })}
      />
      <IsoDatePicker
        label={intl.formatMessage({ id: 'plans.form.effectiveUntil' })}
        value={until}
        onChange={onUntilChange}
        description={intl.formatMessage({ id: 'plans.form.indefinite' })}
        errorMessage={error ? intl.formatMessage({ id: error }) : undefined}
      />
    </>
  );
}

type Confirmed = Extract<PlanDialog, { kind: 'archive' | 'delete' | 'publish' | 'unpublish' }>;

const CONFIRM = {
  archive: { done: 'plans.toast.archived', failed: 'plans.toast.archiveFailed', action: 'plans.archive' },
  delete: { done: 'plans.toast.deleted', failed: 'plans.toast.deleteFailed', action: 'plans.delete' },
  publish: { done: 'plans.toast.published', failed: 'plans.toast.publishFailed', action: 'plans.publish' },
  unpublish: {
    done: 'plans.toast.unpublished',
    failed: 'plans.toast.unpublishFailed',
    action: 'plans.unpublish',
  },
} as const;

/** Archive, delete, publish and unpublish each ask first (doc 2 §4). */
function ConfirmDialog({ dialog, onClose, onDone, onError }: DialogOutcome & { dialog: Confirmed }) {
  const intl = useIntl();
  const archive = useArchivePlan();
  const remove = useDeletePlan();
  const visibility = useSetVisibility();
  const { plan, kind } = dialog;
  const texts = CONFIRM[kind];
  const pending = archive.isPending || remove.isPending || visibility.isPending;

  const confirm = async () => {
    try {
      if (kind === 'archive') await archive.mutateAsync({ planId: plan.id, archived: true });
      else if (kind === 'delete') await remove.mutateAsync(plan.id);
      else
        await visibility.mutateAsync({ planId: plan.id, visibility: kind === 'publish' ? 'live' : 'hidden' });
      onDone(intl.formatMessage({ id: texts.done }));
    } catch (error) {
      onError(intl.formatMessage({ id: texts.failed }, { message: (error as Error).message }));
    }
  };

  return (
    <PlanModal
      title={<FormattedMessage id={`plans.${kind}.title`} values={{ name: plan.name }} />}
      isDanger={kind === 'delete'}
      action={<FormattedMessage id={texts.action} />}
      isDisabled={pending}
      onAction={() => void confirm()}
      onClose={onClose}
    >
      <p>
        <FormattedMessage id={`plans.${kind}.body`} values={{ name: plan.name }} />
      </p>
    </PlanModal>
  );
}

/**
 * A plan dialog: its title, Cancel, and the button that does it (disabled while invalid or under
 * way); a danger dialog (delete) is an alert dialog with a danger button.
 */
function PlanModal({
  title,
  size = 'SMALL',
  isDanger = false,
  action,
  isDisabled,
  onAction,
  onClose,
  children,
}: {
  title: ReactNode;
  size?: 'SMALL' | 'MEDIUM';
  isDanger?: boolean;
  action: ReactNode;
  isDisabled: boolean;
  onAction: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <FormModal
      title={title}
      size={size}
      variant={isDanger ? 'DANGER' : 'DEFAULT'}
      onClose={onClose}
      cancelLabel={<FormattedMessage id="plans.cancel" />}
      actionLabel={action}
      onAction={onAction}
      isActionDisabled={isDisabled}
    >
      {children}
    </FormModal>
  );
}
