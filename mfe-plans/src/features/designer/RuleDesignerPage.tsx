import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { FORMATS, type PlanDefinition, type RuleDef } from '@accrue/engine';
import { useSession, withPageMessages, type PageProps } from '@accrue/remote-runtime';
import { forecastingMessages } from '../../i18n/forecasting';
import { Alert, Button, Link, PageHeader, Skeleton } from '@accrue/ui-kit';
import { TextField } from '@accrue/ui-kit/forms';
import { useSnackbar, withSnackbar } from '@accrue/ui-kit/snackbar';
import { MultiSelect, Select } from '@accrue/ui-kit/select';
import { useForecastingSave } from '../plans/forecasting';
import { forecastDesignerGate } from '../plans/model';
import { PlansApiError, usePlan, usePlanDefinition, useReplaceDefinition } from '../plans/queries';
import { UnreadablePlan } from '../plans/UnreadablePlan';
import { ForecastBadge, ForecastFormulas, useForecastDraft } from './ForecastFormulas';
import { FormulaField } from './FormulaField';
import { addRateTable, addTable, defaultSplit, type NewTable } from './plan-builders';
import { PreviewPlaceholder } from './PreviewPlaceholder';
import { RateTableForm } from './RateTableForm';
import { ReleaseForm } from './ReleaseForm';
import { SplitForm } from './SplitForm';
import { TableForm } from './TableForm';
import {
  checkPlan,
  compileProblems,
  readPlan,
  withFormulas,
  writeFormulas,
  type FormulaEdit,
  deleteIn,
  forecastEntries,
  forecastingDraft,
  forecastPath,
  formulaSites,
  PAYMENT_TYPES,
  pathText,
  ROW_LEVEL,
  ruleParts,
  setIn,
  whereUsed,
  type ForecastEntry,
  type PlanProblem,
} from './plan-model';

type Path = (string | number)[];

// The live preview (and its labels) downloads after the designer's first paint, in a chunk of its own.
const PreviewPanel = lazy(() => import('./PreviewPanel'));
// The dialogs adding a table or a rate table download when first opened.
const NewTableDialog = lazy(() => import('./NewTableDialog').then((m) => ({ default: m.NewTableDialog })));
const NewRateTableDialog = lazy(() =>
  import('./NewRateTableDialog').then((m) => ({ default: m.NewRateTableDialog })),
);

/**
 * The rule designer (doc 2 §2 /plans/{planId}/rules/{ruleId}, the navigation menu hidden): one
 * rule of the plan file and the tokens it is made of (variables, calculated fields, tables,
 * quotas, rate tables, links), with forms for its settings and the formula editor for every
 * formula. Each change is checked at once by the engine in the browser; the plan is saved whole
 * with the version it was loaded at (If-Match), and a plan changed meanwhile is reloaded.
 */
/** The page with the forecasting labels (its forecast mode, its link to it): i18n/forecasting.ts. */
const RuleDesignerWithLabels = withPageMessages(forecastingMessages, withSnackbar(RuleDesignerPage));
export default RuleDesignerWithLabels;

function RuleDesignerPage({ forecast = false, ...props }: PageProps & { forecast?: boolean }) {
  return forecast ? <ForecastRuleDesigner {...props} /> : <RuleDesigner {...props} />;
}

/**
 * The rule designer in forecast mode (doc 2 §2 /plans/{planId}/rules/{ruleId}/forecast, the
 * navigation menu hidden): the rule's forecast formula, the formula its forecasts use instead of
 * the actual one (docs/plan-format.md `plan.forecasting`).
 */
export function ForecastRuleDesignerPage(props: PageProps) {
  return <RuleDesignerWithLabels {...props} forecast />;
}

/** The plan a designer page works on, from its route's parameters. */
function useDesignerPlan(params: PageProps['params']) {
  const planId = Number(params.planId);
  return {
    planId,
    ruleName: params.ruleId ?? '',
    plan: usePlan(planId),
    definition: usePlanDefinition(planId, true),
  };
}

/**
 * What a designer page shows while its plan loads or cannot be read, or when the plan has no such
 * rule; null once it can show the rule.
 */
function notReady(
  intl: IntlShape,
  { plan, definition, ruleName }: ReturnType<typeof useDesignerPlan>,
  def: PlanDefinition | null | undefined,
): ReactElement | null {
  if (plan.error) return <Alert tone="error" title={plan.error.message} />;
  if (definition.error) return <Alert tone="error" title={definition.error.message} />;
  if (!plan.data || !definition.data || !def) return <Skeleton />;
  if (!def.rules[ruleName])
    return (
      <Alert tone="error" title={intl.formatMessage({ id: 'designer.ruleNotFound' }, { name: ruleName })} />
    );
  return null;
}

function RuleDesigner({ params }: PageProps) {
  const intl = useIntl();
  const session = useSession()!;
  const snackbar = useSnackbar();
  const designed = useDesignerPlan(params);
  const { planId, ruleName, plan, definition } = designed;
  const replace = useReplaceDefinition();
  const canModify = session.can('MODIFY_PLANS');
  const saved = definition.data;
  // The plan file as the forms changed it, and the formulas typed since (written in on save): a
  // keystroke in a formula is checked by compiling the parsed plan, without a YAML round trip.
  const [draft, setDraft] = useState<string | null>(null);
  const [formulas, setFormulas] = useState<Record<string, FormulaEdit>>({});
  // Bumped when the draft is reset from the server: the editors (which own their text) remount.
  const [generation, setGeneration] = useState(0);
  const [refused, setRefused] = useState<PlanProblem[] | null>(null);
  // The tables and rate tables added on this page, shown before a formula of the rule names them.
  const [added, setAdded] = useState<string[]>([]);
  const [adding, setAdding] = useState<'table' | 'rateTable' | null>(null);

  useEffect(() => {
    if (!saved) return;
    setDraft(saved.definition);
    setFormulas({});
    setGeneration((n) => n + 1);
  }, [saved]);

  const structure = useMemo(() => (draft === null ? null : readPlan(draft)), [draft]);
  const checked = useMemo(() => {
    if (!structure?.def) return structure;
    const def = withFormulas(structure.def, Object.values(formulas));
    return { def, problems: compileProblems(def) };
  }, [structure, formulas]);
  const lastGood = useRef<PlanDefinition | null>(null);
  if (checked?.def) lastGood.current = checked.def;
  const def = checked?.def ?? lastGood.current;

  const waiting = notReady(intl, designed, draft === null ? null : def);
  if (waiting || !plan.data || !saved || draft === null || !def) return waiting;
  const rule = def.rules[ruleName]!;

  // A form's change is written into the file with the formulas typed so far, so both stay in step.
  const update = (change: (text: string) => string) => {
    const edits = Object.values(formulas);
    setFormulas({});
    setDraft((text) => (text === null ? text : change(writeFormulas(text, edits))));
  };
  const edit = (path: Path, value: unknown) => update((text) => setIn(text, path, value));
  const editFormula = (path: Path, text: string) =>
    setFormulas((edits) => ({ ...edits, [pathText(path)]: { path, text } }));
  const problems = checked?.problems ?? [];
  const problemsAt = (path: Path) => problems.filter((problem) => problem.path === pathText(path));

  const save = async () => {
    const text = writeFormulas(draft, Object.values(formulas));
    const result = checkPlan(text);
    if (result.problems.length) {
      setRefused(result.problems);
      return;
    }
    setRefused(null);
    try {
      await replace.mutateAsync({ planId, definition: text, version: saved.version });
      snackbar.show({ tone: 'success', message: intl.formatMessage({ id: 'designer.saved' }) });
    } catch (error) {
      if (error instanceof PlansApiError && error.status === 409) {
        snackbar.show({
          tone: 'error',
          message: intl.formatMessage({ id: 'designer.conflict' }, { message: error.message }),
        });
        await definition.refetch();
      } else if (error instanceof PlansApiError && error.fieldErrors.length) {
        setRefused(
          error.fieldErrors.map((e) => ({ path: e.field.replace(/^definition\./, ''), message: e.message })),
        );
      } else {
        snackbar.show({
          tone: 'error',
          message: intl.formatMessage({ id: 'designer.saveFailed' }, { message: (error as Error).message }),
        });
      }
    }
  };

  const changeType = (type: string) =>
    update((text) => {
      let next = setIn(text, ['rules', ruleName, 'type'], type);
      const rowLevel = (ROW_LEVEL as readonly string[]).includes(type);
      const firstTable = Object.keys(def.filters)[0];
      if (rowLevel && !rule.table && firstTable) next = setIn(next, ['rules', ruleName, 'table'], firstTable);
      if (!rowLevel && rule.table) next = deleteIn(next, ['rules', ruleName, 'table']);
      if (type === 'HOLD_AND_RELEASE' && !rule.release)
        next = setIn(next, ['rules', ruleName, 'release'], { installments: 1, delay: 0 });
      // A new split credits the table's user fields: a share to the first, the rest to the second.
      const table = rule.table ?? (rowLevel ? firstTable : undefined);
      if (type === 'SPLIT' && !rule.split && table)
        next = setIn(next, ['rules', ruleName, 'split'], defaultSplit(def.filters[table]?.userFields ?? []));
      if (type === 'CHALLENGE' && !rule.ranking)
        next = setIn(next, ['rules', ruleName, 'ranking'], { order: 'DESC', prizes: [0] });
      return next;
    });

  const dirty = draft !== saved.definition || Object.keys(formulas).length > 0;
  const used = ruleParts(def, ruleName);
  const shownToo = (names: string[], table: Record<string, unknown>) => [
    ...names,
    ...added.filter((name) => name in table && !names.includes(name)),
  ];
  const parts = {
    ...used,
    filters: shownToo(used.filters, def.filters),
    rateTables: shownToo(used.rateTables, def.rateTables),
  };

  // A table added to a rule read per row is the one it reads; a rate table waits for a formula.
  const addNewTable = (table: NewTable) => {
    const rowLevel = (ROW_LEVEL as readonly string[]).includes(rule.type);
    const { name } = addTable(draft, def, table);
    update((text) => {
      const next = addTable(text, def, table).text;
      return rowLevel ? setIn(next, ['rules', ruleName, 'table'], name) : next;
    });
    setAdded((names) => [...names, name]);
    setAdding(null);
  };
  const addNewRateTable = (label: string) => {
    const { name } = addRateTable(draft, def, label);
    update((text) => addRateTable(text, def, label).text);
    setAdded((names) => [...names, name]);
    setAdding(null);
  };
  // Problems under no editor of this page (another rule's formula, a cycle, the file's structure).
  const shown = new Set([
    ...formulaSites(def)
      .filter((site) => site.path[0] === 'rules' && site.path[1] === ruleName)
      .map((site) => pathText(site.path)),
    ...parts.variables.map((name) => `variables.${name}.formula`),
    ...parts.fields.map((name) => `fields.${name}.formula`),
  ]);
  const others = problems.filter((problem) => !shown.has(problem.path));
  const formula = (label: string, path: Path, source: string, table?: string) => (
    <FormulaField
      key={`${generation}:${pathText(path)}`}
      label={label}
      path={path}
      table={table}
      def={def}
      initial={source}
      readOnly={!canModify}
      problems={problemsAt(path)}
      onChange={(text) => editFormula(path, text)}
    />
  );

  return (
    <section style={{ display: 'grid', gap: 16, padding: 16 }}>
      <PageHeader
        title={rule.label}
        breadcrumbs={[
          { label: intl.formatMessage({ id: 'page.plans' }), href: '/plans' },
          { label: plan.data.name, href: `/plans/${planId}/rules` },
        ]}
        actions={
          canModify ? (
            <span style={{ display: 'flex', gap: 8 }}>
              <Button
                variant="secondary"
                isDisabled={!dirty}
                onPress={() => {
                  setDraft(saved.definition);
                  setFormulas({});
                  setRefused(null);
                  setGeneration((n) => n + 1);
                }}
              >
                <FormattedMessage id="designer.discard" />
              </Button>
              <Button variant="primary" isDisabled={!dirty || replace.isPending} onPress={() => void save()}>
                <FormattedMessage id="designer.save" />
              </Button>
            </span>
          ) : null
        }
      />
      <p style={{ margin: 0, display: 'flex', gap: 16 }}>
        <FormattedMessage id="designer.version" values={{ version: saved.version }} />
        {forecastDesignerGate(session) ? (
          <Link href={`/plans/${planId}/rules/${ruleName}/forecast`}>
            <FormattedMessage id="designer.openForecast" />
          </Link>
        ) : null}
      </p>
      {refused?.length ? (
        <Alert tone="error" title={intl.formatMessage({ id: 'designer.refused' }, { count: refused.length })}>
          <ul aria-label={intl.formatMessage({ id: 'designer.refusedList' })}>
            {refused.map((problem) => (
              <li key={`${problem.path}:${problem.message}`}>
                <code>{problem.path}</code>: {problem.message}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {others.length && dirty ? (
        <Alert
          tone="warning"
          title={intl.formatMessage({ id: 'designer.planProblems' }, { count: others.length })}
        >
          <ul>
            {others.map((problem) => (
              <li key={`${problem.path}:${problem.message}`}>
                <code>{problem.path}</code>: {problem.message}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}

      {/* The rule's parts, with the live preview beside them (under them on a narrow screen). */}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
        <div style={{ flex: '999 1 560px', minWidth: 0, display: 'grid', gap: 16 }}>
          <Part title={intl.formatMessage({ id: 'designer.rule' })} name={ruleName} def={def}>
            <RuleSettings
              key={generation}
              def={def}
              name={ruleName}
              rule={rule}
              readOnly={!canModify}
              edit={edit}
              changeType={changeType}
            />
            <small>
              <FormattedMessage id="designer.editorHelp" />
            </small>
            {formula(
              intl.formatMessage({ id: 'designer.formula' }),
              ['rules', ruleName, 'formula'],
              rule.formula,
              rule.table,
            )}
            {rule.type === 'HOLD_AND_RELEASE' && rule.release ? (
              <ReleaseForm
                key={generation}
                name={ruleName}
                release={rule.release}
                readOnly={!canModify}
                edit={edit}
                generation={generation}
                whenEditor={
                  rule.release.kind === 'condition'
                    ? formula(
                        intl.formatMessage({ id: 'designer.releaseWhen' }),
                        ['rules', ruleName, 'release', 'when'],
                        rule.release.when,
                        rule.table,
                      )
                    : null
                }
              />
            ) : null}
            {rule.type === 'SPLIT' && rule.split ? (
              <SplitForm
                def={def}
                name={ruleName}
                rule={{ ...rule, split: rule.split }}
                readOnly={!canModify}
                edit={edit}
                update={update}
                shareEditor={(i, part, user) =>
                  formula(
                    intl.formatMessage({ id: 'designer.splitShare' }, { user }),
                    ['rules', ruleName, 'split', i, 'share'],
                    part.share ?? '',
                    rule.table,
                  )
                }
              />
            ) : null}
            {canModify ? (
              <span style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
                <Button variant="secondary" size="small" onPress={() => setAdding('table')}>
                  <FormattedMessage id="designer.newTable.open" />
                </Button>
                <Button variant="secondary" size="small" onPress={() => setAdding('rateTable')}>
                  <FormattedMessage id="designer.newRateTable.open" />
                </Button>
              </span>
            ) : null}
          </Part>

          {parts.variables.map((name) => {
            const variable = def.variables[name]!;
            return (
              <Part
                key={name}
                kind="variable"
                title={variable.label}
                name={name}
                def={def}
                detail={variable.format}
              >
                {formula(
                  intl.formatMessage({ id: 'designer.formulaOf' }, { name: variable.label }),
                  ['variables', name, 'formula'],
                  variable.formula,
                )}
              </Part>
            );
          })}
          {parts.fields.map((name) => {
            const field = def.fields[name]!;
            return (
              <Part
                key={name}
                kind="field"
                title={field.label}
                name={name}
                def={def}
                detail={`${field.table} · ${field.format}`}
              >
                {formula(
                  intl.formatMessage({ id: 'designer.formulaOf' }, { name: field.label }),
                  ['fields', name, 'formula'],
                  field.formula,
                  field.table,
                )}
              </Part>
            );
          })}
          {parts.filters.map((name) => {
            const filter = def.filters[name]!;
            return (
              <Part key={name} kind="table" title={filter.label} name={name} def={def} detail={filter.model}>
                <TableForm
                  def={def}
                  name={name}
                  filter={filter}
                  readOnly={!canModify}
                  update={update}
                  generation={generation}
                />
              </Part>
            );
          })}
          {parts.quotas.map((name) => {
            const quota = def.quotas[name]!;
            return (
              <Part
                key={name}
                kind="quota"
                title={quota.label}
                name={name}
                def={def}
                detail={`${quota.type} · ${quota.frequency} · ${quota.format}`}
              />
            );
          })}
          {parts.rateTables.map((name) => {
            const rateTable = def.rateTables[name]!;
            return (
              <Part key={name} kind="rateTable" title={rateTable.label} name={name} def={def}>
                <RateTableForm
                  name={name}
                  rateTable={rateTable}
                  readOnly={!canModify}
                  edit={edit}
                  update={update}
                  generation={generation}
                />
              </Part>
            );
          })}
          {parts.links.map((name) => {
            const link = def.links[name]!;
            return (
              <Part
                key={name}
                kind="link"
                title={link.label}
                name={name}
                def={def}
                detail={`${link.from}.${link.field} → ${link.to}`}
              />
            );
          })}
        </div>
        <Suspense fallback={<PreviewPlaceholder />}>
          <PreviewPanel
            planId={planId}
            frequency={def.plan.frequency}
            ruleName={ruleName}
            draft={draft}
            edits={formulas}
            compiles={Boolean(checked?.def) && problems.length === 0}
          />
        </Suspense>
      </div>
      <Suspense fallback={null}>
        {adding === 'table' ? (
          <NewTableDialog def={def} onClose={() => setAdding(null)} onAdd={addNewTable} />
        ) : null}
        {adding === 'rateTable' ? (
          <NewRateTableDialog onClose={() => setAdding(null)} onAdd={addNewRateTable} />
        ) : null}
      </Suspense>
    </section>
  );
}

/**
 * The forecast mode of the designer: the rule's forecast formula beside its actual formula (read
 * only, for reference), pre-filled with the actual one when the forecast has none, checked by the
 * engine in the plan's forecast variant as it is typed. It is saved alone (PATCH
 * /plans/{id}/forecasting-configuration) from the version loaded (If-Match; a plan changed
 * meanwhile is reloaded), and can be removed: the forecast then uses the actual formula.
 */
function ForecastRuleDesigner({ params }: PageProps) {
  const intl = useIntl();
  const session = useSession()!;
  const snackbar = useSnackbar();
  const designed = useDesignerPlan(params);
  const { planId, ruleName, plan, definition } = designed;
  const saved = definition.data;
  const checked = useMemo(() => (saved ? readPlan(saved.definition) : null), [saved]);
  const entry = useMemo(
    () =>
      checked?.def &&
      forecastEntries(checked.def).find((item) => item.kind === 'rule' && item.token === ruleName),
    [checked, ruleName],
  );
  const { save, isPending } = useForecastingSave(
    planId,
    (tone, message) => snackbar.show({ tone, message }),
    () => definition.refetch(),
  );

  if (checked && !checked.def) return <UnreadablePlan problems={checked.problems} />;
  const waiting = notReady(intl, designed, checked?.def);
  if (waiting || !plan.data || !saved || !checked?.def || !entry) return waiting;
  return (
    <ForecastRuleForm
      // A new version (saved here, or reloaded) starts again from what it holds.
      key={saved.version}
      planId={planId}
      planName={plan.data.name}
      version={saved.version}
      def={checked.def}
      entry={entry}
      definition={saved.definition}
      canModify={session.can('MODIFY_PLANS')}
      isPending={isPending}
      save={save}
    />
  );
}

function ForecastRuleForm({
  planId,
  planName,
  version,
  def,
  entry,
  definition,
  canModify,
  isPending,
  save,
}: {
  planId: number;
  planName: string;
  version: number;
  def: PlanDefinition;
  entry: ForecastEntry;
  /** The saved plan file, which the preview calculates with the typed forecast formula. */
  definition: string;
  canModify: boolean;
  isPending: boolean;
  save: ReturnType<typeof useForecastingSave>['save'];
}) {
  const intl = useIntl();
  const { text, setText, problems, unchanged, refuse, reset } = useForecastDraft(def, entry);
  // Bumped by "discard": the editors (which own their text) remount.
  const [generation, setGeneration] = useState(0);
  const own = entry.forecast !== undefined;
  const customization = `/plans/${planId}/customization`;
  const previewDraft = useMemo(() => forecastingDraft(definition), [definition]);
  const previewEdits = useMemo(
    () => ({ [entry.token]: { path: forecastPath(entry.token), text } }),
    [entry.token, text],
  );

  const saveFormula = async () => {
    const outcome = await save(
      { formulas: { [entry.token]: text } },
      version,
      'forecasting.saved',
      `formulas.${entry.token}`,
    );
    if (outcome.status === 'refused') refuse(outcome.messages);
  };

  return (
    <section style={{ display: 'grid', gap: 16, padding: 16 }}>
      <PageHeader
        title={intl.formatMessage({ id: 'forecastDesigner.title' }, { name: entry.label })}
        breadcrumbs={[
          { label: intl.formatMessage({ id: 'page.plans' }), href: '/plans' },
          { label: planName, href: customization },
          { label: entry.label, href: `/plans/${planId}/rules/${entry.token}` },
        ]}
        actions={
          canModify ? (
            <span style={{ display: 'flex', gap: 8 }}>
              <Button
                variant="secondary"
                isDisabled={text === (entry.forecast ?? entry.formula)}
                onPress={() => {
                  reset();
                  setGeneration((n) => n + 1);
                }}
              >
                <FormattedMessage id="designer.discard" />
              </Button>
              {own ? (
                <Button
                  variant="secondary"
                  isDisabled={isPending}
                  onPress={() =>
                    void save({ formulas: { [entry.token]: null } }, version, 'forecasting.removed')
                  }
                >
                  <FormattedMessage id="forecasting.remove" />
                </Button>
              ) : null}
              <Button
                variant="primary"
                isDisabled={unchanged || problems.length > 0 || isPending}
                onPress={() => void saveFormula()}
              >
                <FormattedMessage id="designer.save" />
              </Button>
            </span>
          ) : null
        }
      />
      <p style={{ margin: 0, display: 'flex', alignItems: 'center', gap: 16 }}>
        <FormattedMessage id="designer.version" values={{ version }} />
        <ForecastBadge own={own} />
      </p>
      {def.plan.forecasting.enabled ? null : (
        <Alert tone="info" title={intl.formatMessage({ id: 'forecasting.off' })}>
          <Link href={customization}>
            <FormattedMessage id="forecasting.openCustomization" />
          </Link>
        </Alert>
      )}
      <small>
        <FormattedMessage id="designer.editorHelp" />
      </small>
      <ForecastFormulas
        key={generation}
        def={def}
        entry={entry}
        readOnly={!canModify}
        problems={problems}
        onChange={setText}
      />
      <Suspense fallback={<PreviewPlaceholder />}>
        <PreviewPanel
          planId={planId}
          frequency={def.plan.frequency}
          ruleName={entry.token}
          draft={previewDraft}
          edits={previewEdits}
          compiles={problems.length === 0}
          forecast
        />
      </Suspense>
    </section>
  );
}

/** One token of the rule: its name, what it is, its parts, and where it is used in the plan. */
function Part({
  title,
  name,
  kind,
  detail,
  def,
  children,
}: {
  title: string;
  name: string;
  kind?: 'variable' | 'field' | 'table' | 'quota' | 'rateTable' | 'link';
  detail?: string;
  def: PlanDefinition;
  children?: React.ReactNode;
}) {
  const intl = useIntl();
  const [showUses, setShowUses] = useState(false);
  const uses = useMemo(() => (showUses ? whereUsed(def, name) : []), [showUses, def, name]);
  return (
    <section
      aria-label={title}
      data-token={name}
      style={{ display: 'grid', gap: 8, padding: 12, border: '1px solid rgba(0,0,0,0.12)', borderRadius: 8 }}
    >
      <header style={{ display: 'flex', gap: 12, alignItems: 'baseline' }}>
        <h2 style={{ margin: 0, fontSize: 16 }}>{title}</h2>
        {kind ? (
          <small>
            <FormattedMessage id={`designer.kind.${kind}`} />
          </small>
        ) : null}
        <code style={{ opacity: 0.7 }}>{name}</code>
        {detail ? <small style={{ opacity: 0.7 }}>{detail}</small> : null}
        <span style={{ flex: 1 }} />
        <Button variant="secondary" size="small" onPress={() => setShowUses((shown) => !shown)}>
          <FormattedMessage id={showUses ? 'designer.hideUses' : 'designer.whereUsed'} />
        </Button>
      </header>
      {showUses ? (
        <ul
          aria-label={intl.formatMessage({ id: 'designer.usesOf' }, { name })}
          style={{ margin: 0, paddingLeft: 16 }}
        >
          {uses.length === 0 ? (
            <li>
              <FormattedMessage id="designer.unused" />
            </li>
          ) : (
            uses.map((use) => (
              <li key={use.path}>
                <code>{use.path}</code>
              </li>
            ))
          )}
        </ul>
      ) : null}
      {children}
    </section>
  );
}

/** The rule's own settings: its label, payment type, category, table, format and KPIs. */
function RuleSettings({
  def,
  name,
  rule,
  readOnly,
  edit,
  changeType,
}: {
  def: PlanDefinition;
  name: string;
  rule: RuleDef;
  readOnly: boolean;
  edit: (path: Path, value: unknown) => void;
  changeType: (type: string) => void;
}) {
  const intl = useIntl();
  const option = (value: string, label = value) => ({ value, label });
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 12 }}>
      <TextField
        label={intl.formatMessage({ id: 'rules.label' })}
        defaultValue={rule.label}
        isReadOnly={readOnly}
        maxLength={100}
        onChange={(label) => edit(['rules', name, 'label'], label)}
      />
      <Select
        label={intl.formatMessage({ id: 'designer.type' })}
        options={PAYMENT_TYPES.map((type) => option(type, intl.formatMessage({ id: `rules.type.${type}` })))}
        value={rule.type}
        isClearable={false}
        isDisabled={readOnly}
        onChange={(type) => type && changeType(String(type))}
      />
      {def.plan.categories.length ? (
        <Select
          label={intl.formatMessage({ id: 'designer.category' })}
          options={def.plan.categories.map((category) => option(category))}
          value={rule.category}
          isClearable={false}
          isDisabled={readOnly}
          onChange={(category) => category && edit(['rules', name, 'category'], String(category))}
        />
      ) : (
        <TextField
          label={intl.formatMessage({ id: 'designer.category' })}
          defaultValue={rule.category}
          isReadOnly={readOnly}
          onChange={(category) => edit(['rules', name, 'category'], category)}
        />
      )}
      {(ROW_LEVEL as readonly string[]).includes(rule.type) ? (
        <Select
          label={intl.formatMessage({ id: 'designer.table' })}
          options={Object.entries(def.filters).map(([table, filter]) => option(table, filter.label))}
          value={rule.table ?? null}
          isClearable={false}
          isDisabled={readOnly}
          onChange={(table) => table && edit(['rules', name, 'table'], String(table))}
        />
      ) : null}
      {rule.type === 'NON_PAYOUT' ? (
        <Select
          label={intl.formatMessage({ id: 'designer.format' })}
          options={FORMATS.map((format) => option(format))}
          value={rule.format}
          isClearable={false}
          isDisabled={readOnly}
          onChange={(format) => format && edit(['rules', name, 'format'], String(format))}
        />
      ) : null}
      <MultiSelect
        label={intl.formatMessage({ id: 'designer.kpis' })}
        options={Object.entries(def.variables).map(([variable, v]) => option(variable, v.label))}
        value={rule.kpis}
        isDisabled={readOnly}
        onChange={(kpis) => edit(['rules', name, 'kpis'], kpis.map(String))}
      />
    </div>
  );
}
