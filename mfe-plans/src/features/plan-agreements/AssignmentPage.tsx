import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession, type PageProps } from '@accrue/remote-runtime';
import { Alert, Button, Heading, PageBody, PageHeader, Skeleton } from '@accrue/ui-kit';
import { formatShortDate } from '@accrue/ui-kit/format';
import { FileUpload } from '@accrue/ui-kit/forms';
import { useSnackbar } from '@accrue/ui-kit/snackbar';
import { AgreementDocument } from './AgreementDocument';
import { ConfirmDialog } from './ConfirmDialog';
import { agreementHref, listHref } from './links';
import { fileNameOf, hasDocument, SIGNED_PDF_MAX_BYTES, SIGNED_PDF_TYPES } from './model';
import {
  AgreementsApiError,
  useAssignmentView,
  useConfirmAssignment,
  useDownload,
  useUploadConfirmation,
  type AssignmentView,
} from './queries';
import { AgreementStatusBadge, AssignmentStatusBadge } from './StatusBadge';
import { agreementPage } from './agreement-page';
import { Unavailable } from './Unavailable';

export default agreementPage(AssignmentPage);

/**
 * One person's agreement (doc 3 §2 /plan-agreements/{planAgreementId}/assignments/{assignmentId},
 * and its legacy address …/viewDocument): the agreement, the person's status and their document as
 * the PDF shows it, which downloads. The person confirms it in the app, or by uploading the signed
 * PDF, when the API says they may now (`canConfirm`, `canUpload`); a signed PDF downloads once
 * uploaded. An agreement the caller may not see shows "not allowed" or "page not found".
 */
function AssignmentPage({ params }: PageProps) {
  const id = Number(params.planAgreementId);
  const assignmentId = Number(params.assignmentId);
  const view = useAssignmentView(id, assignmentId);
  if (!view.data) return view.error ? <Unavailable error={view.error} /> : <Skeleton />;
  return <Assignment view={view.data} />;
}

function Assignment({ view }: { view: AssignmentView }) {
  const intl = useIntl();
  const session = useSession()!;
  const snackbar = useSnackbar();
  const documentId = useId();
  const { assignment, agreement, document } = view;
  const download = useDownload();
  const [confirming, setConfirming] = useState(false);
  const confirm = useConfirmAssignment(agreement.id, assignment.id);
  const date = (value: string | null) => (value ? formatShortDate(value, intl.locale) : null);
  const baseName = `${agreement.name} - ${assignment.userFullName}`;

  const save = (kind: 'document' | 'signed') =>
    void download
      .mutateAsync({
        file: { kind, agreementId: agreement.id, assignmentId: assignment.id },
        name: fileNameOf(
          kind === 'signed' ? `${baseName} (${intl.formatMessage({ id: 'agreements.signed' })})` : baseName,
          'pdf',
        ),
      })
      .catch((error: unknown) =>
        snackbar.show({
          tone: 'error',
          message: intl.formatMessage(
            { id: 'agreements.downloadFailed' },
            { message: (error as Error).message },
          ),
        }),
      );
  const saving = (kind: 'document' | 'signed') => download.isPending && download.variables.file.kind === kind;

  const crumbs = [{ label: intl.formatMessage({ id: 'page.planAgreements' }), href: listHref }];
  if (session.can('MODIFY_PLAN_AGREEMENTS'))
    crumbs.push({ label: agreement.name, href: agreementHref(agreement.id) });

  const detail = (label: string, value: ReactNode, key: string) => (
    <div key={key} data-field={key} style={{ display: 'grid', gap: 2 }}>
      <dt style={{ fontSize: 12, opacity: 0.7 }}>{intl.formatMessage({ id: label })}</dt>
      <dd style={{ margin: 0 }}>{value}</dd>
    </div>
  );

  return (
    <section>
      <PageHeader
        title={agreement.name}
        breadcrumbs={crumbs}
        actions={
          <span style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            {view.canConfirm ? (
              <Button variant="primary" onPress={() => setConfirming(true)}>
                <FormattedMessage id="agreements.confirmAgreement" />
              </Button>
            ) : null}
            {hasDocument(assignment) ? (
              <Button variant="secondary" isDisabled={saving('document')} onPress={() => save('document')}>
                <FormattedMessage id="agreements.downloadPdf" />
              </Button>
            ) : null}
            {assignment.hasConfirmationDocument ? (
              <Button variant="secondary" isDisabled={saving('signed')} onPress={() => save('signed')}>
                <FormattedMessage id="agreements.downloadSigned" />
              </Button>
            ) : null}
          </span>
        }
      />
      <PageBody>
        <dl
          aria-label={intl.formatMessage({ id: 'agreements.details' })}
          style={{
            display: 'grid',
            gap: 12,
            gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
            margin: 0,
          }}
        >
          {detail('agreements.field.person', assignment.userFullName, 'person')}
          {detail('agreements.field.year', String(agreement.year), 'year')}
          {detail('agreements.field.plan', agreement.plan.name, 'plan')}
          {detail('agreements.field.status', <AssignmentStatusBadge status={assignment.status} />, 'status')}
          {detail(
            'agreements.field.agreementStatus',
            <AgreementStatusBadge status={agreement.status} />,
            'agreementStatus',
          )}
          {detail(
            'agreements.field.confirmationMethod',
            intl.formatMessage({ id: `agreements.method.${agreement.confirmationMethod}` }),
            'confirmationMethod',
          )}
          {assignment.sentDate ? detail('agreements.column.sent', date(assignment.sentDate), 'sent') : null}
          {assignment.confirmedAt
            ? detail('agreements.column.confirmed', date(assignment.confirmedAt), 'confirmed')
            : null}
        </dl>
        {assignment.status === 'CONFIRMED' ? (
          <Alert
            tone="success"
            title={intl.formatMessage(
              { id: 'agreements.confirmedOn' },
              { date: date(assignment.confirmedAt) ?? '' },
            )}
          />
        ) : null}
        {assignment.errorType ? (
          <Alert
            tone="error"
            title={intl.formatMessage({ id: `agreements.assignmentError.${assignment.errorType}` })}
          >
            {assignment.error ?? null}
          </Alert>
        ) : null}
        {view.canUpload ? <UploadSigned view={view} /> : null}
        <section aria-labelledby={documentId} style={{ display: 'grid', gap: 8 }}>
          <Heading level={2} id={documentId}>
            {intl.formatMessage({ id: 'agreements.document' })}
          </Heading>
          {document ? (
            <AgreementDocument document={document} />
          ) : (
            <p style={{ margin: 0 }}>
              <FormattedMessage id="agreements.document.none" />
            </p>
          )}
        </section>
      </PageBody>
      {confirming ? (
        <ConfirmDialog
          title={
            <FormattedMessage id="agreements.confirmAgreement.title" values={{ name: agreement.name }} />
          }
          confirm={<FormattedMessage id="agreements.confirmAgreement" />}
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            await confirm.mutateAsync(undefined);
            snackbar.show({ tone: 'success', message: intl.formatMessage({ id: 'agreements.confirmed' }) });
          }}
        >
          <p style={{ margin: 0 }}>
            <FormattedMessage id="agreements.confirmAgreement.body" values={{ name: agreement.name }} />
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

/**
 * Confirms by uploading the signed PDF (DOC_UPLOAD_CONFIRMATION): a PDF of at most 10 MB, sent as
 * it is. The API's refusals (413 too large, 422 not a PDF) are said under the field.
 */
function UploadSigned({ view }: { view: AssignmentView }) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const headingId = useId();
  const upload = useUploadConfirmation(view.agreement.id, view.assignment.id);
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | undefined>();

  const submit = async () => {
    const file = files[0];
    if (!file) return;
    setProblem(undefined);
    try {
      await upload.mutateAsync(file);
      setFiles([]);
      snackbar.show({ tone: 'success', message: intl.formatMessage({ id: 'agreements.uploaded' }) });
    } catch (error) {
      const status = error instanceof AgreementsApiError ? error.status : 0;
      setProblem(
        status === 413
          ? intl.formatMessage({ id: 'agreements.upload.tooLarge' })
          : status === 422
            ? intl.formatMessage({ id: 'agreements.upload.notPdf' })
            : (error as Error).message,
      );
    }
  };

  return (
    <section aria-labelledby={headingId} style={{ display: 'grid', gap: 8, maxWidth: 560 }}>
      <Heading level={2} id={headingId}>
        {intl.formatMessage({ id: 'agreements.upload.title' })}
      </Heading>
      <FileUpload
        label={intl.formatMessage({ id: 'agreements.upload.file' })}
        description={intl.formatMessage({ id: 'agreements.upload.help' })}
        accept={SIGNED_PDF_TYPES}
        maxFiles={1}
        maxSize={SIGNED_PDF_MAX_BYTES}
        value={files}
        onChange={(next) => {
          setFiles(next);
          setProblem(undefined);
        }}
        errorMessage={problem}
      />
      <span>
        <Button
          variant="primary"
          isDisabled={files.length === 0 || upload.isPending}
          onPress={() => void submit()}
        >
          <FormattedMessage id="agreements.upload.submit" />
        </Button>
      </span>
    </section>
  );
}
