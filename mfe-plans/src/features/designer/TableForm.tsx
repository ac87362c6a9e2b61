import { FormattedMessage, useIntl } from 'react-intl';
import {
  OPERATORS_BY_FORMAT,
  type ConditionDef,
  type FilterDef,
  type Format,
  type PlanDefinition,
} from '@accrue/engine';
import { Button } from '@accrue/ui-kit';
import { TextField } from '@accrue/ui-kit/forms';
import { MultiSelect, Select } from '@accrue/ui-kit/select';
import { Checkbox } from '@accrue/ui-kit/table';
import { valueForOperator } from './plan-builders';
import { setConditions as withConditions, setIn, sortDirectionLabels } from './plan-model';

type Path = (string | number)[];

/**
 * A table (filter) of the plan as a form (doc 2 §3, §5): its conditions with the operators its
 * fields' formats allow, the period and user joins, whose rows (self or team), the sort with the
 * direction labels of each format, unique-by, and whether the statement shows it.
 */
export function TableForm({
  def,
  name,
  filter,
  readOnly,
  update,
  generation,
}: {
  def: PlanDefinition;
  name: string;
  filter: FilterDef;
  readOnly: boolean;
  /** Applies a change to the plan file. */
  update: (change: (text: string) => string) => void;
  generation: number;
}) {
  const intl = useIntl();
  const fields = Object.entries(def.models[filter.model]?.fields ?? {});
  const formatOf = (field: string): Format => def.models[filter.model]?.fields[field]?.format ?? 'text';
  const fieldOptions = fields.map(([field, f]) => ({ value: field, label: f.label }));
  const dateOptions = fields
    .filter(([, f]) => f.format === 'date' || f.format === 'date-time')
    .map(([field, f]) => ({ value: field, label: f.label }));
  const at = (...path: Path) => ['filters', name, ...path];
  const edit = (path: Path, value: unknown) => update((text) => setIn(text, path, value));
  const setConditions = (conditions: ConditionDef[]) =>
    update((text) => withConditions(text, name, conditions));
  const change = (i: number, patch: Partial<ConditionDef>) =>
    setConditions(filter.conditions.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  const sortRows = filter.sort;
  const setSort = (sort: { field: string; direction: 'ASC' | 'DESC' }[]) =>
    edit(
      at('sort'),
      sort.map((s) => ({ field: s.field, direction: s.direction })),
    );

  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 8 }}>
        <legend style={{ fontWeight: 600 }}>
          <FormattedMessage id="designer.table.where" />
        </legend>
        {filter.conditions.length === 0 ? (
          <small>
            <FormattedMessage id="designer.table.all" />
          </small>
        ) : null}
        {filter.conditions.map((condition, i) => {
          const operators = OPERATORS_BY_FORMAT[formatOf(condition.field)];
          const number = i + 1;
          return (
            <div
              key={`${generation}:${i}:${condition.field}:${condition.operator}`}
              role="group"
              aria-label={intl.formatMessage({ id: 'designer.table.condition' }, { number })}
              style={{ display: 'flex', gap: 8, alignItems: 'end', flexWrap: 'wrap' }}
            >
              <Select
                label={intl.formatMessage({ id: 'designer.table.field' })}
                options={fieldOptions}
                value={condition.field}
                isClearable={false}
                isDisabled={readOnly}
                onChange={(field) => {
                  if (!field) return;
                  const allowed = OPERATORS_BY_FORMAT[formatOf(String(field))];
                  const operator = allowed.includes(condition.operator)
                    ? condition.operator
                    : (allowed[0] ?? 'EXISTS');
                  change(i, {
                    field: String(field),
                    operator,
                    value: valueForOperator(condition.value, operator),
                  });
                }}
              />
              <Select
                label={intl.formatMessage({ id: 'designer.table.operator' })}
                options={operators.map((operator) => ({
                  value: operator,
                  label: intl.formatMessage({ id: `designer.operator.${operator}` }),
                }))}
                value={condition.operator}
                isClearable={false}
                isDisabled={readOnly}
                onChange={(chosen) => {
                  if (!chosen) return;
                  const operator = String(chosen) as ConditionDef['operator'];
                  change(i, { operator, value: valueForOperator(condition.value, operator) });
                }}
              />
              {condition.operator === 'EXISTS' ? null : (
                <TextField
                  label={intl.formatMessage({
                    id: condition.operator === 'IN' ? 'designer.table.values' : 'designer.table.value',
                  })}
                  defaultValue={
                    Array.isArray(condition.value)
                      ? condition.value.join(', ')
                      : condition.value === undefined
                        ? ''
                        : String(condition.value)
                  }
                  isReadOnly={readOnly}
                  onChange={(text) =>
                    change(i, {
                      value:
                        condition.operator === 'IN'
                          ? text
                              .split(',')
                              .map((v) => v.trim())
                              .filter(Boolean)
                          : text,
                    })
                  }
                />
              )}
              <Checkbox
                isSelected={condition.not}
                isDisabled={readOnly}
                onChange={(not) => change(i, { not })}
              >
                <FormattedMessage id="designer.table.not" />
              </Checkbox>
              {readOnly ? null : (
                <Button
                  variant="secondary"
                  size="small"
                  aria-label={intl.formatMessage({ id: 'designer.table.removeCondition' }, { number })}
                  onPress={() => setConditions(filter.conditions.filter((_, j) => j !== i))}
                >
                  <FormattedMessage id="designer.remove" />
                </Button>
              )}
            </div>
          );
        })}
        {readOnly || fields.length === 0 ? null : (
          <span>
            <Button
              variant="secondary"
              size="small"
              onPress={() =>
                setConditions([
                  ...filter.conditions,
                  { field: fields[0]![0], operator: 'EXISTS', not: false },
                ])
              }
            >
              <FormattedMessage id="designer.table.addCondition" />
            </Button>
          </span>
        )}
      </fieldset>

      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 12 }}>
        <Select
          label={intl.formatMessage({ id: 'designer.table.period' })}
          options={dateOptions}
          value={filter.periodField}
          isClearable={false}
          isDisabled={readOnly}
          onChange={(field) => field && edit(at('period'), String(field))}
        />
        <MultiSelect
          label={intl.formatMessage({ id: 'designer.table.user' })}
          options={fieldOptions}
          value={filter.userFields}
          isDisabled={readOnly}
          onChange={(owners) => edit(at('user'), owners.map(String))}
        />
        <Select
          label={intl.formatMessage({ id: 'designer.table.scope' })}
          options={(['self', 'team'] as const).map((scope) => ({
            value: scope,
            label: intl.formatMessage({ id: `designer.table.scope.${scope}` }),
          }))}
          value={filter.userScope}
          isClearable={false}
          isDisabled={readOnly}
          onChange={(scope) => scope && edit(at('scope'), String(scope))}
        />
        <MultiSelect
          label={intl.formatMessage({ id: 'designer.table.uniqueBy' })}
          options={fieldOptions}
          value={filter.uniqueBy}
          isDisabled={readOnly}
          onChange={(unique) => edit(at('uniqueBy'), unique.map(String))}
        />
      </div>

      <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 8 }}>
        <legend style={{ fontWeight: 600 }}>
          <FormattedMessage id="designer.table.sort" />
        </legend>
        {sortRows.map((row, i) => {
          const labels = sortDirectionLabels(formatOf(row.field));
          const number = i + 1;
          return (
            <div
              key={`${generation}:${i}:${row.field}`}
              role="group"
              aria-label={intl.formatMessage({ id: 'designer.table.sortRow' }, { number })}
              style={{ display: 'flex', gap: 8, alignItems: 'end' }}
            >
              <Select
                label={intl.formatMessage({ id: 'designer.table.field' })}
                options={fieldOptions}
                value={row.field}
                isClearable={false}
                isDisabled={readOnly}
                onChange={(field) =>
                  field && setSort(sortRows.map((s, j) => (j === i ? { ...s, field: String(field) } : s)))
                }
              />
              <Select
                label={intl.formatMessage({ id: 'designer.table.direction' })}
                options={(['ASC', 'DESC'] as const).map((direction) => ({
                  value: direction,
                  label: intl.formatMessage({ id: labels[direction] }),
                }))}
                value={row.direction}
                isClearable={false}
                isDisabled={readOnly}
                onChange={(direction) =>
                  direction &&
                  setSort(
                    sortRows.map((s, j) =>
                      j === i ? { ...s, direction: direction === 'DESC' ? 'DESC' : 'ASC' } : s,
                    ),
                  )
                }
              />
              {readOnly ? null : (
                <Button
                  variant="secondary"
                  size="small"
                  aria-label={intl.formatMessage({ id: 'designer.table.removeSort' }, { number })}
                  onPress={() => setSort(sortRows.filter((_, j) => j !== i))}
                >
                  <FormattedMessage id="designer.remove" />
                </Button>
              )}
            </div>
          );
        })}
        {readOnly || fields.length === 0 ? null : (
          // Doc 2 §5: a sort row needs a field to sort on; a new one is ascending.
          <span>
            <Button
              variant="secondary"
              size="small"
              onPress={() => setSort([...sortRows, { field: fields[0]![0], direction: 'ASC' }])}
            >
              <FormattedMessage id="designer.table.addSort" />
            </Button>
          </span>
        )}
      </fieldset>
      <Checkbox
        isSelected={filter.display}
        isDisabled={readOnly}
        onChange={(display) => edit(at('display'), display)}
      >
        <FormattedMessage id="designer.table.display" />
      </Checkbox>
    </div>
  );
}
