import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PageProps } from '@accrue/remote-runtime';
import { Alert, Button, Heading, PageBody, PageHeader, Skeleton } from '@accrue/ui-kit';
import { Select } from '@accrue/ui-kit/select';
import { useSnackbar } from '@accrue/ui-kit/snackbar';
import { AgreementDocument } from './AgreementDocument';
import { agreementHref, listHref } from './links';
import { fileNameOf } from './model';
import { useAgreement, useDownload, usePreview, type PlanAgreement } from './queries';
import { agreementPage } from './agreement-page';
import { Unavailable } from './Unavailable';

export default agreementPage(PreviewPage);

/**
 * The agreement's preview (doc 3 §2 /plan-agreements/{planAgreementId}/preview): the document the
 * current template (saved, not its copy) makes for one of its people, the first by name unless
 * another is chosen, on today's plan and quotas; nothing is stored. It downloads as a PDF too.
 */
function PreviewPage({ params }: PageProps) {
  const id = Number(params.planAgreementId);
  const agreement = useAgreement(id);
  if (!agreement.data) return agreement.error ? <Unavailable error={agreement.error} /> : <Skeleton />;
  return <Preview agreement={agreement.data} />;
}

function Preview({ agreement }: { agreement: PlanAgreement }) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const documentId = useId();
  const people = agreement.assignments;
  const [chosen, setChosen] = useState<number | null>(null);
  const userId = chosen ?? people[0]?.userId ?? null;
  const person = people.find((assignment) => assignment.userId === userId);
  const preview = usePreview(agreement.id, userId, userId !== null);
  const download = useDownload();

  const downloadPdf = () =>
    void download
      .mutateAsync({
        file: { kind: 'preview', agreementId: agreement.id, userId },
        name: fileNameOf(
          `${agreement.name} - ${intl.formatMessage({ id: 'agreements.previewFile' })}${person ? ` - ${person.userFullName}` : ''}`,
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

  return (
    <section>
      <PageHeader
        title={intl.formatMessage({ id: 'agreements.preview.title' }, { name: agreement.name })}
        breadcrumbs={[
          { label: intl.formatMessage({ id: 'page.planAgreements' }), href: listHref },
          { label: agreement.name, href: agreementHref(agreement.id) },
        ]}
        actions={
          <Button
            variant="secondary"
            isDisabled={userId === null || download.isPending}
            onPress={downloadPdf}
          >
            <FormattedMessage id="agreements.downloadPreview" />
          </Button>
        }
      />
      <PageBody>
        <p style={{ margin: 0 }}>
          <FormattedMessage id="agreements.preview.intro" />
        </p>
        <div style={{ maxWidth: 360 }}>
          <Select
            label={intl.formatMessage({ id: 'agreements.field.person' })}
            options={people.map((assignment) => ({
              value: assignment.userId,
              label: assignment.userFullName,
            }))}
            value={userId}
            isClearable={false}
            isDisabled={people.length === 0}
            onChange={(value) => value !== null && setChosen(Number(value))}
          />
        </div>
        {people.length === 0 ? (
          <p style={{ margin: 0 }}>
            <FormattedMessage id="agreements.preview.nobody" />
          </p>
        ) : null}
        {preview.error ? (
          <Alert tone="error" title={intl.formatMessage({ id: 'agreements.preview.failed' })}>
            {preview.error.message}
          </Alert>
        ) : null}
        {userId !== null ? (
          <section aria-labelledby={documentId} style={{ display: 'grid', gap: 8 }}>
            <Heading level={2} id={documentId}>
              {intl.formatMessage({ id: 'agreements.preview.of' }, { name: person?.userFullName ?? '' })}
            </Heading>
            {preview.data ? (
              <div aria-busy={preview.isFetching} style={{ opacity: preview.isPlaceholderData ? 0.6 : 1 }}>
                <AgreementDocument document={preview.data} />
              </div>
            ) : preview.isPending ? (
              <Skeleton />
            ) : null}
          </section>
        ) : null}
      </PageBody>
    </section>
  );
}
