import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PlanDefinition } from '@accrue/engine';
import { FormulaField } from './FormulaField';
import { formulaDiagnostics } from './formula-help';
import { forecastPath, type ForecastEntry } from './plan-model';

/** The badge saying whether a token's forecast has a formula of its own. */
export function ForecastBadge({ own }: { own: boolean }) {
  return (
    <span
      data-forecast={own ? 'own' : 'same'}
      style={{
        padding: '2px 8px',
        borderRadius: 12,
        fontSize: 12,
        fontWeight: 600,
        whiteSpace: 'nowrap',
        background: own ? '#e8defa' : '#eceff1',
        color: own ? '#4a2a8a' : '#37474f',
      }}
    >
      <FormattedMessage id={own ? 'forecasting.own' : 'forecasting.same'} />
    </span>
  );
}

/**
 * The forecast formula being typed for a token: pre-filled with its forecast formula, or its actual
 * one; its problems (the engine's, compiled in the forecast variant as it is typed, or the API's
 * refusal of the text it was given); unchanged while it is what the forecast already uses.
 */
export function useForecastDraft(def: PlanDefinition, entry: ForecastEntry) {
  const initial = entry.forecast ?? entry.formula;
  const [text, setText] = useState(initial);
  const [refused, setRefused] = useState<{ text: string; messages: string[] } | null>(null);
  const live = useMemo(
    () => formulaDiagnostics({ def, path: forecastPath(entry.token), table: entry.table }, text),
    [def, entry, text],
  );
  const problems = refused && refused.text === text ? refused.messages.map((message) => ({ message })) : live;
  return {
    text,
    setText,
    problems,
    unchanged: text.trim() === '' || text === initial,
    refuse: (messages: string[]) => setRefused({ text, messages }),
    /** Back to the formula the forecast uses (its editor is remounted by the caller). */
    reset: () => {
      setText(initial);
      setRefused(null);
    },
  };
}

/** A token's actual formula (read-only, for reference) beside its forecast formula. */
export function ForecastFormulas({
  def,
  entry,
  readOnly,
  problems,
  onChange,
}: {
  def: PlanDefinition;
  entry: ForecastEntry;
  readOnly: boolean;
  problems: readonly { message: string }[];
  onChange: (text: string) => void;
}) {
  const intl = useIntl();
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {entry.forecast === undefined ? (
        <small>
          <FormattedMessage id="forecasting.prefilled" />
        </small>
      ) : null}
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', gap: 16 }}>
        <FormulaField
          label={intl.formatMessage({ id: 'forecasting.actual' })}
          path={[`${entry.kind}s`, entry.token, 'formula']}
          table={entry.table}
          def={def}
          initial={entry.formula}
          readOnly
          problems={[]}
          onChange={() => undefined}
        />
        <FormulaField
          label={intl.formatMessage({ id: 'forecasting.formulaOf' }, { name: entry.label })}
          path={forecastPath(entry.token)}
          table={entry.table}
          def={def}
          initial={entry.forecast ?? entry.formula}
          readOnly={readOnly}
          problems={problems}
          onChange={onChange}
        />
      </div>
    </div>
  );
}
