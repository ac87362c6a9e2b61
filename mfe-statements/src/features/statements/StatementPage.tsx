import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { usePathname, useSession, withPageMessages, type PageProps } from '@accrue/remote-runtime';
import { statementPageMessages } from '../../i18n/statement';
import { Alert, Button, Heading, Link, PageBody, PageHeader, Spinner } from '@accrue/ui-kit';
import { SnackbarProvider, useSnackbar } from '@accrue/ui-kit/snackbar';
import { DataTable, type DataTableColumn } from '@accrue/ui-kit/table';
import { CommentsButton } from '../threads/CommentsButton';
import { CommentsPanel, besidePanelStyle, usePanelWidth } from '../threads/CommentsPanel';
import { besidePanel } from '../threads/CommentsPanel.css';
import { commentsHref, navigate } from '../threads/links';
import { ApiError, type JsonValue, type StatementDetail } from './api';
import { DatasetsSection } from './DatasetsSection';
import { HistoryTab } from './HistoryTab';
import { formatted, periodLabel } from './model';
import { OverwriteDialog, type OverwriteTarget } from './OverwriteDialog';
import { PaymentsSection } from './PaymentsSection';
import { ReviewPanel, StartReview } from './ReviewPanel';
import {
  useAddAdjustment,
  useAwaitedCalculation,
  useDeleteAdjustment,
  useDeleteOverwrite,
  useOverwrite,
  useStatementDetail,
  type OverwriteInput,
  type OverwriteTargetInput,
} from './queries';
import { Fact, factGrid, OverwrittenMark, StatementValue } from './StatementValue';

type Rule = StatementDetail['rules'][number];
type Dataset = StatementDetail['datasets'][number];

/**
 * /statements/{id} and /statements/{id}/rule/{ruleId}/{action?}/{externalId?} (doc 2 §2, §3): the
 * header (who, plan, period, total, status, the engine's errors and warnings with their context,
 * the Comments button with how many of its threads are open),
 * its review through the plan's workflow (frozen once fully reviewed: no adjustment, no overwrite;
 * one not under review yet may be started on its own),
 * the KPIs (highlighted first), the rules by category with the records that earned them, the
 * payments per category with hold-and-release lines and the adjustments, and the datasets. The
 * rule route shows that rule alone (and, with an external id, that record's line) with its
 * explanation: its formula, what it reads with the values used, the records and their sources. Amounts are
 * the exact decimals the engine stored, formatted by the kit in the statement's currency.
 * /statements/{id}/comments and …/comments/{stid} show it with its comments panel beside it (its
 * threads, or one thread); the rule view opens that panel on its rule without leaving the view.
 */
/** The page with the review and thread labels, which download with it (i18n/statement.ts). */
export default withPageMessages(statementPageMessages, StatementPage);

/** The focused rule's explanation: its code and labels download only when a rule is opened. */
const RuleExplanation = lazy(() => import('../explanations/RuleExplanation'));

function StatementPage({ params }: PageProps) {
  return (
    <SnackbarProvider>
      <StatementLoader params={params} />
    </SnackbarProvider>
  );
}

/** A route parameter that is an id, or null. */
const idOf = (param: string | undefined) => (/^\d{1,10}$/.test(param ?? '') ? Number(param) : null);

function StatementLoader({ params }: Pick<PageProps, 'params'>) {
  const intl = useIntl();
  const id = idOf(params.id);
  const pathname = usePathname();
  // The comments routes (…/comments, …/comments/{stid}) open the panel; the others have no `stid`.
  const comments =
    params.stid !== undefined || /\/comments\/?$/.test(pathname) ? { threadId: idOf(params.stid) } : null;
  const [awaiting, setAwaiting] = useState<string | null>(null);
  const statement = useStatementDetail(id, awaiting);
  const error = statement.error instanceof ApiError ? statement.error : null;

  if (id === null || error?.status === 404)
    return <Alert tone="error" title={intl.formatMessage({ id: 'statement.notFound' })} />;
  if (error?.status === 403)
    return <Alert tone="error" title={intl.formatMessage({ id: 'statement.notAllowed' })} />;
  if (statement.error && !statement.data)
    return (
      <Alert
        tone="error"
        title={intl.formatMessage({ id: 'statements.loadError' }, { message: statement.error.message })}
      />
    );
  if (!statement.data) return <Spinner />;
  return (
    <Statement
      statement={statement.data}
      focus={
        params.ruleId ? { ruleId: params.ruleId, action: params.action, externalId: params.externalId } : null
      }
      comments={comments}
      onAwait={setAwaiting}
      awaiting={awaiting}
    />
  );
}

interface Focus {
  ruleId: string;
  action?: string;
  externalId?: string;
}

function Statement({
  statement,
  focus,
  comments,
  awaiting,
  onAwait,
}: {
  statement: StatementDetail;
  focus: Focus | null;
  /** The comments panel its route opens: the statement's threads, or one of them. */
  comments: { threadId: number | null } | null;
  awaiting: string | null;
  onAwait: (calculatedAt: string | null) => void;
}) {
  const intl = useIntl();
  const session = useSession()!;
  const snackbar = useSnackbar();
  const money = (value: string | null) => formatted(value, intl.locale, statement.currency);
  // A fully reviewed statement is frozen (doc 2 §5): the API refuses its adjustments and
  // overwrites (409) until its review is reset, so the page offers none.
  const frozen = statement.review?.workflowComplete === true;
  const canAdjust = session.can('ADJUST_STATEMENTS') && !frozen;
  const canOverwrite = session.can('OVERWRITE_STATEMENTS') && !frozen;
  const me = session.me.user;
  const author = session.subject.userId
    ? { id: session.subject.userId, fullName: `${me.firstName} ${me.lastName}`.trim() }
    : null;

  // Once a write enqueued the statement's calculation, read it again until a worker rewrote it.
  const recalculating = useAwaitedCalculation(statement, awaiting, onAwait);
  const failed = useCallback(
    (id: string, message: string) =>
      snackbar.show({ tone: 'error', message: intl.formatMessage({ id }, { message }) }),
    [intl, snackbar],
  );

  const addAdjustment = useAddAdjustment(statement.id, author);
  const deleteAdjustment = useDeleteAdjustment(statement.id);
  const overwrite = useOverwrite(statement.id);
  const deleteOverwrite = useDeleteOverwrite(statement.id);
  const [editing, setEditing] = useState<{ target: OverwriteTarget; input: OverwriteTargetInput } | null>(
    null,
  );

  const onAdd = async (input: { amount: string; reason: string }) => {
    const calculatedAt = statement.calculatedAt;
    try {
      await addAdjustment.mutateAsync(input);
      onAwait(calculatedAt);
      snackbar.show({ tone: 'success', message: intl.formatMessage({ id: 'statement.adjustment.added' }) });
      return true;
    } catch (error) {
      failed('statement.adjustment.failed', (error as Error).message);
      return false;
    }
  };
  const saveOverwrite = async (value: string | boolean | null) => {
    if (!editing) return;
    const calculatedAt = statement.calculatedAt;
    try {
      await overwrite.mutateAsync({ ...editing.input, value } as OverwriteInput);
      setEditing(null);
      onAwait(calculatedAt);
      snackbar.show({ tone: 'success', message: intl.formatMessage({ id: 'statement.overwrite.saved' }) });
    } catch (error) {
      failed('statement.overwrite.failed', (error as Error).message);
    }
  };

  const edit = useMemo(
    () =>
      canOverwrite
        ? {
            rule: (rule: Rule) =>
              setEditing({
                target: { label: rule.label, format: rule.format, current: rule.value },
                input: { kind: 'rule', token: rule.name },
              }),
            kpi: (kpi: StatementDetail['kpis'][number]) =>
              setEditing({
                target: { label: kpi.label, format: kpi.format, current: kpi.value },
                input: { kind: 'kpi', token: kpi.name },
              }),
            field: (dataset: Dataset, row: Dataset['rows'][number], column: Dataset['columns'][number]) =>
              setEditing({
                target: {
                  label: `${column.label} · ${row.key}`,
                  format: column.format,
                  current: row.values[column.name] ?? null,
                },
                input: { kind: 'field', datasetId: dataset.table, recordKey: row.key, token: column.name },
              }),
          }
        : null,
    [canOverwrite],
  );

  const canViewThreads = session.can('VIEW_THREADS');
  const canComment = canViewThreads && session.can('COMMENT_STATEMENTS');
  // The rule view has no comments route: its panel opens in place (on its rule to comment on it).
  const [commentsInPlace, setCommentsInPlace] = useState<{ ruleId: string | null } | null>(null);
  const [panelWidth, setPanelWidth] = usePanelWidth();
  const panel: { threadId: number | null; ruleId: string | null } | null = !canViewThreads
    ? null
    : comments
      ? { threadId: comments.threadId, ruleId: null }
      : focus && commentsInPlace
        ? { threadId: null, ruleId: commentsInPlace.ruleId }
        : null;
  const statementHref = `/statements/${statement.id}`;
  const toggleComments = () => {
    if (focus) setCommentsInPlace(panel ? null : { ruleId: null });
    else navigate(panel ? statementHref : commentsHref(statement.id));
  };

  const focusedRules = focus ? statement.rules.filter((rule) => rule.name === focus.ruleId) : statement.rules;
  const categories = useMemo(() => {
    const groups = new Map<string, Rule[]>();
    for (const rule of focusedRules) groups.set(rule.category, [...(groups.get(rule.category) ?? []), rule]);
    return [...groups.entries()];
  }, [focusedRules]);

  return (
    <section
      className={panel ? besidePanel : undefined}
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 24,
        ...(panel ? besidePanelStyle(panelWidth) : {}),
      }}
    >
      <PageHeader
        title={`${statement.user.fullName} · ${statement.plan.name}`}
        breadcrumbs={[
          {
            label: intl.formatMessage({ id: 'page.statements' }),
            href: `/statements/by-date/${statement.period.startDate}`,
          },
          focus
            ? { label: periodLabel(intl, statement.period), href: statementHref }
            : { label: periodLabel(intl, statement.period) },
          ...(focus ? [{ label: focusedRules[0]?.label ?? focus.ruleId }] : []),
        ]}
        actions={
          canViewThreads ? (
            <CommentsButton statementId={statement.id} isOpen={panel !== null} onPress={toggleComments} />
          ) : undefined
        }
      />
      <PageBody>
        <dl aria-label={intl.formatMessage({ id: 'statement.summary' })} style={factGrid}>
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
          <Fact label={intl.formatMessage({ id: 'statement.calculatedAt' })}>
            {intl.formatDate(statement.calculatedAt, { dateStyle: 'medium', timeStyle: 'short' })}
          </Fact>
        </dl>
        {statement.review ? (
          <ReviewPanel
            statementId={statement.id}
            review={statement.review}
            ownerName={statement.user.fullName}
          />
        ) : statement.canStartReview ? (
          <StartReview statementId={statement.id} />
        ) : null}
        {recalculating ? (
          <Alert tone="info" title={intl.formatMessage({ id: 'statement.recalculating' })} />
        ) : null}
        {statement.incomplete ? (
          <Alert tone="warning" title={intl.formatMessage({ id: 'statement.incomplete' })} />
        ) : null}

        {statement.errors.map((error, index) => (
          <Alert key={index} tone={error.level === 'error' ? 'error' : 'warning'} title={error.message}>
            {errorContext(intl, error, statement)}
          </Alert>
        ))}

        {focus ? (
          <p style={{ margin: 0 }}>
            <Link href={statementHref}>{intl.formatMessage({ id: 'statement.wholeStatement' })}</Link>
          </p>
        ) : null}

        {!focus && statement.kpis.length ? (
          <section aria-labelledby="statement-kpis">
            <Heading level={2} id="statement-kpis">
              {intl.formatMessage({ id: 'statement.kpis' })}
            </Heading>
            <dl style={factGrid}>
              {[...statement.kpis]
                .sort((a, b) => Number(b.highlighted) - Number(a.highlighted))
                .map((kpi) => (
                  <Fact
                    key={kpi.name}
                    label={kpi.highlighted ? `★ ${kpi.label}` : kpi.label}
                    testId={`kpi-${kpi.name}`}
                  >
                    <StatementValue value={kpi.value} format={kpi.format} currency={statement.currency} />
                    {kpi.overwritten ? (
                      <OverwrittenMark
                        original={printed(intl, kpi.overwritten.original, kpi.format, statement)}
                      />
                    ) : null}
                    {edit ? (
                      <>
                        {' '}
                        <Button
                          size="small"
                          variant="secondary"
                          aria-label={intl.formatMessage(
                            { id: 'statement.overwrite.of' },
                            { name: kpi.label },
                          )}
                          onPress={() => edit.kpi(kpi)}
                        >
                          ✎
                        </Button>
                      </>
                    ) : null}
                  </Fact>
                ))}
            </dl>
          </section>
        ) : null}

        <section
          aria-labelledby="statement-rules"
          style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
        >
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
                <h3 style={{ margin: 0, fontSize: 14, textTransform: 'uppercase', opacity: 0.7 }}>
                  {category}
                </h3>
              ) : null}
              {rules.map((rule) => (
                <RuleSection
                  key={rule.name}
                  rule={rule}
                  statement={statement}
                  focused={focus !== null}
                  externalId={focus?.externalId}
                  onOverwrite={edit && rule.type !== 'HOLD_AND_RELEASE' ? () => edit.rule(rule) : null}
                  onComment={focus && canComment ? () => setCommentsInPlace({ ruleId: rule.name }) : null}
                />
              ))}
            </section>
          ))}
        </section>

        {focus && focusedRules.length ? (
          <Suspense fallback={<Spinner />}>
            <RuleExplanation
              statementId={statement.id}
              ruleId={focus.ruleId}
              currency={statement.currency}
              externalId={focus.externalId}
            />
          </Suspense>
        ) : null}

        {!focus ? (
          <PaymentsSection
            statement={statement}
            canAdjust={canAdjust}
            isAdding={addAdjustment.isPending}
            onAdd={onAdd}
            onDelete={(adjustment) => {
              const calculatedAt = statement.calculatedAt;
              deleteAdjustment.mutate(adjustment.id, {
                onSuccess: () => onAwait(calculatedAt),
                onError: (error) => failed('statement.adjustment.failed', error.message),
              });
            }}
          />
        ) : null}

        {!focus && statement.overwrites.length ? (
          <OverwritesList
            statement={statement}
            canOverwrite={canOverwrite}
            onDelete={(overwriteId) => {
              const calculatedAt = statement.calculatedAt;
              deleteOverwrite.mutate(overwriteId, {
                onSuccess: () => onAwait(calculatedAt),
                onError: (error) => failed('statement.overwrite.failed', error.message),
              });
            }}
          />
        ) : null}

        {!focus ? <DatasetsSection statement={statement} onOverwrite={edit?.field ?? null} /> : null}

        {!focus ? (
          <HistoryTab
            statementId={statement.id}
            currency={statement.currency}
            calculatedAt={statement.calculatedAt}
          />
        ) : null}

        {panel ? (
          <CommentsPanel
            statement={statement}
            threadId={panel.threadId}
            ruleId={panel.ruleId}
            width={panelWidth}
            onWidthChange={setPanelWidth}
            onClose={() => (comments ? navigate(statementHref) : setCommentsInPlace(null))}
          />
        ) : null}

        {editing ? (
          <OverwriteDialog
            target={editing.target}
            isPending={overwrite.isPending}
            onClose={() => setEditing(null)}
            onSubmit={(value) => void saveOverwrite(value)}
          />
        ) : null}
      </PageBody>
    </section>
  );
}

/** A JSON value as text, for "was …" marks. */
function printed(
  intl: ReturnType<typeof useIntl>,
  value: JsonValue,
  format: Rule['format'],
  statement: StatementDetail,
): string {
  if (value === null) return '—';
  if (typeof value === 'boolean') return intl.formatMessage({ id: value ? 'statement.yes' : 'statement.no' });
  if (typeof value === 'object') return intl.formatMessage({ id: 'statement.rows' }, { count: value.rows });
  if (format === 'currency') return formatted(value, intl.locale, statement.currency);
  if (format === 'percent') return formatted(value, intl.locale, undefined, true);
  if (format === 'number') return formatted(value, intl.locale);
  return value;
}

/** Where an engine error happened: its rule (a link to the rule's view), token and record. */
function errorContext(
  intl: ReturnType<typeof useIntl>,
  error: StatementDetail['errors'][number],
  statement: StatementDetail,
) {
  const context = error.context ?? {};
  const parts: React.ReactNode[] = [];
  if (context.rule) {
    const rule = statement.rules.find((r) => r.name === context.rule);
    parts.push(
      <Link key="rule" href={`/statements/${statement.id}/rule/${encodeURIComponent(context.rule)}`}>
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
  record?: Dataset['rows'][number];
}

/** A rule: its value, its KPIs, and the records that earned it with what each earned. */
function RuleSection({
  rule,
  statement,
  focused,
  externalId,
  onOverwrite,
  onComment,
}: {
  rule: Rule;
  statement: StatementDetail;
  focused: boolean;
  externalId?: string;
  onOverwrite: (() => void) | null;
  /** Opens the comments panel with a new thread about this rule (its own view only). */
  onComment: (() => void) | null;
}) {
  const intl = useIntl();
  // The records a rule's lines name are rows of the plan's datasets, found by their key.
  const { rows, shown } = useMemo(() => {
    const byKey = new Map<string, Dataset['rows'][number]>();
    let dataset: Dataset | undefined;
    const lines = (rule.lines ?? []).filter((line) => !externalId || line.recordKey === externalId);
    for (const line of lines)
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
      .slice(0, focused ? 4 : 2);
    return {
      rows: lines.map((line): LineRow => ({ ...line, record: byKey.get(line.recordKey) })),
      shown: columns,
    };
  }, [rule, statement.datasets, externalId, focused]);

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
            <Link
              href={`/statements/${statement.id}/rule/${encodeURIComponent(rule.name)}/record/${encodeURIComponent(row.recordKey)}`}
            >
              {row.recordKey}
            </Link>
          ),
      },
      ...shown.map((column): DataTableColumn<LineRow> => ({
        id: `field.${column.name}`,
        header: column.label,
        accessor: (row) => {
          const value = row.record?.values[column.name];
          return typeof value === 'string' ? value : null;
        },
        cell: ({ row }) => (
          <StatementValue
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
        isNumeric: true,
        cell: ({ row }) => formatted(row.value, intl.locale, statement.currency),
      },
    ],
    [intl, shown, statement.currency, statement.id, rule.name, focused],
  );
  const kpis = rule.kpis.map((entry) => ({
    ...entry,
    definition: statement.kpis.find((kpi) => kpi.name === entry.name),
  }));

  return (
    <article aria-label={rule.label} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 16, alignItems: 'baseline' }}>
        <Heading level={3}>
          {focused ? (
            rule.label
          ) : (
            <Link href={`/statements/${statement.id}/rule/${encodeURIComponent(rule.name)}`}>
              {rule.label}
            </Link>
          )}
        </Heading>
        <strong data-testid={`rule-${rule.name}`}>
          <StatementValue value={rule.value} format={rule.format} currency={statement.currency} />
          {rule.overwritten ? (
            <OverwrittenMark original={printed(intl, rule.overwritten.original, rule.format, statement)} />
          ) : null}
          {onOverwrite ? (
            <>
              {' '}
              <Button
                size="small"
                variant="secondary"
                aria-label={intl.formatMessage({ id: 'statement.overwrite.of' }, { name: rule.label })}
                onPress={onOverwrite}
              >
                ✎
              </Button>
            </>
          ) : null}
        </strong>
      </div>
      {onComment ? (
        <div>
          <Button size="small" variant="secondary" onPress={onComment}>
            {intl.formatMessage({ id: 'threads.commentOnRule' })}
          </Button>
        </div>
      ) : null}
      {kpis.length ? (
        <dl style={{ ...factGrid, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
          {kpis.map((kpi) => (
            <Fact key={kpi.name} label={kpi.definition?.label ?? kpi.name}>
              <StatementValue
                value={kpi.value}
                format={kpi.definition?.format ?? 'number'}
                currency={statement.currency}
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
              prize: formatted(rule.challenge.prize, intl.locale, statement.currency),
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

/** The statement's overwrites: what was given by hand, by whom and when, and the value before. */
function OverwritesList({
  statement,
  canOverwrite,
  onDelete,
}: {
  statement: StatementDetail;
  canOverwrite: boolean;
  onDelete: (overwriteId: number) => void;
}) {
  const intl = useIntl();
  const nameOf = (overwrite: StatementDetail['overwrites'][number]) =>
    overwrite.kind === 'rule'
      ? (statement.rules.find((r) => r.name === overwrite.token)?.label ?? overwrite.token)
      : overwrite.kind === 'kpi'
        ? (statement.kpis.find((k) => k.name === overwrite.token)?.label ?? overwrite.token)
        : `${statement.datasets.find((d) => d.table === overwrite.datasetId)?.columns.find((c) => c.name === overwrite.token)?.label ?? overwrite.token} · ${overwrite.recordKey}`;
  const text = (value: unknown) => (value === null || value === undefined ? '—' : String(value));
  return (
    <section
      aria-labelledby="statement-overwrites"
      style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
    >
      <Heading level={2} id="statement-overwrites">
        {intl.formatMessage({ id: 'statement.overwrites' })}
      </Heading>
      <ul style={{ margin: 0, paddingLeft: 16 }}>
        {statement.overwrites.map((overwrite) => (
          <li key={overwrite.id} data-testid="overwrite">
            {intl.formatMessage(
              { id: 'statement.overwrite.line' },
              {
                kind: intl.formatMessage({ id: `statement.overwrite.kind.${overwrite.kind}` }),
                name: nameOf(overwrite),
                old: text(overwrite.oldValue),
                value: text(overwrite.value),
                author: overwrite.createdBy?.fullName ?? '—',
                date: intl.formatDate(overwrite.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
              },
            )}
            {canOverwrite ? (
              <>
                {' '}
                <Button
                  size="small"
                  variant="secondary"
                  aria-label={intl.formatMessage(
                    { id: 'statement.overwrite.removeOne' },
                    { name: nameOf(overwrite) },
                  )}
                  onPress={() => onDelete(overwrite.id)}
                >
                  {intl.formatMessage({ id: 'statement.overwrite.remove' })}
                </Button>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
