import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, Heading, Skeleton } from '@accrue/ui-kit';
import { TextArea } from '@accrue/ui-kit/forms';
import { insertPlaceholder } from './model';
import { usePlaceholders } from './queries';

export interface TemplateEditorProps {
  value: string;
  onChange: (template: string) => void;
  /** A finalized or archived agreement's template is shown, not edited. */
  isReadOnly: boolean;
  errorMessage?: string;
}

/**
 * The agreement's template (Markdown with `{{placeholders}}`) in a text area, the placeholders it may
 * use beside it, each inserted at the cursor when pressed (a section around the selection), and
 * "Reset to default template", which puts the default one in (saved with the other changes).
 */
export function TemplateEditor({ value, onChange, isReadOnly, errorMessage }: TemplateEditorProps) {
  const intl = useIntl();
  const headingId = useId();
  const placeholders = usePlaceholders(!isReadOnly);
  const host = useRef<HTMLDivElement>(null);
  const cursor = useRef<number | null>(null);
  const textArea = () => host.current?.querySelector('textarea') ?? null;

  // Once the text with the placeholder is shown, the cursor goes after it.
  useEffect(() => {
    const at = cursor.current;
    const element = host.current?.querySelector('textarea');
    if (at === null || !element) return;
    cursor.current = null;
    element.focus();
    element.setSelectionRange(at, at);
  }, [value]);

  const insert = (placeholder: { name: string; section: boolean }) => {
    const element = textArea();
    const selection = element
      ? { start: element.selectionStart, end: element.selectionEnd }
      : { start: value.length, end: value.length };
    const next = insertPlaceholder(value, selection, placeholder);
    cursor.current = next.cursor;
    onChange(next.text);
  };

  const defaultTemplate = placeholders.data?.defaultTemplate;
  return (
    <section
      aria-labelledby={headingId}
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: isReadOnly ? '1fr' : 'minmax(0, 2fr) minmax(220px, 1fr)',
      }}
    >
      <div ref={host} style={{ display: 'grid', gap: 8, alignContent: 'start' }}>
        <Heading level={2} id={headingId}>
          {intl.formatMessage({ id: 'agreements.template.title' })}
        </Heading>
        <TextArea
          label={intl.formatMessage({ id: 'agreements.field.template' })}
          description={intl.formatMessage({ id: 'agreements.template.help' })}
          value={value}
          onChange={onChange}
          isReadOnly={isReadOnly}
          rows={20}
          errorMessage={errorMessage}
        />
        {isReadOnly ? null : (
          <span>
            <Button
              variant="secondary"
              size="small"
              isDisabled={defaultTemplate === undefined || defaultTemplate === value}
              onPress={() => defaultTemplate !== undefined && onChange(defaultTemplate)}
            >
              <FormattedMessage id="agreements.template.reset" />
            </Button>
          </span>
        )}
      </div>
      {isReadOnly ? null : (
        <aside
          aria-label={intl.formatMessage({ id: 'agreements.placeholders' })}
          style={{ display: 'grid', gap: 8, alignContent: 'start' }}
        >
          <Heading level={3}>{intl.formatMessage({ id: 'agreements.placeholders' })}</Heading>
          <small>
            <FormattedMessage id="agreements.placeholders.help" />
          </small>
          {placeholders.error ? (
            <Alert tone="error" title={placeholders.error.message} />
          ) : !placeholders.data ? (
            <Skeleton />
          ) : (
            <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}>
              {placeholders.data.items.map((placeholder) => (
                <li
                  key={placeholder.name}
                  data-placeholder={placeholder.name}
                  style={{ display: 'grid', gap: 2 }}
                >
                  <span>
                    <Button
                      variant="ghost"
                      size="small"
                      aria-label={intl.formatMessage(
                        { id: 'agreements.placeholders.insert' },
                        { name: placeholder.name },
                      )}
                      onPress={() => insert(placeholder)}
                    >
                      <code>{`{{${placeholder.name}}}`}</code>
                    </Button>
                  </span>
                  <small style={{ opacity: 0.8 }}>
                    {placeholder.description}
                    {placeholder.section ? (
                      <>
                        {' '}
                        <FormattedMessage id="agreements.placeholders.section" />
                      </>
                    ) : null}
                  </small>
                </li>
              ))}
            </ul>
          )}
        </aside>
      )}
    </section>
  );
}
