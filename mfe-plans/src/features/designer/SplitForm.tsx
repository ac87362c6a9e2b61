import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PlanDefinition, RuleDef, SplitPartDef } from '@accrue/engine';
import { Button } from '@accrue/ui-kit';
import { Select } from '@accrue/ui-kit/select';
import { addSplitPart, removeSplitPart } from './plan-builders';

type Path = (string | number)[];

/**
 * A split rule's parts (docs/plan-format.md SPLIT): each credits the person a user field of the
 * rule's table names, with a share of the whole (a row formula, in its editor) or, for one part,
 * the rest, so the parts always add up to the whole. A part credits one of the table's user join
 * fields (the engine refuses any other).
 */
export function SplitForm({
  def,
  name,
  rule,
  readOnly,
  edit,
  update,
  shareEditor,
}: {
  def: PlanDefinition;
  name: string;
  rule: RuleDef & { split: SplitPartDef[] };
  readOnly: boolean;
  edit: (path: Path, value: unknown) => void;
  update: (change: (text: string) => string) => void;
  /** The formula editor of a part's share, named after the field it credits. */
  shareEditor: (index: number, part: SplitPartDef, userLabel: string) => ReactNode;
}) {
  const intl = useIntl();
  const filter = rule.table ? def.filters[rule.table] : undefined;
  const fields = def.models[filter?.model ?? '']?.fields ?? {};
  const userFields = filter?.userFields ?? [];
  const labelOf = (field: string) => fields[field]?.label ?? field;
  // A part's field the table no longer credits stays listed, so the page shows what the file says.
  const options = (current: string) =>
    [...new Set([...userFields, current])].map((field) => ({ value: field, label: labelOf(field) }));
  const parts = rule.split;

  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 8 }}>
      <legend style={{ fontWeight: 600 }}>
        <FormattedMessage id="designer.split.parts" />
      </legend>
      {parts.map((part, i) => {
        const number = i + 1;
        return (
          <div
            key={`${i}:${parts.length}`}
            role="group"
            aria-label={intl.formatMessage({ id: 'designer.split.part' }, { number })}
            style={{ display: 'grid', gap: 8, paddingLeft: 8, borderLeft: '2px solid rgba(0,0,0,0.12)' }}
          >
            <span style={{ display: 'flex', gap: 8, alignItems: 'end', flexWrap: 'wrap' }}>
              <Select
                label={intl.formatMessage({ id: 'designer.split.user' })}
                options={options(part.user)}
                value={part.user}
                isClearable={false}
                isDisabled={readOnly}
                onChange={(field) => field && edit(['rules', name, 'split', i, 'user'], String(field))}
              />
              {readOnly || part.remainder || parts.length <= 2 ? null : (
                <Button
                  variant="secondary"
                  size="small"
                  aria-label={intl.formatMessage({ id: 'designer.split.remove' }, { number })}
                  onPress={() => update((text) => removeSplitPart(text, name, parts, i))}
                >
                  <FormattedMessage id="designer.remove" />
                </Button>
              )}
            </span>
            {part.remainder ? (
              <p style={{ margin: 0 }}>
                <FormattedMessage id="designer.splitRemainder" values={{ user: labelOf(part.user) }} />
              </p>
            ) : (
              shareEditor(i, part, labelOf(part.user))
            )}
          </div>
        );
      })}
      {readOnly || userFields.length === 0 ? null : (
        <span>
          <Button
            variant="secondary"
            size="small"
            onPress={() => update((text) => addSplitPart(text, name, parts, userFields[0]!))}
          >
            <FormattedMessage id="designer.split.add" />
          </Button>
        </span>
      )}
    </fieldset>
  );
}
