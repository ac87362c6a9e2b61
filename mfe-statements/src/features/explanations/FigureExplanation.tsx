import { Fragment, useCallback, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageMessages } from '@accrue/remote-runtime';
import { Alert, Heading, Skeleton } from '@accrue/ui-kit';
import { DataTable, type DataTableColumn, type PaginatedQuery } from '@accrue/ui-kit/table';
import { explanationMessages } from '../../i18n/explanations';
import type { ValueFormat } from '../statements/api';
import { StatementValue } from '../statements/StatementValue';
import {
  useFigureExplanation,
  type ExplainedFigure,
  type ExplainedRecord,
  type ExplanationStep,
  type FigureExplanation as FigureExplanationData,
  type RecordSource,
} from './queries';
import * as styles from './FigureExplanation.css';

interface Props {
  statementId: number;
  /** The rule (the focused rule view) or the KPI explained. */
  figure: ExplainedFigure;
  currency: string;
  /** A record to show first (the route's externalId): the records open searched for it. */
  externalId?: string;
}

/**
 * A figure's explanation (issue #13 point 7): the focused rule's (doc 2 §2
 * /statements/{id}/rule/{ruleId}) or a KPI's. Its formula and every name it reads in turn, each
 * with the value the calculation used (a name in a formula jumps to its own step), then the records
 * that fed it with their line on the rule and where each came from. Its labels download with it
 * (the statement page does not carry them).
 */
export default function FigureExplanation(props: Props) {
  return (
    <PageMessages catalogue={explanationMessages}>
      <Explanation {...props} />
    </PageMessages>
  );
}

const INITIAL_QUERY: PaginatedQuery = { page: 0, limit: 10, desc: false };

function Explanation({ statementId, figure, currency, externalId }: Props) {
  const intl = useIntl();
  const [query, setQuery] = useState<PaginatedQuery>(
    externalId ? { ...INITIAL_QUERY, search: externalId } : INITIAL_QUERY,
  );
  const explanation = useFigureExplanation(statementId, figure, {
    page: query.page,
    limit: query.limit,
    search: query.search,
  });
  const onQueryChange = useCallback((next: PaginatedQuery) => setQuery(next), []);

  if (explanation.error)
    return (
      <Alert
        tone="error"
        title={intl.formatMessage({ id: 'explanation.loadError' }, { message: explanation.error.message })}
      />
    );
  const data = explanation.data;
  return (
    <section aria-labelledby={`${figure.kind}-explanation`} className={styles.section}>
      <Heading level={2} id={`${figure.kind}-explanation`}>
        <FormattedMessage id="explanation.title" />
      </Heading>
      {!data ? (
        <Skeleton shape="text" height={96} />
      ) : (
        <>
          {data.planVersion !== null ? (
            <p className={styles.muted}>
              <FormattedMessage id="explanation.planVersion" values={{ version: data.planVersion }} />
            </p>
          ) : null}
          <Heading level={3}>
            <FormattedMessage id="explanation.steps" />
          </Heading>
          <ol className={styles.steps}>
            {data.steps.map((step) => (
              <Step
                key={step.name}
                step={step}
                names={new Set(data.steps.map((s) => s.name))}
                currency={currency}
              />
            ))}
          </ol>
          {data.records ? (
            <Records
              records={data.records}
              query={query}
              onQueryChange={onQueryChange}
              isLoading={explanation.isFetching}
              currency={currency}
            />
          ) : (
            <p className={styles.muted}>
              <FormattedMessage id="explanation.noRecords" />
            </p>
          )}
        </>
      )}
    </section>
  );
}

const anchorOf = (name: string) => `explanation-${name}`;

/**
 * Brings a step into view and gives it the focus. Not a `#fragment` navigation: the application's
 * router reads the address, and a bare fragment would resolve against the document's base.
 */
function showStep(name: string) {
  const step = document.getElementById(anchorOf(name));
  step?.scrollIntoView({ block: 'center' });
  step?.focus({ preventScroll: true });
}

/** A formula with each name the explanation lists as a link to that name's step. */
function Formula({ text, names }: { text: string; names: ReadonlySet<string> }) {
  const parts = text.split(/([A-Za-z_][A-Za-z0-9_]*)/);
  return (
    <code className={styles.formula}>
      {parts.map((part, index) =>
        names.has(part) ? (
          <a
            key={index}
            href={`${window.location.pathname}#${anchorOf(part)}`}
            onClick={(event) => {
              event.preventDefault();
              showStep(part);
            }}
          >
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </code>
  );
}

function Step({
  step,
  names,
  currency,
}: {
  step: ExplanationStep;
  names: ReadonlySet<string>;
  currency: string;
}) {
  const intl = useIntl();
  const perRecord = step.kind === 'FIELD' || step.kind === 'RECORD_FIELD';
  return (
    <li id={anchorOf(step.name)} className={styles.step} tabIndex={-1}>
      <div className={styles.stepHead}>
        <strong>{step.label}</strong>
        <span className={styles.name}>{step.name}</span>
        <span className={styles.kind}>{intl.formatMessage({ id: `explanation.kind.${step.kind}` })}</span>
      </div>
      {step.formula ? <Formula text={step.formula} names={names} /> : null}
      {step.rateTable ? (
        <RateTable table={step.rateTable} />
      ) : perRecord ? (
        <p className={styles.muted}>
          <FormattedMessage id="explanation.perRecord" />
        </p>
      ) : step.value === null ? (
        <p className={styles.muted}>
          <FormattedMessage id="explanation.notNeeded" />
        </p>
      ) : (
        <dl className={styles.facts}>
          <div>
            <dt className={styles.term}>
              <FormattedMessage id="explanation.value" />
            </dt>
            <dd className={styles.definition} data-testid={`explained-${step.name}`}>
              <StatementValue
                value={step.value}
                format={(step.format ?? 'text') as ValueFormat}
                currency={currency}
              />
            </dd>
          </div>
        </dl>
      )}
    </li>
  );
}

function RateTable({ table }: { table: NonNullable<ExplanationStep['rateTable']> }) {
  const intl = useIntl();
  const percent = (value: string | null | undefined) =>
    value === null || value === undefined
      ? intl.formatMessage({ id: 'explanation.rateTable.open' })
      : intl.formatNumber(Number(value), { style: 'percent', maximumFractionDigits: 4 });
  const number = (value: string | null | undefined) =>
    value === null || value === undefined
      ? intl.formatMessage({ id: 'explanation.rateTable.open' })
      : intl.formatNumber(Number(value), { maximumFractionDigits: 6 });
  const columns = table.kind === 'tiers' ? (['from', 'to', 'rate'] as const) : (['x', 'y'] as const);
  return (
    <table className={styles.rates}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className={styles.rateCell}>
              {intl.formatMessage({ id: `explanation.rateTable.${column}` })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, index) => (
          <tr key={index}>
            {columns.map((column) => (
              <td key={column} className={styles.rateCell}>
                {column === 'rate' ? percent(row[column]) : number(row[column])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SourceCell({ source }: { source: RecordSource | null }) {
  const intl = useIntl();
  if (!source)
    return <span className={styles.muted}>{intl.formatMessage({ id: 'explanation.source.unknown' })}</span>;
  const date = intl.formatDate(source.changedAt, { dateStyle: 'medium' });
  const kind = intl.formatMessage({
    id: `explanation.source.${source.kind === 'ADDED' ? 'added' : 'changed'}`,
  });
  if (source.via === 'API')
    return (
      <span className={styles.source}>
        <span>{intl.formatMessage({ id: 'explanation.source.apiOn' }, { date })}</span>
        <span className={styles.muted}>{kind}</span>
      </span>
    );
  return (
    <span className={styles.source}>
      <span>
        {intl.formatMessage(
          { id: 'explanation.source.import' },
          { file: source.fileName ?? '—', connection: source.connectionName ?? '—' },
        )}
      </span>
      <span className={styles.muted}>
        {source.by
          ? intl.formatMessage({ id: 'explanation.source.importBy' }, { name: source.by, date })
          : intl.formatMessage({ id: 'explanation.source.importOn' }, { date })}{' '}
        ({kind})
      </span>
    </span>
  );
}

type ExplainedRecords = NonNullable<FigureExplanationData['records']>;

function Records({
  records,
  query,
  onQueryChange,
  isLoading,
  currency,
}: {
  records: ExplainedRecords;
  query: PaginatedQuery;
  onQueryChange: (query: PaginatedQuery) => void;
  isLoading: boolean;
  currency: string;
}) {
  const intl = useIntl();
  const hasAmounts = records.items.some((item) => item.amount !== null);
  const columns = useMemo((): DataTableColumn<ExplainedRecord>[] => {
    const shown = records.columns.map((column): DataTableColumn<ExplainedRecord> => ({
      id: column.name,
      header: column.label,
      isHidable: column.name !== records.keyField,
      accessor: (row) => row.values[column.name] ?? null,
      cell: ({ row }) => (
        <StatementValue value={row.values[column.name] ?? null} format={column.format} currency={currency} />
      ),
    }));
    // The key, then what matters here (the line on the rule, the source), then the record's values.
    const [key, ...others] = shown;
    return [
      ...(key ? [key] : []),
      ...(hasAmounts
        ? [
            {
              id: '__amount',
              header: intl.formatMessage({ id: 'explanation.column.amount' }),
              isNumeric: true,
              accessor: (row: ExplainedRecord) => row.amount,
              cell: ({ row }: { row: ExplainedRecord }) => (
                <StatementValue value={row.amount} format="currency" currency={currency} />
              ),
            },
          ]
        : []),
      {
        id: '__source',
        header: intl.formatMessage({ id: 'explanation.column.source' }),
        cell: ({ row }) => <SourceCell source={row.source} />,
      },
      ...others,
    ];
  }, [records.columns, records.keyField, hasAmounts, currency, intl]);
  const title = intl.formatMessage({ id: 'explanation.records' }, { table: records.label });
  return (
    <section aria-label={title} className={styles.section}>
      <Heading level={3}>{title}</Heading>
      <p className={styles.muted}>
        <FormattedMessage id="explanation.records.count" values={{ count: records.totalItems }} />
      </p>
      <DataTable<ExplainedRecord>
        aria-label={title}
        columns={columns}
        result={{
          items: records.items,
          totalItems: records.totalItems,
          currentPage: query.page,
          pageCount: Math.max(1, Math.ceil(records.totalItems / query.limit)),
        }}
        onQueryChange={onQueryChange}
        initialState={{ pageSize: query.limit, ...(query.search ? { searchText: query.search } : {}) }}
        isSearchable
        isLoading={isLoading}
        getRowId={(row) => row.key}
      />
    </section>
  );
}
