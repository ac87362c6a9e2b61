import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { PageProps } from '@accrue/remote-runtime';
import { Alert, Heading, PageHeader, Spinner } from '@accrue/ui-kit';
import { DataTable, type DataTableColumn } from '@accrue/ui-kit/table';
import { useStatement, type StatementDetail, type ValueFormat } from './api';
import { formatted, periodLabel } from './model';

type Rule = StatementDetail['rules'][number];
type Dataset = StatementDetail['datasets'][number];

/**
 * /statements/{id} and /statements/{id}/rule/{ruleId}/… (doc 2 §2, §3): who, which plan and period,
 * the total; then each rule with the records (deals) that earned it, and the payments per category.
 * Amounts are shown from the exact decimals the engine stored, in the statement's currency and the
 * user's locale.
 */
export default function StatementPage({ params }: PageProps) {
  const intl = useIntl();
  const id = /^\d{1,10}$/.test(params.id ?? '') ? Number(params.id) : null;
  const statement = useStatement(id);

  if (id === null || statement.error?.status === 404)
    return <Alert tone="error" title={intl.formatMessage({ id: 'statement.notFound' })} />;
  if (statement.error?.status === 403)
    return <Alert tone="error" title={intl.formatMessage({ id: 'statement.notAllowed' })} />;
  if (statement.error)
    return (
      <Alert
        tone="error"
        title={intl.formatMessage({ id: 'statements.loadError' }, { message: statement.error.message })}
      />
    );
  if (!statement.data) return <Spinner />;
  return <Statement statement={statement.data} focusedRule={params.ruleId} />;
}

function Statement({ statement, focusedRule }: { statement: StatementDetail; focusedRule?: string }) {
  const intl = useIntl();
  const money = (value: string | null) => formatted(value, intl.locale, statement.currency);
  const rules = focusedRule ? statement.rules.filter((rule) => rule.name === focusedRule) : statement.rules;
  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <PageHeader
        title={`${statement.user.fullName} · ${statement.plan.name}`}
        breadcrumbs={[
          {
            label: intl.formatMessage({ id: 'page.statements' }),
            href: `/statements/by-date/${statement.period.startDate}`,
          },
          { label: periodLabel(intl, statement.period) },
        ]}
      />
      <dl
        aria-label={intl.formatMessage({ id: 'statement.summary' })}
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
          gap: 16,
          margin: 0,
        }}
      >
        <Fact label={intl.formatMessage({ id: 'statements.column.user' })}>{statement.user.fullName}</Fact>
        <Fact label={intl.formatMessage({ id: 'statements.column.plan' })}>{statement.plan.name}</Fact>
        <Fact label={intl.formatMessage({ id: 'statements.period' })}>
          {periodLabel(intl, statement.period)}
        </Fact>
        <Fact label={intl.formatMessage({ id: 'statements.column.total' })} testId="statement-total">
          {money(statement.total)}
        </Fact>
        <Fact label={intl.formatMessage({ id: 'statements.column.status' })}>
          {intl.formatMessage({ id: `statements.status.${statement.status ?? 'clean'}` })}
        </Fact>
      </dl>

      {statement.errors.map((error, index) => (
        <Alert key={index} tone={error.level === 'error' ? 'error' : 'warning'} title={error.message} />
      ))}

      {statement.payments ? (
        <section>
          <Heading level={2}>{intl.formatMessage({ id: 'statement.payments' })}</Heading>
          <dl
            style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 16 }}
          >
            {(['achievement', 'hold', 'paid', 'adjustments'] as const).map((category) => (
              <Fact key={category} label={intl.formatMessage({ id: `statement.payment.${category}` })}>
                {money(statement.payments![category])}
              </Fact>
            ))}
          </dl>
        </section>
      ) : null}

      {statement.kpis.length ? (
        <section>
          <Heading level={2}>{intl.formatMessage({ id: 'statement.kpis' })}</Heading>
          <dl
            style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 16 }}
          >
            {[...statement.kpis]
              .sort((a, b) => Number(b.highlighted) - Number(a.highlighted))
              .map((kpi) => (
                <Fact key={kpi.name} label={kpi.label}>
                  <Value value={kpi.value} format={kpi.format} currency={statement.currency} />
                </Fact>
              ))}
          </dl>
        </section>
      ) : null}

      <section style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <Heading level={2}>{intl.formatMessage({ id: 'statement.rules' })}</Heading>
        {rules.map((rule) => (
          <RuleSection key={rule.name} rule={rule} statement={statement} />
        ))}
      </section>
    </section>
  );
}

function Fact({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div>
      <dt style={{ fontSize: 12, opacity: 0.7 }}>{label}</dt>
      <dd style={{ margin: 0, fontWeight: 600 }} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function Value({
  value,
  format,
  currency,
}: {
  value: StatementDetail['kpis'][number]['value'];
  format: ValueFormat;
  currency: string;
}) {
  const intl = useIntl();
  if (value === null) return <>{formatted(null, intl.locale)}</>;
  if (typeof value === 'boolean')
    return <>{intl.formatMessage({ id: value ? 'statement.yes' : 'statement.no' })}</>;
  if (typeof value === 'object')
    return <>{intl.formatMessage({ id: 'statement.rows' }, { count: value.rows })}</>;
  if (format === 'currency') return <>{formatted(value, intl.locale, currency)}</>;
  if (format === 'percent') return <>{formatted(value, intl.locale, undefined, true)}</>;
  if (format === 'number') return <>{formatted(value, intl.locale)}</>;
  return <>{value}</>;
}

interface LineRow {
  recordKey: string;
  value: string;
  record?: Dataset['rows'][number];
}

/** A rule: its value, and the records that earned it with what each earned. */
function RuleSection({ rule, statement }: { rule: Rule; statement: StatementDetail }) {
  const intl = useIntl();
  // The records a rule's lines name are rows of the plan's datasets, found by their key.
  const { rows, shown } = useMemo(() => {
    const byKey = new Map<string, Dataset['rows'][number]>();
    let dataset: Dataset | undefined;
    for (const line of rule.lines ?? [])
      for (const candidate of statement.datasets) {
        const record = candidate.rows.find((row) => row.key === line.recordKey);
        if (record) {
          byKey.set(line.recordKey, record);
          dataset ??= candidate;
          break;
        }
      }
    // A few of the record's own fields name it; a field repeating the record's key is left out.
    const found = [...byKey.values()];
    const columns = (dataset?.columns ?? [])
      .filter((column) => !column.calculated)
      .filter((column) => !found.length || found.some((row) => row.values[column.name] !== row.key))
      .slice(0, 2);
    return {
      rows: (rule.lines ?? []).map((line): LineRow => ({ ...line, record: byKey.get(line.recordKey) })),
      shown: columns,
    };
  }, [rule, statement.datasets]);

  const columns = useMemo(
    (): DataTableColumn<LineRow>[] => [
      {
        id: 'record',
        header: intl.formatMessage({ id: 'statement.record' }),
        accessor: 'recordKey',
        isHidable: false,
      },
      ...shown.map((column): DataTableColumn<LineRow> => ({
        id: `field.${column.name}`,
        header: column.label,
        accessor: (row) => {
          const value = row.record?.values[column.name];
          return typeof value === 'string' ? value : null;
        },
        cell: ({ row }) => (
          <Value
            value={row.record?.values[column.name] ?? null}
            format={column.format}
            currency={statement.currency}
          />
        ),
      })),
      {
        id: 'earned',
        header: intl.formatMessage({ id: 'statement.earned' }),
        accessor: 'value',
        cell: ({ row }) => formatted(row.value, intl.locale, statement.currency),
      },
    ],
    [intl, shown, statement.currency],
  );

  return (
    <article aria-label={rule.label} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 16 }}>
        <Heading level={3}>{rule.label}</Heading>
        <strong>
          <Value value={rule.value} format={rule.format} currency={statement.currency} />
        </strong>
      </div>
      {rows.length ? (
        <DataTable<LineRow>
          aria-label={intl.formatMessage({ id: 'statement.linesOf' }, { rule: rule.label })}
          columns={columns}
          data={rows}
          getRowId={(row) => row.recordKey}
          initialState={{ pageSize: 10 }}
        />
      ) : null}
    </article>
  );
}
