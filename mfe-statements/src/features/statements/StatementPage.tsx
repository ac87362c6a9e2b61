import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { usePathname, useSession, withPageMessages, type PageProps } from '@accrue/remote-runtime';
import { statementPageMessages } from '../../i18n/statement';
import { Alert, Button, Link, PageBody, Spinner } from '@accrue/ui-kit';
import { useSnackbar, withSnackbar } from '@accrue/ui-kit/snackbar';
import { CommentsButton } from '../threads/CommentsButton';
import { CommentsPanel, besidePanelStyle, usePanelWidth } from '../threads/CommentsPanel';
import { besidePanel } from '../threads/CommentsPanel.css';
import { commentsHref, navigate } from '../threads/links';
import type { DatasetRow, StatementDetail } from './api';
import { DatasetsSection } from './DatasetsSection';
import { HistoryTab } from './HistoryTab';
import {
  EngineErrors,
  FiguresHeader,
  FiguresSummary,
  focusOf,
  hasFocusedRule,
  idOf,
  KpisSection,
  loadFailure,
  RulesSection,
  type Focus,
} from './Figures';
import { formatted } from './model';
import { OverwriteDialog, type OverwriteTarget } from './OverwriteDialog';
import { RowEditDialog } from './RowEditDialog';
import { EditsList } from './EditsList';
import { RowEditsList } from './RowEditsList';
import { PaymentsSection } from './PaymentsSection';
import { ReviewPanel, StartReview } from './ReviewPanel';
import {
  useAddAdjustment,
  useAwaitedCalculation,
  useDeleteAdjustment,
  useDeleteOverwrite,
  useDeleteRowEdit,
  useOverwrite,
  useRowEdit,
  useStatementDetail,
  type OverwriteInput,
  type OverwriteTargetInput,
} from './queries';
import { Fact } from './StatementValue';

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
export default withPageMessages(statementPageMessages, withSnackbar(StatementLoader));

/** The focused rule's explanation: its code and labels download only when a rule is opened. */
const FigureExplanation = lazy(() => import('../explanations/FigureExplanation'));

function StatementLoader({ params }: PageProps) {
  const intl = useIntl();
  const id = idOf(params.id);
  const pathname = usePathname();
  // The comments routes (…/comments, …/comments/{stid}) open the panel; the others have no `stid`.
  const comments =
    params.stid !== undefined || /\/comments\/?$/.test(pathname) ? { threadId: idOf(params.stid) } : null;
  const [awaiting, setAwaiting] = useState<string | null>(null);
  const statement = useStatementDetail(id, awaiting);

  const failure = loadFailure(intl, id, statement);
  if (failure) return failure;
  if (!statement.data) return <Spinner />;
  return (
    <Statement
      statement={statement.data}
      focus={focusOf(params)}
      comments={comments}
      onAwait={setAwaiting}
      awaiting={awaiting}
    />
  );
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
  const rowEdit = useRowEdit(statement.id);
  const deleteRowEdit = useDeleteRowEdit(statement.id);
  // The row being left out (its key), or the dataset a record is being added to (key null).
  const [editingRows, setEditingRows] = useState<{
    table: string;
    label: string;
    recordKey: string | null;
  } | null>(null);
  const rowEditing = useMemo(
    () =>
      canOverwrite
        ? {
            onExclude: (dataset: { table: string; label: string }, row: DatasetRow) =>
              setEditingRows({ table: dataset.table, label: dataset.label, recordKey: row.key }),
            onAdd: (dataset: { table: string; label: string }) =>
              setEditingRows({ table: dataset.table, label: dataset.label, recordKey: null }),
          }
        : null,
    [canOverwrite],
  );
  const saveRowEdit = async (input: { recordKey: string; reason: string }) => {
    if (!editingRows) return;
    const calculatedAt = statement.calculatedAt;
    try {
      await rowEdit.mutateAsync({
        kind: editingRows.recordKey === null ? 'include' : 'exclude',
        datasetId: editingRows.table,
        ...input,
      });
      setEditingRows(null);
      onAwait(calculatedAt);
      snackbar.show({ tone: 'success', message: intl.formatMessage({ id: 'statement.rowEdit.saved' }) });
    } catch (error) {
      failed('statement.rowEdit.failed', (error as Error).message);
    }
  };

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
            field: (dataset: Dataset, row: DatasetRow, column: Dataset['columns'][number]) =>
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
  // The KPI whose explanation shows below the KPIs (one at a time).
  const [explainedKpi, setExplainedKpi] = useState<string | null>(null);
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
      <FiguresHeader
        figures={statement}
        list="statements"
        base={statementHref}
        focus={focus}
        actions={
          canViewThreads ? (
            <CommentsButton statementId={statement.id} isOpen={panel !== null} onPress={toggleComments} />
          ) : undefined
        }
      />
      <PageBody>
        <FiguresSummary figures={statement}>
          <Fact label={intl.formatMessage({ id: 'statements.column.total' })} testId="statement-total">
            {money(statement.total)}
          </Fact>
          <Fact label={intl.formatMessage({ id: 'statements.column.status' })}>
            {intl.formatMessage({ id: `statements.status.${statement.status ?? 'clean'}` })}
          </Fact>
        </FiguresSummary>
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

        <EngineErrors figures={statement} base={statementHref} />

        {focus ? (
          <p style={{ margin: 0 }}>
            <Link href={statementHref}>{intl.formatMessage({ id: 'statement.wholeStatement' })}</Link>
          </p>
        ) : null}

        {!focus ? (
          <KpisSection
            figures={statement}
            kpiAside={(kpi) => (
              <>
                <ExplainButton
                  name={kpi.label}
                  isExpanded={explainedKpi === kpi.name}
                  onPress={() => setExplainedKpi((shown) => (shown === kpi.name ? null : kpi.name))}
                />
                {edit ? <OverwriteButton name={kpi.label} onPress={() => edit.kpi(kpi)} /> : null}
              </>
            )}
          />
        ) : null}
        {!focus && explainedKpi && statement.kpis.some((kpi) => kpi.name === explainedKpi) ? (
          <Suspense fallback={<Spinner />}>
            <FigureExplanation
              key={explainedKpi}
              statementId={statement.id}
              figure={{ kind: 'kpi', name: explainedKpi }}
              currency={statement.currency}
            />
          </Suspense>
        ) : null}

        <RulesSection
          figures={statement}
          base={statementHref}
          focus={focus}
          ruleAside={
            edit
              ? (rule) =>
                  rule.type !== 'HOLD_AND_RELEASE' ? (
                    <OverwriteButton name={rule.label} onPress={() => edit.rule(rule)} />
                  ) : null
              : undefined
          }
          ruleFooter={
            focus && canComment
              ? (rule) => (
                  <div>
                    <Button
                      size="small"
                      variant="secondary"
                      onPress={() => setCommentsInPlace({ ruleId: rule.name })}
                    >
                      {intl.formatMessage({ id: 'threads.commentOnRule' })}
                    </Button>
                  </div>
                )
              : undefined
          }
        />

        {focus && hasFocusedRule(statement, focus) ? (
          <Suspense fallback={<Spinner />}>
            <FigureExplanation
              statementId={statement.id}
              figure={{ kind: 'rule', name: focus.ruleId }}
              currency={statement.currency}
              externalId={focus.externalId}
            />
          </Suspense>
        ) : null}

        {!focus ? (
          <PaymentsSection
            statement={statement}
            adjusting={{
              canAdjust,
              isAdding: addAdjustment.isPending,
              onAdd,
              onDelete: (adjustment) => {
                const calculatedAt = statement.calculatedAt;
                deleteAdjustment.mutate(adjustment.id, {
                  onSuccess: () => onAwait(calculatedAt),
                  onError: (error) => failed('statement.adjustment.failed', error.message),
                });
              },
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

        {!focus ? (
          <DatasetsSection
            statement={statement}
            statementId={statement.id}
            onOverwrite={edit?.field ?? null}
            rowEditing={rowEditing}
          />
        ) : null}

        {!focus && statement.rowEdits?.length ? (
          <RowEditsList
            statement={statement}
            canEdit={canOverwrite}
            onDelete={(rowEditId) => {
              const calculatedAt = statement.calculatedAt;
              deleteRowEdit.mutate(rowEditId, {
                onSuccess: () => onAwait(calculatedAt),
                onError: (error) => failed('statement.rowEdit.failed', error.message),
              });
            }}
          />
        ) : null}

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

        {editingRows ? (
          <RowEditDialog
            dataset={editingRows.label}
            recordKey={editingRows.recordKey}
            isPending={rowEdit.isPending}
            onClose={() => setEditingRows(null)}
            onSubmit={(input) => void saveRowEdit(input)}
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

/** The button beside a figure that opens its overwrite. */
/** Shows or hides a KPI's explanation (what it reads, with the values used) below the KPIs. */
function ExplainButton({
  name,
  isExpanded,
  onPress,
}: {
  name: string;
  isExpanded: boolean;
  onPress: () => void;
}) {
  const intl = useIntl();
  return (
    <>
      {' '}
      <Button
        size="small"
        variant="ghost"
        aria-label={intl.formatMessage({ id: 'statement.explain.of' }, { name })}
        aria-expanded={isExpanded}
        onPress={onPress}
      >
        {intl.formatMessage({ id: 'statement.explain' })}
      </Button>
    </>
  );
}

function OverwriteButton({ name, onPress }: { name: string; onPress: () => void }) {
  const intl = useIntl();
  return (
    <>
      {' '}
      <Button
        size="small"
        variant="secondary"
        aria-label={intl.formatMessage({ id: 'statement.overwrite.of' }, { name })}
        onPress={onPress}
      >
        ✎
      </Button>
    </>
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
    <EditsList
      headingId="statement-overwrites"
      heading={intl.formatMessage({ id: 'statement.overwrites' })}
      edits={statement.overwrites}
      testId="overwrite"
      lineOf={(overwrite) =>
        intl.formatMessage(
          { id: 'statement.overwrite.line' },
          {
            kind: intl.formatMessage({ id: `statement.overwrite.kind.${overwrite.kind}` }),
            name: nameOf(overwrite),
            old: text(overwrite.oldValue),
            value: text(overwrite.value),
            author: overwrite.createdBy?.fullName ?? '—',
            date: intl.formatDate(overwrite.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
          },
        )
      }
      remove={{
        text: intl.formatMessage({ id: 'statement.overwrite.remove' }),
        labelOf: (overwrite) =>
          intl.formatMessage({ id: 'statement.overwrite.removeOne' }, { name: nameOf(overwrite) }),
      }}
      onDelete={canOverwrite ? onDelete : undefined}
    />
  );
}
