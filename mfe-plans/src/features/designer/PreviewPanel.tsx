import { useId, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AccrueApiError } from '@accrue/sdk';
import { withPageMessages } from '@accrue/remote-runtime';
import { Heading, Skeleton } from '@accrue/ui-kit';
import { useDebouncedValue } from '@accrue/ui-kit/format';
import { Select } from '@accrue/ui-kit/select';
import { DataTable, type DataTableColumn } from '@accrue/ui-kit/table';
import { previewMessages } from '../../i18n/preview';
import { describeProblem, todayIso } from '../plans/model';
import type { PlanFrequency } from '../plans/queries';
import { writeFormulas, type FormulaEdit } from './plan-model';
import { PREVIEW_PANEL } from './PreviewPlaceholder';
import {
  figureText,
  periodName,
  periodOf,
  periodsOfYear,
  PREVIEW_DEBOUNCE_MS,
  previewYears,
  usePreviewPeople,
  useRulePreview,
  type PreviewRequest,
  type RulePreview,
} from './preview';

/** The panel with its labels, which download with it (i18n/preview.ts). */
export default withPageMessages(previewMessages, PreviewPanel);

export interface PreviewPanelProps {
  planId: number;
  /** The draft's frequency: what the API checks the period against. */
  frequency: PlanFrequency;
  ruleName: string;
  /** The plan file as the designer's forms changed it, and the formulas typed since. */
  draft: string;
  edits: Record<string, FormulaEdit>;
  /** Whether that draft compiles (the page lists its problems otherwise). */
  compiles: boolean;
  /** The forecast designer's preview: the rule's forecast figure. */
  forecast?: boolean;
}

/**
 * The rule designer's live preview: the rule of the draft, saved or not, calculated on the
 * company's data for a person on the plan (the first one on it today by default) and a period (the
 * current one by default), with its KPIs, the records that made it and the engine's messages. It
 * is calculated again once the draft has rested and compiles, or when the person or the period
 * changes; the last figures stay shown (dimmed) meanwhile. A refusal shows here, not in a snackbar.
 */
function PreviewPanel({
  planId,
  frequency,
  ruleName,
  draft,
  edits,
  compiles,
  forecast = false,
}: PreviewPanelProps) {
  const intl = useIntl();
  const headingId = useId();
  const [today] = useState(todayIso);
  const { people, isPending: peoplePending, error: peopleError } = usePreviewPeople(planId);
  const [chosenUser, setChosenUser] = useState<number | null>(null);
  const userId = chosenUser ?? people[0]?.id ?? null;
  const [chosenPeriod, setChosenPeriod] = useState<string | null>(null);
  const periodId = chosenPeriod ?? periodOf(frequency, today);
  const year = Number(periodId.slice(0, 4));

  // The draft once it has rested, written out whole only then (a YAML round trip), and only when it
  // compiles: the last one that did is what is calculated meanwhile.
  const current = useMemo(() => ({ draft, edits, compiles }), [draft, edits, compiles]);
  const settled = useDebouncedValue(current, PREVIEW_DEBOUNCE_MS);
  const written = useMemo(
    () => (settled.compiles ? writeFormulas(settled.draft, Object.values(settled.edits)) : null),
    [settled],
  );
  const [definition, setDefinition] = useState(written);
  if (written !== null && written !== definition) setDefinition(written);

  const request: PreviewRequest | null =
    definition !== null && userId !== null
      ? { definition, ruleId: ruleName, userId, periodId, ...(forecast ? { forecast } : {}) }
      : null;
  const preview = useRulePreview(planId, request);
  const updating = request !== null && ((compiles && settled !== current) || preview.isFetching);

  const status = (() => {
    if (request === null) return '';
    if (updating) return intl.formatMessage({ id: 'preview.updating' });
    if (preview.error) return intl.formatMessage({ id: 'preview.failed' });
    if (preview.data)
      return intl.formatMessage({ id: 'preview.calculated' }, { ms: preview.data.durationMs });
    return '';
  })();

  const periodOptions = periodsOfYear(frequency, year, today).map((id) => ({
    value: id,
    label: periodName(intl, id),
  }));
  return (
    <section aria-labelledby={headingId} style={PREVIEW_PANEL} data-preview="">
      <Heading level={2} id={headingId}>
        {intl.formatMessage({ id: 'preview.title' })}
      </Heading>
      <small style={{ opacity: 0.8 }}>
        <FormattedMessage id="preview.intro" />
      </small>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 8 }}>
        <Select
          label={intl.formatMessage({ id: 'preview.person' })}
          options={people.map((person) => ({
            value: person.id,
            label: person.name,
            help: intl.formatMessage({ id: `plans.status.${person.status}` }),
          }))}
          value={userId}
          isClearable={false}
          isDisabled={people.length === 0}
          onChange={(id) => id !== null && setChosenUser(Number(id))}
        />
        <Select
          label={intl.formatMessage({ id: 'preview.year' })}
          options={previewYears(today).map((y) => ({ value: y, label: String(y) }))}
          value={year}
          isClearable={false}
          // A year's latest period (up to today's), as the periods of a year run.
          onChange={(y) => {
            if (y === null) return;
            const periods = periodsOfYear(frequency, Number(y), today);
            setChosenPeriod(periods[periods.length - 1]!);
          }}
        />
        {frequency === 'year' ? null : (
          <Select
            label={intl.formatMessage({ id: 'preview.period' })}
            options={periodOptions}
            value={periodId}
            isClearable={false}
            onChange={(id) => id !== null && setChosenPeriod(String(id))}
          />
        )}
      </div>
      {peopleError ? (
        <p style={ERROR}>
          <FormattedMessage id="preview.peopleFailed" values={{ message: peopleError.message }} />
        </p>
      ) : !peoplePending && people.length === 0 ? (
        <p style={{ margin: 0 }}>
          <FormattedMessage id="preview.nobody" />
        </p>
      ) : null}
      {compiles ? null : (
        <p style={{ margin: 0, fontStyle: 'italic' }} data-preview-draft="">
          <FormattedMessage
            id={definition === null ? 'preview.draftProblems' : 'preview.draftProblemsKept'}
          />
        </p>
      )}
      <p
        role="status"
        aria-live="polite"
        style={{ margin: 0, fontSize: 12, opacity: 0.8, minHeight: '1.2em' }}
      >
        {status}
      </p>
      {preview.error ? <PreviewRefusal error={preview.error} /> : null}
      {preview.data ? (
        <div aria-busy={updating} style={{ display: 'grid', gap: 12, opacity: updating ? 0.6 : 1 }}>
          <PreviewFigures preview={preview.data} />
        </div>
      ) : request !== null && preview.isPending ? (
        <Skeleton />
      ) : null}
    </section>
  );
}

const ERROR: CSSProperties = { margin: 0, color: '#b3261e' };

/** The API's refusal: a 422 names each problem (the draft's, the rule, the person or the period). */
function PreviewRefusal({ error }: { error: Error }) {
  const problems = error instanceof AccrueApiError ? error.fieldErrors : [];
  return (
    <div
      data-preview-error=""
      style={{ ...ERROR, display: 'grid', gap: 4, padding: 8, border: '1px solid #b3261e', borderRadius: 6 }}
    >
      <strong>{error.message}</strong>
      {problems.length ? (
        <ul style={{ margin: 0, paddingLeft: 16 }}>
          {problems.map((problem) => (
            <li key={`${problem.field}:${problem.message}`}>{describeProblem(problem)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

type Line = NonNullable<RulePreview['rule']['lines']>[number];
type Row = NonNullable<RulePreview['dataset']>['rows'][number];

/** The rule's value, its KPIs, the records that made it, its table's rows and the engine's messages. */
function PreviewFigures({ preview }: { preview: RulePreview }) {
  const intl = useIntl();
  const { rule, dataset, currency } = preview;
  const label = (id: string) => intl.formatMessage({ id });
  const kpis = rule.kpis.map(({ name, value }) => {
    const kpi = preview.kpis.find((candidate) => candidate.name === name);
    return {
      name,
      label: kpi?.label ?? name,
      text: figureText(intl, value, kpi?.format ?? 'number', currency),
    };
  });
  // Lines are amounts of the rule's figure: money unless the rule counts or rates.
  const lineFormat = rule.format === 'number' || rule.format === 'percent' ? rule.format : 'currency';
  const lineColumns = useMemo(
    (): DataTableColumn<Line>[] => [
      { id: 'recordKey', header: intl.formatMessage({ id: 'preview.record' }), accessor: 'recordKey' },
      {
        id: 'value',
        header: intl.formatMessage({ id: 'preview.amount' }),
        accessor: (line) => line.value,
        cell: ({ row }) => figureText(intl, row.value, lineFormat, currency),
      },
    ],
    [intl, lineFormat, currency],
  );
  // The table's columns in the statement's formats (what its search matches too).
  const rowColumns = useMemo(
    (): DataTableColumn<Row>[] =>
      (dataset?.columns ?? []).map((column) => ({
        id: column.name,
        header: column.label,
        // A column naming people (the table's user join) shows their names, as statements do.
        accessor: (row) => {
          const value = row.values[column.name];
          const person = typeof value === 'string' ? column.people?.[value] : undefined;
          return person ?? figureText(intl, value, column.format, currency);
        },
      })),
    [dataset, intl, currency],
  );

  return (
    <>
      <dl style={{ margin: 0 }}>
        <dt style={{ fontSize: 12, opacity: 0.7 }}>
          <FormattedMessage
            id="preview.valueOf"
            values={{
              rule: rule.label,
              person: preview.user.fullName,
              period: periodName(intl, preview.period.id),
            }}
          />
        </dt>
        <dd style={{ margin: 0, fontSize: 24, fontWeight: 600 }} data-testid="preview-value">
          {figureText(intl, rule.value, rule.format, currency)}
        </dd>
      </dl>
      {kpis.length ? (
        <PreviewPart label={label('preview.kpis')}>
          <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto auto', gap: '4px 12px' }}>
            {kpis.map((kpi) => (
              <div key={kpi.name} style={{ display: 'contents' }} data-kpi={kpi.name}>
                <dt>{kpi.label}</dt>
                <dd style={{ margin: 0, textAlign: 'end', fontWeight: 600 }}>{kpi.text}</dd>
              </div>
            ))}
          </dl>
        </PreviewPart>
      ) : null}
      {rule.lines ? (
        <RecordsPart
          label={label('preview.lines')}
          columns={lineColumns}
          rows={rule.lines}
          rowId={(line, i) => `${i}:${line.recordKey}`}
          empty={label('preview.noLines')}
        />
      ) : null}
      {dataset ? (
        <RecordsPart
          label={dataset.label}
          columns={rowColumns}
          rows={dataset.rows}
          rowId={(row) => row.key}
        />
      ) : null}
      {preview.errors.length ? (
        <PreviewPart label={label('preview.messages')}>
          <ul style={{ margin: 0, paddingLeft: 16 }}>
            {preview.errors.map((error, i) => (
              <li key={i} data-level={error.level} style={error.level === 'error' ? ERROR : undefined}>
                <strong>{label(`preview.level.${error.level}`)}</strong> {error.message}
                {error.context.record ? (
                  <code style={{ marginLeft: 6, opacity: 0.7 }}>{error.context.record}</code>
                ) : null}
              </li>
            ))}
          </ul>
        </PreviewPart>
      ) : null}
    </>
  );
}

/** A part of the preview under its heading, a region of that name. */
function PreviewPart({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label} style={{ display: 'grid', gap: 6 }}>
      <Heading level={3}>{label}</Heading>
      {children}
    </section>
  );
}

/** Records of the preview (the rule's lines, its table's rows), ten a page, searchable. */
function RecordsPart<T>({
  label,
  columns,
  rows,
  rowId,
  empty,
}: {
  label: string;
  columns: DataTableColumn<T>[];
  rows: readonly T[];
  rowId: (row: T, index: number) => string;
  empty?: string;
}) {
  return (
    <PreviewPart label={label}>
      <DataTable<T>
        aria-label={label}
        columns={columns}
        data={rows}
        getRowId={rowId}
        hasColumnMenu={false}
        initialState={{ pageSize: 10 }}
        emptyState={empty}
      />
    </PreviewPart>
  );
}
