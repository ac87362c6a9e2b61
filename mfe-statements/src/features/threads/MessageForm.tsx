import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@accrue/ui-kit';
import { TextArea } from '@accrue/ui-kit/forms';
import * as styles from './CommentsPanel.css';

/** The longest message the API takes (MessageContent). */
export const MESSAGE_MAX_LENGTH = 5000;

/**
 * A message to write: a new thread's first one, a reply or an edit. A blank one is refused here
 * with the generic required message (doc 3 §5), before anything is sent; `onSubmit` answers whether
 * the message was written, and the field empties (for a new one) only then.
 */
export function MessageForm({
  name,
  label,
  submitLabel,
  initialContent = '',
  isPending,
  onSubmit,
  onCancel,
  children,
}: {
  /** Names the form for assistive technologies. */
  name: string;
  label: string;
  submitLabel: string;
  initialContent?: string;
  isPending: boolean;
  onSubmit: (content: string) => Promise<boolean>;
  onCancel?: () => void;
  /** Fields shown before the message (what a new thread is about). */
  children?: ReactNode;
}) {
  const intl = useIntl();
  const [content, setContent] = useState(initialContent);
  const [tried, setTried] = useState(false);
  const blank = !content.trim();

  const submit = async () => {
    setTried(true);
    if (blank) return;
    if (await onSubmit(content.trim())) {
      setContent('');
      setTried(false);
    }
  };

  return (
    <form
      aria-label={name}
      className={styles.stack}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {children}
      <TextArea
        label={label}
        value={content}
        onChange={setContent}
        maxLength={MESSAGE_MAX_LENGTH}
        rows={3}
        errorMessage={tried && blank ? intl.formatMessage({ id: 'threads.required' }) : undefined}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" size="small" isDisabled={isPending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" size="small" isDisabled={isPending} onPress={onCancel}>
            <FormattedMessage id="threads.cancel" />
          </Button>
        ) : null}
      </div>
    </form>
  );
}
