import { FormattedMessage, useIntl } from 'react-intl';
import type { RateTableDef } from '@accrue/engine';
import { Button } from '@accrue/ui-kit';
import { TextField } from '@accrue/ui-kit/forms';
import { addTier, removeTier } from './plan-builders';

type Path = (string | number)[];

/** A number as the file writes it: plain digits as a YAML number, anything else (12%) as text. */
export function decimalToFile(text: string): string | number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^-?\d{1,15}(\.\d{1,6})?$/.test(trimmed) && trimmed.replace(/[-.]/g, '').length <= 15
    ? Number(trimmed)
    : trimmed;
}

/**
 * A rate table as a form: each tier's from (inclusive), to (exclusive, empty on an open last
 * tier) and rate, or each point of a curve. The engine checks that tiers follow each other; a tier
 * added after the last starts where it ends, and a tier removed leaves the one before it ending
 * where it did.
 */
export function RateTableForm({
  name,
  rateTable,
  readOnly,
  edit,
  update,
  generation,
}: {
  name: string;
  rateTable: RateTableDef;
  readOnly: boolean;
  edit: (path: Path, value: unknown) => void;
  /** Applies a change to the plan file. */
  update: (change: (text: string) => string) => void;
  generation: number;
}) {
  const intl = useIntl();
  const cell = (label: string, value: string, path: Path) => (
    <TextField
      label={intl.formatMessage({ id: label })}
      defaultValue={value}
      isReadOnly={readOnly}
      onChange={(text) => edit(['rateTables', name, ...path], decimalToFile(text))}
    />
  );
  // A tier added or removed changes its neighbours' bounds: the rows are made afresh then.
  const count = rateTable.kind === 'tiers' ? rateTable.tiers.length : rateTable.points.length;
  const row = (key: string, label: string, children: React.ReactNode) => (
    <div
      key={`${generation}:${count}:${key}`}
      role="group"
      aria-label={label}
      style={{ display: 'flex', gap: 8, alignItems: 'end' }}
    >
      {children}
    </div>
  );
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      {rateTable.kind === 'tiers'
        ? rateTable.tiers.map((tier, i) =>
            row(
              `tier${i}`,
              intl.formatMessage({ id: 'designer.rates.tier' }, { number: i + 1 }),
              <>
                {cell('designer.rates.from', tier.from, ['tiers', i, 'from'])}
                {cell('designer.rates.to', tier.to ?? '', ['tiers', i, 'to'])}
                {cell('designer.rates.rate', tier.rate, ['tiers', i, 'rate'])}
                {readOnly || rateTable.tiers.length < 2 ? null : (
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={intl.formatMessage({ id: 'designer.rates.removeTier' }, { number: i + 1 })}
                    onPress={() => update((text) => removeTier(text, name, rateTable.tiers, i))}
                  >
                    <FormattedMessage id="designer.remove" />
                  </Button>
                )}
              </>,
            ),
          )
        : rateTable.points.map((point, i) =>
            row(
              `point${i}`,
              intl.formatMessage({ id: 'designer.rates.point' }, { number: i + 1 }),
              <>
                {cell('designer.rates.x', point.x, ['points', i, 0])}
                {cell('designer.rates.y', point.y, ['points', i, 1])}
              </>,
            ),
          )}
      {readOnly || rateTable.kind !== 'tiers' ? null : (
        <span>
          <Button
            variant="secondary"
            size="small"
            onPress={() => update((text) => addTier(text, name, rateTable.tiers))}
          >
            <FormattedMessage id="designer.rates.addTier" />
          </Button>
        </span>
      )}
    </div>
  );
}
