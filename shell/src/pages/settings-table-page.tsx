import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, PageBody, PageHeader } from '@accrue/ui-kit';
import { LightTable, type LightTableProps } from '@accrue/ui-kit/table';

export interface SettingsTablePageProps<Row> {
  /** The page's title (a message id, as routes give it). */
  title: string;
  /**
   * The prefix of the page's messages, which has `create`, `description`, `tableLabel` and
   * `empty`.
   */
  page: 'apiKeys' | 'workflows';
  /** Whether the caller may create (the Create button shows only then). */
  canModify: boolean;
  onCreate: () => void;
  /** The outcome of the last action (usePageNotices), under the description. */
  alerts: ReactNode;
  /** The list's failed read, if it failed. */
  error: Error | null;
  table: Pick<LightTableProps<Row>, 'columns' | 'rows' | 'isLoading' | 'getRowId'>;
  /** The page's dialogs. */
  children?: ReactNode;
}

/**
 * A company settings list (API keys, workflows): a title with a Create button for those who may
 * create, a description, the last action's outcome, and the table of the company's items.
 */
export function SettingsTablePage<Row>({
  title,
  page,
  canModify,
  onCreate,
  alerts,
  error,
  table,
  children,
}: SettingsTablePageProps<Row>) {
  const intl = useIntl();
  return (
    <section>
      <PageHeader
        title={<FormattedMessage id={title} />}
        actions={
          canModify ? (
            <Button variant="primary" onPress={onCreate}>
              <FormattedMessage id={`${page}.create`} />
            </Button>
          ) : undefined
        }
      />
      <PageBody>
        <p>
          <FormattedMessage id={`${page}.description`} />
        </p>
        {alerts}
        {error ? <Alert tone="error" title={error.message} /> : null}
        <LightTable<Row>
          {...table}
          aria-label={intl.formatMessage({ id: `${page}.tableLabel` })}
          emptyState={intl.formatMessage({ id: `${page}.empty` })}
        />
        {children}
      </PageBody>
    </section>
  );
}
