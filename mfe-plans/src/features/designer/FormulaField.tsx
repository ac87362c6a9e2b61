import { Suspense, lazy, useId } from 'react';
import type { PlanDefinition } from '@accrue/engine';
import { pathText } from './plan-model';

// CodeMirror downloads after the page's first paint, in a chunk of its own.
const FormulaEditor = lazy(() => import('./FormulaEditor'));

/**
 * A formula with its label, the lazily loaded editor (the engine checks it as it is typed), and
 * its problems listed under it for everyone (screen readers hear them as they change).
 */
export function FormulaField({
  label,
  path,
  table,
  def,
  initial,
  readOnly,
  problems,
  onChange,
}: {
  label: string;
  /** Where the formula is in the plan file (what the editor checks and completes it as). */
  path: (string | number)[];
  table?: string;
  def: PlanDefinition;
  initial: string;
  readOnly: boolean;
  problems: readonly { message: string }[];
  onChange: (text: string) => void;
}) {
  const id = useId();
  return (
    <div style={{ display: 'grid', gap: 4, alignContent: 'start' }} data-formula={pathText(path)}>
      <span id={`${id}-label`} style={{ fontWeight: 600 }}>
        {label}
      </span>
      <Suspense
        fallback={
          <pre
            aria-busy="true"
            style={{ margin: 0, padding: 8, border: '1px solid rgba(0,0,0,0.3)', borderRadius: 6 }}
          >
            {initial}
          </pre>
        }
      >
        <FormulaEditor
          label={label}
          labelId={`${id}-label`}
          describedBy={`${id}-problems`}
          value={initial}
          onChange={onChange}
          context={{ def, path, table }}
          readOnly={readOnly}
        />
      </Suspense>
      <ul
        id={`${id}-problems`}
        aria-live="polite"
        data-problems=""
        style={{ margin: 0, paddingLeft: 16, color: '#b3261e' }}
      >
        {problems.map((problem) => (
          <li key={problem.message}>{problem.message}</li>
        ))}
      </ul>
    </div>
  );
}
