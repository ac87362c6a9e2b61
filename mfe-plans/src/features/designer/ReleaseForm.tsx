import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ReleaseDef } from '@accrue/engine';
import { TextField } from '@accrue/ui-kit/forms';
import { Select } from '@accrue/ui-kit/select';
import { releaseOf, type ReleaseKind } from './plan-builders';

type Path = (string | number)[];

/** A whole number of periods as the file writes it (the engine refuses anything else). */
function wholeNumber(text: string): number | string {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : text;
}

/**
 * How a held amount is released (docs/plan-format.md HOLD_AND_RELEASE): when a condition on its
 * record holds (a row formula, in its editor: "the invoice is paid"), or in equal instalments
 * from the earning period, after a delay.
 */
export function ReleaseForm({
  name,
  release,
  readOnly,
  edit,
  generation,
  whenEditor,
}: {
  name: string;
  release: ReleaseDef;
  readOnly: boolean;
  edit: (path: Path, value: unknown) => void;
  generation: number;
  /** The formula editor of the release condition. */
  whenEditor: ReactNode;
}) {
  const intl = useIntl();
  const at = (...path: Path) => ['rules', name, 'release', ...path];
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 12 }}>
        <Select
          label={intl.formatMessage({ id: 'designer.release' })}
          options={(['condition', 'installments'] as const).map((kind) => ({
            value: kind,
            label: intl.formatMessage({ id: `designer.release.${kind}` }),
          }))}
          value={release.kind}
          isClearable={false}
          isDisabled={readOnly}
          onChange={(kind) =>
            kind && kind !== release.kind && edit(at(), releaseOf(String(kind) as ReleaseKind))
          }
        />
        {release.kind === 'installments' ? (
          <>
            <TextField
              key={`${generation}:count`}
              label={intl.formatMessage({ id: 'designer.release.count' })}
              defaultValue={String(release.count)}
              inputMode="numeric"
              isReadOnly={readOnly}
              onChange={(text) => edit(at('installments'), wholeNumber(text))}
            />
            <TextField
              key={`${generation}:delay`}
              label={intl.formatMessage({ id: 'designer.release.delay' })}
              defaultValue={String(release.delay)}
              inputMode="numeric"
              isReadOnly={readOnly}
              onChange={(text) => edit(at('delay'), wholeNumber(text))}
            />
          </>
        ) : null}
      </div>
      {release.kind === 'condition' ? (
        whenEditor
      ) : (
        <p style={{ margin: 0 }}>
          <FormattedMessage
            id="designer.installments"
            values={{ count: release.count, delay: release.delay }}
          />
        </p>
      )}
    </div>
  );
}
