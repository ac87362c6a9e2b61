import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession, type PageProps } from '@accrue/remote-runtime';
import { Alert, Button, Heading, Link, PageBody, PageHeader, Skeleton } from '@accrue/ui-kit';
import { formatShortDate } from '@accrue/ui-kit/format';
import { useSnackbar } from '@accrue/ui-kit/snackbar';
import { AddPeopleDialog } from './AddPeopleDialog';
import { AgreementFieldsForm, AgreementSummary } from './AgreementFields';
import { AssignmentsTable, type AssignmentAction } from './AssignmentsTable';
import { ConfirmDialog } from './ConfirmDialog';
import { listHref, navigate, previewHref } from './links';
import {
  canDownloadAll,
  canRefreshTemplate,
  changesOf,
  fieldsOf,
  fileNameOf,
  nameProblem,
  placeFieldErrors,
  yearProblem,
  type AgreementDraft,
  type AgreementField,
} from './model';
import {
  AgreementsApiError,
  useAgreement,
  useAgreementAction,
  useDeleteAgreement,
  useDownload,
  useRegenerate,
  useRemoveAssignment,
  useSaveAgreement,
  useSendAgreements,
  type AgreementAssignment,
  type PlanAgreement,
} from './queries';
import { AgreementStatusBadge } from './StatusBadge';
import { TemplateEditor } from './TemplateEditor';
import { agreementPage } from './agreement-page';
import { Unavailable } from './Unavailable';

export default agreementPage(AgreementPage);

/**
 * The agreement's page (doc 3 §2 /plan-agreements/{planAgreementId}). Administrators edit a draft's
 * name, year, plan, confirmation method and template (only the fields changed are saved, from the
 * version shown) and act on it as doc 3 §4 allows in its status: a draft is saved, its template
 * copied, previewed, finalized or deleted; a finalized one archived, its generated documents sent
 * and all of them downloaded; an archived one downloaded. The people's table follows the documents'
 * generation (the agreement is read every 2 s while one awaits it). Anyone else (a manager) sees the
 * agreement and the people they may see.
 */
function AgreementPage({ params }: PageProps) {
  const session = useSession()!;
  const id = Number(params.planAgreementId);
  const agreement = useAgreement(id);
  if (!agreement.data) return agreement.error ? <Unavailable error={agreement.error} /> : <Skeleton />;
  return (
    <Agreement
      agreement={agreement.data}
      canModify={session.can('MODIFY_PLAN_AGREEMENTS')}
      reload={() => agreement.refetch()}
    />
  );
}

type Dialog =
  | { kind: 'finalize' | 'archive' | 'delete' | 'sendAll' }
  | { kind: 'remove'; assignment: AgreementAssignment };

interface SendFailure {
  person: string;
  message: string;
}

function Agreement({
  agreement,
  canModify,
  reload,
}: {
  agreement: PlanAgreement;
  canModify: boolean;
  reload: () => Promise<unknown>;
}) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const peopleId = useId();
  const id = agreement.id;
  const save = useSaveAgreement(id);
  const act = useAgreementAction(id);
  const remove = useDeleteAgreement(id);
  const send = useSendAgreements(id);
  const regenerate = useRegenerate(id);
  const removeAssignment = useRemoveAssignment(id);
  const download = useDownload();
  const [draft, setDraft] = useState<AgreementDraft>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<AgreementField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [failures, setFailures] = useState<SendFailure[]>([]);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [addingPeople, setAddingPeople] = useState(false);

  const isDraft = agreement.status === 'DRAFT';
  const editable = canModify && isDraft;
  const saved = fieldsOf(agreement);
  const values = { ...saved, ...draft };
  const changes = changesOf(draft, saved);
  const changed = Object.keys(changes).length > 0;
  const local: Partial<Record<AgreementField, string>> = {
    name: nameProblem(values.name),
    year: yearProblem(values.year),
  };
  const invalid = Object.values(local).some((problemId) => problemId !== undefined);
  const errorOf = (field: AgreementField) =>
    serverErrors[field] ?? (local[field] ? intl.formatMessage({ id: local[field] }) : undefined);
  const edit = <Field extends AgreementField>(field: Field, value: AgreementDraft[Field]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    // An edit of a field clears the API's answer about it.
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };
  const notify = (tone: 'success' | 'error', id: string, values?: Record<string, string | number>) =>
    snackbar.show({ tone, message: intl.formatMessage({ id }, values) });
  const failed = (error: unknown) =>
    notify('error', 'agreements.actionFailed', { message: (error as Error).message });

  const submit = async () => {
    if (!changed || invalid) return;
    setProblem(null);
    try {
      await save.mutateAsync({ version: agreement.version, changes });
      setDraft({});
      setServerErrors({});
      setConflict(false);
      notify('success', 'agreements.saved');
    } catch (error) {
      if (error instanceof AgreementsApiError && error.isConflict) {
        // Someone changed it meanwhile (or it is no longer a draft): the latest version is shown.
        setDraft({});
        setServerErrors({});
        setConflict(true);
        await reload();
      } else if (error instanceof AgreementsApiError && error.fieldErrors.length) {
        const placed = placeFieldErrors(error.fieldErrors);
        setServerErrors(placed.fields);
        setProblem(placed.other.length ? placed.other.join(' ') : null);
      } else setProblem((error as Error).message);
    }
  };

  const discard = () => {
    setDraft({});
    setServerErrors({});
    setProblem(null);
  };

  const refreshTemplate = async () => {
    try {
      await act.mutateAsync('refresh-template');
      notify('success', 'agreements.templateRefreshed');
    } catch (error) {
      failed(error);
    }
  };

  const sendAll = async (assignmentIds: number[] | null) => {
    const result = await send.mutateAsync(assignmentIds);
    const names = new Map(agreement.assignments.map((a) => [a.id, a.userFullName]));
    setFailures(
      result.failed.map((failure) => ({
        person: names.get(failure.assignmentId) ?? `#${failure.assignmentId}`,
        message: failure.message,
      })),
    );
    notify(result.sent.length || !result.failed.length ? 'success' : 'error', 'agreements.sentCount', {
      count: result.sent.length,
    });
  };

  const isBusy = (action: AssignmentAction, row: AgreementAssignment) => {
    if (action === 'send') return send.isPending && send.variables?.[0] === row.id;
    if (action === 'regenerate') return regenerate.isPending && regenerate.variables === row.id;
    if (action === 'download')
      return (
        download.isPending &&
        download.variables.file.kind === 'document' &&
        download.variables.file.assignmentId === row.id
      );
    return removeAssignment.isPending && removeAssignment.variables === row.id;
  };

  const onRowAction = (action: AssignmentAction, row: AgreementAssignment) => {
    if (action === 'remove') return setDialog({ kind: 'remove', assignment: row });
    if (action === 'send') return void sendAll([row.id]).catch((error: unknown) => failed(error));
    if (action === 'regenerate')
      return void regenerate
        .mutateAsync(row.id)
        .then(() => notify('success', 'agreements.regenerating', { name: row.userFullName }))
        .catch((error: unknown) => failed(error));
    void download
      .mutateAsync({
        file: { kind: 'document', agreementId: id, assignmentId: row.id },
        name: fileNameOf(`${agreement.name} - ${row.userFullName}`, 'pdf'),
      })
      .catch((error: unknown) =>
        notify('error', 'agreements.downloadFailed', { message: (error as Error).message }),
      );
  };

  const downloadAll = () =>
    void download
      .mutateAsync({ file: { kind: 'all', agreementId: id }, name: fileNameOf(agreement.name, 'zip') })
      .catch((error: unknown) =>
        notify('error', 'agreements.downloadFailed', { message: (error as Error).message }),
      );

  const generatedCount = agreement.assignments.filter((a) => a.status === 'AGREEMENT_GENERATED').length;
  const downloadAllButton = (
    <Button
      variant="secondary"
      isDisabled={
        !canDownloadAll(agreement) || (download.isPending && download.variables.file.kind === 'all')
      }
      onPress={downloadAll}
    >
      <FormattedMessage id="agreements.downloadAll" />
    </Button>
  );

  const actions = !canModify ? null : agreement.status === 'DRAFT' ? (
    <>
      <Button
        variant="primary"
        isDisabled={!changed || invalid || save.isPending}
        onPress={() => void submit()}
      >
        <FormattedMessage id="agreements.save" />
      </Button>
      {changed ? (
        <Button variant="ghost" onPress={discard}>
          <FormattedMessage id="agreements.discard" />
        </Button>
      ) : null}
      {canRefreshTemplate(agreement) ? (
        <Button
          variant="secondary"
          isDisabled={changed || act.isPending}
          onPress={() => void refreshTemplate()}
        >
          <FormattedMessage id="agreements.refreshTemplate" />
        </Button>
      ) : null}
      <Link href={previewHref(id)}>
        <FormattedMessage id="agreements.preview" />
      </Link>
      <Button variant="secondary" isDisabled={changed} onPress={() => setDialog({ kind: 'finalize' })}>
        <FormattedMessage id="agreements.finalize" />
      </Button>
      <Button variant="danger" onPress={() => setDialog({ kind: 'delete' })}>
        <FormattedMessage id="agreements.delete" />
      </Button>
    </>
  ) : agreement.status === 'FINALIZED' ? (
    <>
      <Button
        variant="primary"
        isDisabled={generatedCount === 0}
        onPress={() => setDialog({ kind: 'sendAll' })}
      >
        <FormattedMessage id="agreements.sendAll" />
      </Button>
      {downloadAllButton}
      <Button variant="secondary" onPress={() => setDialog({ kind: 'archive' })}>
        <FormattedMessage id="agreements.archive" />
      </Button>
    </>
  ) : (
    downloadAllButton
  );

  return (
    <section>
      <PageHeader
        title={
          <span style={{ display: 'inline-flex', gap: 12, alignItems: 'center' }}>
            {agreement.name}
            <AgreementStatusBadge status={agreement.status} />
          </span>
        }
        breadcrumbs={[{ label: intl.formatMessage({ id: 'page.planAgreements' }), href: listHref }]}
        actions={
          actions ? (
            <span style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>{actions}</span>
          ) : null
        }
      />
      <PageBody>
        {editable && changed ? (
          <p style={{ margin: 0 }} data-unsaved="">
            <FormattedMessage id="agreements.unsaved" />
          </p>
        ) : null}
        {conflict ? (
          <Alert
            tone="warning"
            title={intl.formatMessage({ id: 'agreements.conflict' })}
            isDismissable
            onDismiss={() => setConflict(false)}
          />
        ) : null}
        {problem ? <Alert tone="error" title={problem} /> : null}
        {agreement.error ? (
          <Alert
            tone="error"
            title={intl.formatMessage({ id: `agreements.templateError.${agreement.error}` })}
          />
        ) : null}
        {isDraft && agreement.plan.isArchived ? (
          <Alert tone="warning" title={intl.formatMessage({ id: 'agreements.planArchived' })} />
        ) : null}
        {canModify && isDraft && agreement.templateChangedSinceCopy ? (
          <Alert tone="warning" title={intl.formatMessage({ id: 'agreements.templateChanged' })} />
        ) : null}
        {canModify && isDraft && agreement.internalGoogleDocId === null ? (
          <Alert tone="info" title={intl.formatMessage({ id: 'agreements.templateNotCopied' })} />
        ) : null}
        {failures.length ? (
          <Alert
            tone="error"
            title={intl.formatMessage({ id: 'agreements.sendFailures' }, { count: failures.length })}
            isDismissable
            onDismiss={() => setFailures([])}
          >
            <ul
              aria-label={intl.formatMessage({ id: 'agreements.sendFailures.list' })}
              style={{ margin: 0, paddingLeft: 16 }}
            >
              {failures.map((failure, index) => (
                <li key={index}>
                  {failure.person}: {failure.message}
                </li>
              ))}
            </ul>
          </Alert>
        ) : null}
        {editable ? (
          <AgreementFieldsForm
            agreement={agreement}
            values={values}
            errorOf={errorOf}
            onChange={edit}
            onSubmit={() => void submit()}
          />
        ) : (
          <AgreementSummary agreement={agreement} />
        )}
        {canModify ? (
          <>
            {agreement.templateCopiedAt ? (
              <small>
                <FormattedMessage
                  id="agreements.templateCopiedAt"
                  values={{ date: formatShortDate(agreement.templateCopiedAt, intl.locale) }}
                />
              </small>
            ) : null}
            <TemplateEditor
              value={values.template}
              onChange={(template) => edit('template', template)}
              isReadOnly={!editable}
              errorMessage={serverErrors.template}
            />
          </>
        ) : null}
        <section aria-labelledby={peopleId} style={{ display: 'grid', gap: 8 }}>
          <span style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
            <Heading level={2} id={peopleId}>
              {intl.formatMessage({ id: 'agreements.people' })}
            </Heading>
            {editable ? (
              <Button variant="secondary" size="small" onPress={() => setAddingPeople(true)}>
                <FormattedMessage id="agreements.addPeople" />
              </Button>
            ) : null}
          </span>
          <AssignmentsTable
            agreement={agreement}
            canModify={canModify}
            isBusy={isBusy}
            onAction={onRowAction}
          />
        </section>
      </PageBody>
      {addingPeople ? (
        <AddPeopleDialog
          agreement={agreement}
          onClose={() => setAddingPeople(false)}
          onAdded={(count) => {
            setAddingPeople(false);
            notify('success', 'agreements.addPeople.added', { count });
          }}
        />
      ) : null}
      {dialog ? (
        <AgreementDialog
          dialog={dialog}
          agreement={agreement}
          generatedCount={generatedCount}
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            if (dialog.kind === 'finalize') {
              await act.mutateAsync('finalize');
              notify('success', 'agreements.finalized');
            } else if (dialog.kind === 'archive') {
              await act.mutateAsync('archive');
              notify('success', 'agreements.archived');
            } else if (dialog.kind === 'delete') {
              await remove.mutateAsync();
              navigate(listHref);
            } else if (dialog.kind === 'sendAll') await sendAll(null);
            else if (dialog.kind === 'remove') {
              await removeAssignment.mutateAsync(dialog.assignment.id);
              notify('success', 'agreements.removed', { name: dialog.assignment.userFullName });
            }
          }}
        />
      ) : null}
    </section>
  );
}

/** The confirmation each of doc 3 §4's irreversible actions asks for. */
function AgreementDialog({
  dialog,
  agreement,
  generatedCount,
  onClose,
  onConfirm,
}: {
  dialog: Dialog;
  agreement: PlanAgreement;
  generatedCount: number;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  const values = {
    name: agreement.name,
    count: generatedCount,
    person: dialog.kind === 'remove' ? dialog.assignment.userFullName : '',
  };
  return (
    <ConfirmDialog
      title={<FormattedMessage id={`agreements.${dialog.kind}.title`} values={values} />}
      confirm={<FormattedMessage id={`agreements.${dialog.kind}.confirm`} values={values} />}
      danger={dialog.kind === 'delete' || dialog.kind === 'remove'}
      onClose={onClose}
      onConfirm={onConfirm}
    >
      <p style={{ margin: 0 }}>
        <FormattedMessage id={`agreements.${dialog.kind}.body`} values={values} />
      </p>
    </ConfirmDialog>
  );
}
