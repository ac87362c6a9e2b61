import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  COPY_FLAG_TIMEOUT_MS,
  COPY_NOTICE_MS,
  copyNoticeMessageId,
  useCopyToClipboard,
} from './useCopyToClipboard';

function stubClipboard(writeText?: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText: vi.fn(writeText) } : undefined,
  });
  return navigator.clipboard;
}

describe('useCopyToClipboard', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('uses the spec timings: notice 1000 ms, copied flag 2000 ms', async () => {
    expect(COPY_NOTICE_MS).toBe(1000);
    expect(COPY_FLAG_TIMEOUT_MS).toBe(2000);
    const clipboard = stubClipboard(async () => {});
    const onCopy = vi.fn();
    const { result } = renderHook(() => useCopyToClipboard({ onCopy }));

    let ok = false;
    await act(async () => {
      ok = await result.current.copy('INV-42');
    });
    expect(ok).toBe(true);
    expect(clipboard.writeText).toHaveBeenCalledWith('INV-42');
    expect(onCopy).toHaveBeenCalledWith('INV-42');
    expect(result.current.copied).toBe(true);
    expect(result.current.notice).toEqual({ status: 'copied', text: 'INV-42' });

    act(() => vi.advanceTimersByTime(999));
    expect(result.current.notice).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.notice).toBeNull();
    expect(result.current.copied).toBe(true);

    act(() => vi.advanceTimersByTime(999));
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.copied).toBe(false);
  });

  it('restarts both timers on a new copy', async () => {
    stubClipboard(async () => {});
    const { result } = renderHook(() => useCopyToClipboard());
    await act(async () => {
      await result.current.copy('a');
    });
    act(() => vi.advanceTimersByTime(1500));
    await act(async () => {
      await result.current.copy('b');
    });
    act(() => vi.advanceTimersByTime(900));
    expect(result.current.notice).toEqual({ status: 'copied', text: 'b' });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(100));
    expect(result.current.copied).toBe(false);
  });

  it('fails, and keeps saying so, when the clipboard is unavailable', async () => {
    stubClipboard(undefined);
    const onError = vi.fn();
    const { result } = renderHook(() => useCopyToClipboard({ onError }));
    let ok = true;
    await act(async () => {
      ok = await result.current.copy('INV-42');
    });
    expect(ok).toBe(false);
    expect(onError).toHaveBeenCalledOnce();
    expect(result.current.copied).toBe(false);
    act(() => vi.advanceTimersByTime(COPY_FLAG_TIMEOUT_MS * 2));
    expect(result.current.notice).toEqual({ status: 'failed', text: 'INV-42' });
  });

  it('fails when the browser refuses the write', async () => {
    stubClipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    const { result } = renderHook(() => useCopyToClipboard());
    await act(async () => {
      await result.current.copy('x');
    });
    expect(result.current.notice?.status).toBe('failed');
  });
});

describe('copyNoticeMessageId', () => {
  it('quotes texts under 200 characters only', () => {
    expect(copyNoticeMessageId({ status: 'copied', text: 'a'.repeat(199) })).toBe('kit.display.copy.success');
    expect(copyNoticeMessageId({ status: 'copied', text: 'a'.repeat(200) })).toBe(
      'kit.display.copy.successLong',
    );
    expect(copyNoticeMessageId({ status: 'failed', text: 'abc' })).toBe('kit.display.copy.failure');
    expect(copyNoticeMessageId({ status: 'failed', text: 'a'.repeat(500) })).toBe(
      'kit.display.copy.failureLong',
    );
  });
});
