import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextField } from '@accrue/ui-kit/forms';
import { FormModal } from '@accrue/ui-kit/overlays';
import type { JsonValue, ValueFormat } from './api';

/** What an overwrite targets: its label, its format, what it shows now. */
export interface OverwriteTarget {
  label: string;
  format: ValueFormat;
  current: JsonValue;
}

const DECIMAL = /^-?\d{1,15}(\.\d{1,10})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The value typed, checked against the figure's format as the API checks it; or an error label id. */
export function parseOverwriteValue(
  text: string,
  format: ValueFormat,
): { value: string | boolean | null } | { error: string } {
  const trimmed = text.trim();
  if (format === 'boolean') {
    if (/^(true|yes|1)$/i.test(trimmed)) return { value: true };
    if (/^(false|no|0)$/i.test(trimmed)) return { value: false };
    return { error: 'statement.overwrite.invalidBoolean' };
  }
  if (format === 'number' || format === 'currency' || format === 'percent')
    return DECIMAL.test(trimmed) ? { value: trimmed } : { error: 'statement.overwrite.invalidNumber' };
  if (format === 'date')
    return DATE.test(trimmed) ? { value: trimmed } : { error: 'statement.overwrite.invalidDate' };
  return { value: trimmed };
}

/** Asks for the value that replaces a rule, a KPI or a calculated field (doc 2 §7 overwrites). */
export function OverwriteDialog({
  target,
  isPending,
  onClose,
  onSubmit,
}: {
  target: OverwriteTarget;
  isPending: boolean;
  onClose: () => void;
  onSubmit: (value: string | boolean | null) => void;
}) {
  const intl = useIntl();
  const [text, setText] = useState(
    typeof target.current === 'string' || typeof target.current === 'boolean' ? String(target.current) : '',
  );
  const [touched, setTouched] = useState(false);
  const parsed = parseOverwriteValue(text, target.format);
  const error = 'error' in parsed ? intl.formatMessage({ id: parsed.error }) : undefined;
  const submit = () => {
    setTouched(true);
    if ('value' in parsed) onSubmit(parsed.value);
  };
  return (
    <FormModal
      title={intl.formatMessage({ id: 'statement.overwrite.title' }, { name: target.label })}
      size="SMALL"
      onClose={onClose}
      cancelLabel={<FormattedMessage id="statement.cancel" />}
      actionLabel={<FormattedMessage id="statement.overwrite.save" />}
      onAction={submit}
      isActionDisabled={isPending}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          label={intl.formatMessage({ id: 'statement.overwrite.value' })}
          description={intl.formatMessage({ id: `statement.overwrite.hint.${hintOf(target.format)}` })}
          value={text}
          onChange={setText}
          onBlur={() => setTouched(true)}
          isInvalid={touched && error !== undefined}
          errorMessage={touched ? error : undefined}
          autoFocus
          isRequired
        />
      </form>
    </FormModal>
  );
}

function hintOf(format: ValueFormat): 'number' | 'percent' | 'date' | 'boolean' | 'text' {
  if (format === 'currency' || format === 'number') return 'number';
  if (format === 'percent' || format === 'date' || format === 'boolean') return format;
  return 'text';
}
