import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec doc 3 §9 and doc 1 §9: the 'Copied' notice shows for 1000 ms. */
export const COPY_NOTICE_MS = 1000;
/** Spec doc 3 §9: the `copied` flag resets after 2000 ms. */
export const COPY_FLAG_TIMEOUT_MS = 2000;
/** Spec doc 3 §8: a text under 200 characters is quoted in the notice; a longer one is not. */
export const COPY_QUOTE_MAX_LENGTH = 200;

export type CopyStatus = 'copied' | 'failed';

/** What the last copy attempt did, for the notice shown next to the button. */
export interface CopyNotice {
  status: CopyStatus;
  text: string;
}

/** The catalogue id of a notice: quoting the text when it is short enough (spec doc 3 §8). */
export function copyNoticeMessageId(notice: CopyNotice): string {
  const quoted = notice.text.length < COPY_QUOTE_MAX_LENGTH;
  if (notice.status === 'copied') return quoted ? 'kit.display.copy.success' : 'kit.display.copy.successLong';
  return quoted ? 'kit.display.copy.failure' : 'kit.display.copy.failureLong';
}

export interface UseCopyToClipboardOptions {
  onCopy?: (text: string) => void;
  onError?: (error: unknown) => void;
}

export interface CopyToClipboardState {
  /** Copies a text; resolves to whether it worked. */
  copy: (text: string) => Promise<boolean>;
  /** True for 2000 ms after a successful copy (the button reads 'Copied'). */
  copied: boolean;
  /**
   * The notice to show: a success for 1000 ms, or a failure that stays until the next attempt
   * (an error that vanishes by itself may be missed).
   */
  notice: CopyNotice | null;
}

/**
 * Copies text with the asynchronous Clipboard API. Without it (an insecure page, an old browser)
 * or when the browser refuses, the copy fails and says so instead of pretending to work.
 */
export function useCopyToClipboard({
  onCopy,
  onError,
}: UseCopyToClipboardOptions = {}): CopyToClipboardState {
  const [copied, setCopied] = useState(false);
  const [notice, setNotice] = useState<CopyNotice | null>(null);
  const noticeTimer = useRef<number | undefined>(undefined);
  const flagTimer = useRef<number | undefined>(undefined);
  // Only the latest attempt may update the state: an earlier, slower write must not win.
  const attempt = useRef(0);

  const clearTimers = () => {
    window.clearTimeout(noticeTimer.current);
    window.clearTimeout(flagTimer.current);
  };
  useEffect(() => clearTimers, []);

  const copy = useCallback(
    async (text: string) => {
      const current = ++attempt.current;
      clearTimers();
      try {
        const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
        if (typeof clipboard?.writeText !== 'function') throw new Error('The clipboard is unavailable.');
        await clipboard.writeText(text);
      } catch (error) {
        if (current !== attempt.current) return false;
        setCopied(false);
        setNotice({ status: 'failed', text });
        onError?.(error);
        return false;
      }
      if (current !== attempt.current) return true;
      setCopied(true);
      setNotice({ status: 'copied', text });
      noticeTimer.current = window.setTimeout(() => setNotice(null), COPY_NOTICE_MS);
      flagTimer.current = window.setTimeout(() => setCopied(false), COPY_FLAG_TIMEOUT_MS);
      onCopy?.(text);
      return true;
    },
    [onCopy, onError],
  );

  return { copy, copied, notice };
}
