import { useIntl } from 'react-intl';
import type { RateTableDef } from '@accrue/engine';
import { TextField } from '@accrue/ui-kit/forms';

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
 * tier) and rate, or each point of a curve. The engine checks that tiers follow each other.
 */
export function RateTableForm({
  name,
  rateTable,
  readOnly,
  edit,
  generation,
}: {
  name: string;
  rateTable: RateTableDef;
  readOnly: boolean;
  edit: (path: Path, value: unknown) => void;
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
  const row = (key: string, label: string, children: React.ReactNode) => (
    <div key={`${generation}:${key}`} role="group" aria-label={label} style={{ display: 'flex', gap: 8 }}>
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
    </div>
  );
}
