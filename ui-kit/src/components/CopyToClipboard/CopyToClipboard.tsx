import type { ReactNode } from 'react';

import { Button, type ButtonProps } from '../Button/Button';
import {
  copyNoticeMessageId,
  useCopyToClipboard,
  type UseCopyToClipboardOptions,
} from './useCopyToClipboard';
import * as styles from './CopyToClipboard.css';
import { useKitIntl } from '../../i18n/useKitIntl';
import { displayMessages } from '../../i18n/catalogue/display';

export interface CopyToClipboardProps extends UseCopyToClipboardOptions {
  /** The text put on the clipboard. */
  text: string;
  /**
   * The button's content; by default a copy icon and 'Copy', then 'Copied' for 2000 ms. A function
   * receives whether the text was just copied.
   */
  children?: ReactNode | ((state: { copied: boolean }) => ReactNode);
  /**
   * Names the button when several copy buttons share a page; it should start with the visible
   * word ('Copy the API key'), which then stays 'Copy' after copying.
   */
  'aria-label'?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  isDisabled?: boolean;
}

function CopyIcon({ copied }: { copied: boolean }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className={styles.icon} fill="none" stroke="currentColor">
      {copied ? (
        <path d="m3 8.5 3 3 7-7" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <>
          <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" strokeWidth="1.5" />
          <path
            d="M10.5 3.5v-.5A1.5 1.5 0 0 0 9 1.5H4A1.5 1.5 0 0 0 2.5 3v5A1.5 1.5 0 0 0 4 9.5h.5"
            strokeWidth="1.5"
          />
        </>
      )}
    </svg>
  );
}

/**
 * A button that copies a text to the clipboard, then reads 'Copied' for 2000 ms and shows
 * 'Copied “…” to clipboard.' for 1000 ms; when the clipboard is unavailable it says the copy
 * failed (spec doc 3 §8 and §9). Both messages are announced by screen readers.
 */
export function CopyToClipboard({
  text,
  children,
  onCopy,
  onError,
  variant = 'secondary',
  size = 'small',
  isDisabled,
  ...props
}: CopyToClipboardProps) {
  const intl = useKitIntl(displayMessages);
  const { copy, copied, notice } = useCopyToClipboard({ onCopy, onError });
  const message = notice
    ? intl.formatMessage({ id: copyNoticeMessageId(notice) }, { text: notice.text })
    : '';
  const succeeded = notice?.status === 'copied';
  const failed = notice?.status === 'failed';

  return (
    <span className={styles.wrapper} data-copied={copied || undefined}>
      <Button
        variant={variant}
        size={size}
        isDisabled={isDisabled}
        aria-label={props['aria-label']}
        onPress={() => void copy(text)}
      >
        {typeof children === 'function' ? (
          children({ copied })
        ) : (
          <>
            <CopyIcon copied={copied} />
            {children ??
              intl.formatMessage({
                // With an aria-label ('Copy the API key') the visible word stays 'Copy', so the
                // accessible name keeps containing it (WCAG 2.5.3); the check icon still shows.
                id: copied && !props['aria-label'] ? 'kit.display.copy.copied' : 'kit.display.copy.button',
              })}
          </>
        )}
      </Button>
      <span role="status" className={succeeded ? styles.notice : styles.empty}>
        {succeeded ? message : null}
      </span>
      <span role="alert" className={failed ? styles.failure : styles.empty}>
        {failed ? message : null}
      </span>
    </span>
  );
}
