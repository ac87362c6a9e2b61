import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import {
  autocompletion,
  closeBrackets,
  closeBracketsKeymap,
  completionKeymap,
  type CompletionContext,
  type CompletionResult,
} from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { bracketMatching, HighlightStyle, StreamLanguage, syntaxHighlighting } from '@codemirror/language';
import { linter, lintKeymap, type Diagnostic } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap, placeholder as placeholderText } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import {
  completeAt,
  formulaDiagnostics,
  KEYWORDS,
  type FormulaContext,
  type Suggestion,
} from './formula-help';

/**
 * The formula editor (CodeMirror 6), loaded after the designer's first paint (the designer imports
 * it with React.lazy): highlighting, completion of the plan's tokens, the table's fields and the
 * engine's functions with their signatures, and every problem underlined at its position with the
 * engine's own message as the formula is typed (the plan compiled in the browser, no round trip).
 * Keyboard only: Ctrl-Space opens the completions, Tab leaves the editor (it is not trapped),
 * F8 / Ctrl-Shift-M move through and list the problems (@codemirror/lint's keymap).
 */
export interface FormulaEditorProps {
  /** The accessible name of the editor (its visible label is `labelId`'s element). */
  label: string;
  labelId?: string;
  /** The id of the element describing the problems (the designer lists them under the editor). */
  describedBy?: string;
  /** The initial formula; the editor owns its text afterwards (remount it with a new key to reset). */
  value: string;
  onChange: (value: string) => void;
  context: FormulaContext;
  readOnly?: boolean;
  placeholder?: string;
}

const KEYWORD_SET = new Set<string>(KEYWORDS);
const NBSP = '\u00a0';

/** The formula language's highlighting, following the grammar of docs/formulas.md. */
const formulaLanguage = StreamLanguage.define<null>({
  name: 'accrue-formula',
  startState: () => null,
  token(stream) {
    if (stream.eatSpace()) return null;
    if (stream.match(/^(?:[0-9][0-9_]*(?:\.[0-9]+)?|\.[0-9]+)%?/)) return 'number';
    if (stream.match(/^"(?:[^"\\]|\\.)*"?/) || stream.match(/^'(?:[^'\\]|\\.)*'?/)) return 'string';
    if (stream.match(/^[A-Za-z_][A-Za-z0-9_]*/)) {
      const word = stream.current();
      if (KEYWORD_SET.has(word.toUpperCase())) return word.match(/^(true|false|null)$/i) ? 'atom' : 'keyword';
      if (stream.match(/^\s*\(/, false)) return 'variableName.function';
      return 'variableName';
    }
    if (stream.match(/^(?:<=|>=|<>|!=|==|&&|\|\||[-+*/&=<>%])/)) return 'operator';
    stream.next();
    return 'punctuation';
  },
});

/**
 * The Content-Security-Policy nonce of this page, as react-aria reads it: the element's `nonce`
 * property (browsers hide the attribute once the page is parsed). None in tests and Storybook.
 */
function cspNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}

/** Colours with at least 4.5:1 contrast on white (WCAG AA). */
const highlighting = HighlightStyle.define([
  { tag: tags.number, color: '#0b6e4f' },
  { tag: tags.string, color: '#a0321e' },
  { tag: [tags.keyword, tags.atom], color: '#6f2da8', fontWeight: '600' },
  { tag: tags.function(tags.variableName), color: '#0b57d0' },
  { tag: tags.variableName, color: '#1f1f1f' },
  { tag: tags.operator, color: '#5f4b00' },
]);

const theme = EditorView.theme({
  '&': {
    border: '1px solid rgba(0,0,0,0.3)',
    borderRadius: '6px',
    fontSize: '14px',
    background: 'white',
  },
  '&.cm-focused': { outline: '2px solid #2f6fed', outlineOffset: '1px' },
  '.cm-content': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', padding: '8px 4px' },
  '.cm-tooltip-autocomplete ul li[aria-selected]': { background: '#2f6fed', color: 'white' },
});

export default function FormulaEditor({
  label,
  labelId,
  describedBy,
  value,
  onChange,
  context,
  readOnly = false,
  placeholder,
}: FormulaEditorProps) {
  const intl = useIntl();
  const host = useRef<HTMLDivElement>(null);
  // What a completion is, in the user's language; a function shows its signatures.
  const describe = (s: Suggestion) =>
    s.kind === 'function'
      ? s.detail
      : [intl.formatMessage({ id: `designer.completion.${s.kind}` }), s.detail].filter(Boolean).join(' · ');
  // The sources read the latest plan, labels and callback without rebuilding the editor.
  const latest = useRef({ context, onChange, describe });
  latest.current = { context, onChange, describe };

  useEffect(() => {
    const complete = (cm: CompletionContext): CompletionResult | null => {
      const found = completeAt(latest.current.context, cm.state.doc.toString(), cm.pos, cm.explicit);
      if (!found) return null;
      const options = found.options.map(({ kind: _kind, ...option }) => ({
        ...option,
        detail: latest.current.describe({ kind: _kind, ...option }),
      }));
      return { from: found.from, options, validFor: /^[A-Za-z0-9_]*$/ };
    };
    const lint = (view: EditorView): Diagnostic[] =>
      formulaDiagnostics(latest.current.context, view.state.doc.toString()).map((problem) => ({
        ...problem,
        severity: 'error',
        source: 'engine',
      }));
    const attributes: Record<string, string> = { 'aria-label': label, 'aria-multiline': 'true' };
    if (labelId) attributes['aria-labelledby'] = labelId;
    if (describedBy) attributes['aria-describedby'] = describedBy;
    const view = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          history(),
          closeBrackets(),
          bracketMatching(),
          formulaLanguage,
          syntaxHighlighting(highlighting),
          autocompletion({ override: [complete], icons: false }),
          linter(lint, { delay: 150 }),
          keymap.of([
            ...closeBracketsKeymap,
            ...defaultKeymap,
            ...historyKeymap,
            ...completionKeymap,
            ...lintKeymap,
          ]),
          EditorView.lineWrapping,
          EditorView.contentAttributes.of(attributes),
          EditorState.readOnly.of(readOnly),
          EditorView.editable.of(!readOnly),
          theme,
          // CodeMirror writes its styles into a <style> element: the page's CSP lets it in only
          // with the answer's nonce (the API puts it in <meta property="csp-nonce">).
          ...(cspNonce() ? [EditorView.cspNonce.of(cspNonce()!)] : []),
          ...(placeholder ? [placeholderText(placeholder)] : []),
          // Chromium types a space at the end of a text node as a no-break space (the formula
          // language reads it as a space, at the same position): the plan file gets plain spaces.
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange(update.state.doc.toString().replaceAll(NBSP, ' '));
          }),
        ],
      }),
    });
    return () => view.destroy();
    // The editor is built once per mount; a reset remounts it (see `value`).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return <div ref={host} data-formula-editor="" data-path={context.path.join('.')} />;
}
