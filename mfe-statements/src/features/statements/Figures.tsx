import { useMemo, type ReactElement, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Alert, Heading, Link, PageHeader } from '@accrue/ui-kit';
import { DataTable, type DataTableColumn } from '@accrue/ui-kit/table';
import {
  ApiError,
  cellValue,
  type DatasetRow,
  type Figures,
  type JsonValue,
  type StatementDetail,
} from './api';
import { formatted, periodLabel } from './model';
import { Fact, factGrid, OverwrittenMark, StatementValue } from './StatementValue';

/**
 * The engine's figures as a statement's page shows them, and its forecast's page too (doc 1 routes:
 * the forecast detail shares the statement view): the errors and warnings with their context, the
 * KPIs (highlighted first), and the rules by category with the records that earned them. Links go
 * under `base` (/statements/{id} or /forecasts/{id}); what each page adds beside a figure (an
 * overwrite button, a forecast's comparison) comes through the `…Aside` and `…Footer` props.
 */

type Rule = Figures['rules'][number];
type Kpi = Figures['kpis'][number];
type Dataset = Figures['datasets'][number];

/** A rule the rule route (…/rule/{ruleId}/{action?}/{externalId?}) focuses on. */
export interface Focus {
  ruleId: string;
  action?: string;
  externalId?: string;
}

/** A route parameter that is an id, or null. */
export const idOf = (param: string | undefined) => (/^\d{1,10}$/.test(param ?? '') ? Number(param) : null);

/** The focus of a route's parameters: its rule, if the route names one. */
export const focusOf = (params: Record<string, string>): Focus | null =>
  params.ruleId ? { ruleId: params.ruleId, action: params.action, externalId: params.externalId } : null;

/**
 * Why a statement (or its forecast) cannot be shown: no such id, not found (`notFoundId` says so),
 * not allowed, or the read failed with nothing to show; null when it can be (or is still loading).
 */
export function loadFailure(
  intl: IntlShape,
  id: number | null,
  read: { error: Error | null; data?: unknown },
  notFoundId = 'statement.notFound',
): ReactElement | null {
  const error = read.error instanceof ApiError ? read.error : null;
  if (id === null || error?.status === 404)
    return <Alert tone="error" title={intl.formatMessage({ id: notFoundId })} />;
  if (error?.status === 403)
    return <Alert tone="error" title={intl.formatMessage({ id: 'statement.notAllowed' })} />;
  if (read.error && !read.data)
    return (
      <Alert
        tone="error"
        title={intl.formatMessage({ id: 'statements.loadError' }, { message: read.error.message })}
      />
    );
  return null;
}

/** Whose figures these are, for which plan, and when the engine computed them. */
type Owned = Figures & Pick<StatementDetail, 'user' | 'plan' | 'calculatedAt'>;

/**
 * The page's header: who and which plan, under the breadcrumbs of its list (`list`: the period's
 * statements or forecasts), its period, and the focused rule on the rule route.
 */
export function FiguresHeader({
  figures,
  list,
  base,
  focus,
  actions,
}: {
  figures: Owned;
  list: 'statements' | 'forecasts';
  base: string;
  focus: Focus | null;
  actions?: ReactNode;
}) {
  const intl = useIntl();
  const period = periodLabel(intl, figures.period);
  return (
    <PageHeader
      title={`${figures.user.fullName} · ${figures.plan.name}`}
      breadcrumbs={[
        {
          label: intl.formatMessage({ id: `page.${list}` }),
          href: `/${list}/by-date/${figures.period.startDate}`,
        },
        focus ? { label: period, href: base } : { label: period },
        ...(focus ? [{ label: focusedLabel(figures, focus) }] : []),
      ]}
      actions={actions}
    />
  );
}

/** The summary: who, which plan, which period, then the page's own `children`, then when calculated. */
export function FiguresSummary({ figures, children }: { figures: Owned; children: ReactNode }) {
  const intl = useIntl();
  return (
    <dl aria-label={intl.formatMessage({ id: 'statement.summary' })} style={factGrid}>
      <Fact label={intl.formatMessage({ id: 'statements.column.user' })}>{figures.user.fullName}</Fact>
      <Fact label={intl.formatMessage({ id: 'statements.column.plan' })}>{figures.plan.name}</Fact>
      <Fact label={intl.formatMessage({ id: 'statements.period' })}>{periodLabel(intl, figures.period)}</Fact>
      {children}
      <Fact label={intl.formatMessage({ id: 'statement.calculatedAt' })}>
        {intl.formatDate(figures.calculatedAt, { dateStyle: 'medium', timeStyle: 'short' })}
      </Fact>
    </dl>
  );
}

/** The engine's errors and warnings, each with where it happened (its rule links to the rule's view). */
export function EngineErrors({ figures, base }: { figures: Figures; base: string }) {
  const intl = useIntl();
  return (
    <>
      {figures.errors.map((error, index) => (
        <Alert key={index} tone={error.level === 'error' ? 'error' : 'warning'} title={error.message}>
          {errorContext(intl, error, figures, base)}
        </Alert>
      ))}
    </>
  );
}

/** The KPIs, highlighted first; `kpiAside` adds something after a KPI's value. */
export function KpisSection({ figures, kpiAside }: { figures: Figures; kpiAside?: (kpi: Kpi) => ReactNode }) {
  const intl = useIntl();
  if (!figures.kpis.length) return null;
  return (
    <section aria-labelledby="statement-kpis">
      <Heading level={2} id="statement-kpis">
        {intl.formatMessage({ id: 'statement.kpis' })}
      </Heading>
      <dl style={factGrid}>
        {[...figures.kpis]
          .sort((a, b) => Number(b.highlighted) - Number(a.highlighted))
          .map((kpi) => (
            <Fact
              key={kpi.name}
              label={kpi.highlighted ? `★ ${kpi.label}` : kpi.label}
              testId={`kpi-${kpi.name}`}
            >
              <StatementValue value={kpi.value} format={kpi.format} currency={figures.currency} />
              {kpi.overwritten ? (
                <OverwrittenMark original={printed(intl, kpi.overwritten.original, kpi.format, figures)} />
              ) : null}
              {kpiAside?.(kpi)}
            </Fact>
          ))}
      </dl>
    </section>
  );
}

/**
 * The rules by category (the focused one alone on the rule route, with that record's line when it
 * names one): `ruleAside` adds something after a rule's value, `ruleFooter` below its heading.
 */
export function RulesSection({
  figures,
  base,
  focus,
  ruleAside,
  ruleFooter,
}: {
  figures: Figures;
  base: string;
  focus: Focus | null;
  ruleAside?: (rule: Rule) => ReactNode;
  ruleFooter?: (rule: Rule) => ReactNode;
}) {
  const intl = useIntl();
  const focusedRules = focus ? figures.rules.filter((rule) => rule.name === focus.ruleId) : figures.rules;
  const categories = useMemo(() => {
    const groups = new Map<string, Rule[]>();
    for (const rule of focusedRules) groups.set(rule.category, [...(groups.get(rule.category) ?? []), rule]);
    return [...groups.entries()];
  }, [focusedRules]);
  return (
    <section aria-labelledby="statement-rules" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Heading level={2} id="statement-rules">
        {intl.formatMessage({ id: 'statement.rules' })}
      </Heading>
      {focus && !focusedRules.length ? (
        <Alert tone="warning" title={intl.formatMessage({ id: 'statement.ruleNotFound' })} />
      ) : null}
      {categories.map(([category, rules]) => (
        <section
          key={category}
          aria-label={category}
          style={{ display: 'flex', flexDirection: 'column', gap: 12 }}
        >
          {categories.length > 1 || category ? (
            <h3 style={{ margin: 0, fontSize: 14, textTransform: 'uppercase', opacity: 0.7 }}>{category}</h3>
          ) : null}
          {rules.map((rule) => (
            <RuleSection
              key={rule.name}
              rule={rule}
              figures={figures}
              base={base}
              focused={focus !== null}
              externalId={focus?.externalId}
              aside={ruleAside?.(rule)}
              footer={ruleFooter?.(rule)}
            />
          ))}
        </section>
      ))}
    </section>
  );
}

/** The label of the focused rule (for breadcrumbs), or its id when the figures have no such rule. */
export const focusedLabel = (figures: Figures, focus: Focus) =>
  figures.rules.find((rule) => rule.name === focus.ruleId)?.label ?? focus.ruleId;

/** Whether the figures have the focused rule. */
export const hasFocusedRule = (figures: Figures, focus: Focus) =>
  figures.rules.some((rule) => rule.name === focus.ruleId);

/** A JSON value as text, for "was …" marks. */
function printed(intl: IntlShape, value: JsonValue, format: Rule['format'], figures: Figures): string {
  if (value === null) return '—';
  if (typeof value === 'boolean') return intl.formatMessage({ id: value ? 'statement.yes' : 'statement.no' });
  if (typeof value === 'object') return intl.formatMessage({ id: 'statement.rows' }, { count: value.rows });
  if (format === 'currency') return formatted(value, intl.locale, figures.currency);
  if (format === 'percent') return formatted(value, intl.locale, undefined, true);
  if (format === 'number') return formatted(value, intl.locale);
  return value;
}

/** Where an engine error happened: its rule (a link to the rule's view), token and record. */
function errorContext(intl: IntlShape, error: Figures['errors'][number], figures: Figures, base: string) {
  const context = error.context ?? {};
  const parts: ReactNode[] = [];
  if (context.rule) {
    const rule = figures.rules.find((r) => r.name === context.rule);
    parts.push(
      <Link key="rule" href={`${base}/rule/${encodeURIComponent(context.rule)}`}>
        {intl.formatMessage({ id: 'statement.error.rule' }, { name: rule?.label ?? context.rule })}
      </Link>,
    );
  }
  if (context.token && context.token !== context.rule)
    parts.push(
      <span key="token">{intl.formatMessage({ id: 'statement.error.token' }, { name: context.token })}</span>,
    );
  if (context.record)
    parts.push(
      <span key="record">
        {intl.formatMessage({ id: 'statement.error.record' }, { key: context.record })}
      </span>,
    );
  const type = intl.formatMessage({ id: `statement.error.type.${error.type.replace(/ /g, '_')}` });
  return (
    <span style={{ display: 'inline-flex', gap: 12, flexWrap: 'wrap' }}>
      <span>{type}</span>
      {parts}
    </span>
  );
}

interface LineRow {
  recordKey: string;
  value: string;
  record?: DatasetRow;
}

/** A rule: its value, its KPIs, and the records that earned it with what each earned. */
function RuleSection({
  rule,
  figures,
  base,
  focused,
  externalId,
  aside,
  footer,
}: {
  rule: Rule;
  figures: Figures;
  base: string;
  focused: boolean;
  externalId?: string;
  aside: ReactNode;
  footer: ReactNode;
}) {
  const intl = useIntl();
  const ruleHref = `${base}/rule/${encodeURIComponent(rule.name)}`;
  // The records a rule's lines name are rows of the plan's datasets, found by their key.
  const { rows, shown } = useMemo(() => {
    const byKey = new Map<string, DatasetRow>();
    let dataset: Dataset | undefined;
    const lines = (rule.lines ?? []).filter((line) => !externalId || line.recordKey === externalId);
    for (const line of lines)
      for (const candidate of figures.datasets) {
        const record = candidate.rows?.find((row) => row.key === line.recordKey);
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
      .slice(0, focused ? 4 : 2);
    return {
      rows: lines.map((line): LineRow => ({ ...line, record: byKey.get(line.recordKey) })),
      shown: columns,
    };
  }, [rule, figures.datasets, externalId, focused]);

  const columns = useMemo(
    (): DataTableColumn<LineRow>[] => [
      {
        id: 'record',
        header: intl.formatMessage({ id: 'statement.record' }),
        accessor: 'recordKey',
        isHidable: false,
        cell: ({ row }) =>
          focused ? (
            row.recordKey
          ) : (
            <Link href={`${ruleHref}/record/${encodeURIComponent(row.recordKey)}`}>{row.recordKey}</Link>
          ),
      },
      ...shown.map((column): DataTableColumn<LineRow> => ({
        id: `field.${column.name}`,
        header: column.label,
        accessor: (row) => {
          const value = cellValue(column, row.record?.values[column.name]);
          return typeof value === 'string' ? value : null;
        },
        cell: ({ row }) => (
          <StatementValue
            value={cellValue(column, row.record?.values[column.name])}
            format={column.people ? 'text' : column.format}
            currency={figures.currency}
          />
        ),
      })),
      {
        id: 'earned',
        header: intl.formatMessage({ id: 'statement.earned' }),
        accessor: 'value',
        isNumeric: true,
        cell: ({ row }) => formatted(row.value, intl.locale, figures.currency),
      },
    ],
    [intl, shown, figures.currency, ruleHref, focused],
  );
  const kpis = rule.kpis.map((entry) => ({
    ...entry,
    definition: figures.kpis.find((kpi) => kpi.name === entry.name),
  }));

  return (
    <article aria-label={rule.label} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 16, alignItems: 'baseline' }}>
        <Heading level={3}>{focused ? rule.label : <Link href={ruleHref}>{rule.label}</Link>}</Heading>
        <strong data-testid={`rule-${rule.name}`}>
          <StatementValue value={rule.value} format={rule.format} currency={figures.currency} />
          {rule.overwritten ? (
            <OverwrittenMark original={printed(intl, rule.overwritten.original, rule.format, figures)} />
          ) : null}
          {aside}
        </strong>
      </div>
      {footer}
      {kpis.length ? (
        <dl style={{ ...factGrid, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
          {kpis.map((kpi) => (
            <Fact key={kpi.name} label={kpi.definition?.label ?? kpi.name}>
              <StatementValue
                value={kpi.value}
                format={kpi.definition?.format ?? 'number'}
                currency={figures.currency}
              />
            </Fact>
          ))}
        </dl>
      ) : null}
      {rule.challenge ? (
        <p style={{ margin: 0 }}>
          {intl.formatMessage(
            { id: 'statement.challenge' },
            {
              rank: rule.challenge.rank ?? '—',
              score: formatted(rule.challenge.score, intl.locale),
              prize: formatted(rule.challenge.prize, intl.locale, figures.currency),
            },
          )}
        </p>
      ) : null}
      {rows.length ? (
        <DataTable<LineRow>
          aria-label={intl.formatMessage({ id: 'statement.linesOf' }, { rule: rule.label })}
          columns={columns}
          data={rows}
          getRowId={(row) => row.recordKey}
          isSearchable={focused}
          initialState={{ pageSize: 10 }}
        />
      ) : null}
    </article>
  );
}
