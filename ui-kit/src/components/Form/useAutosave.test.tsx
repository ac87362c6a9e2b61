import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import * as yup from 'yup';
import { AUTOSAVE_DELAY_MS, useAutosave, type UseAutosaveOptions } from './useAutosave';

type Values = { name: string; quota: number };
const initialValues: Values = { name: 'Acme', quota: 10 };

function setup(options: Partial<UseAutosaveOptions<Values>> = {}) {
  const onSave = vi.fn<(values: Values) => Promise<void>>(() => Promise.resolve());
  let props: UseAutosaveOptions<Values> = { values: initialValues, initialValues, onSave, ...options };
  const hook = renderHook((current: UseAutosaveOptions<Values>) => useAutosave(current), {
    initialProps: props,
  });
  /** Re-renders with some props changed, the others as last rendered. */
  const change = (next: Partial<UseAutosaveOptions<Values>>) => {
    props = { ...props, ...next };
    hook.rerender(props);
  };
  return { ...hook, onSave, change };
}

/** Advances the fake clock and lets the save's promise settle inside act. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useAutosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves 1000 ms after a change by default (spec doc 3 §5)', async () => {
    expect(AUTOSAVE_DELAY_MS).toBe(1000);
    const { result, onSave, change } = setup();
    change({ values: { name: 'Acme Inc', quota: 10 } });
    expect(result.current.status).toBe('pending');
    await wait(999);
    expect(onSave).not.toHaveBeenCalled();
    await wait(1);
    expect(onSave).toHaveBeenCalledExactlyOnceWith({ name: 'Acme Inc', quota: 10 });
    expect(result.current.status).toBe('saved');
  });

  it('restarts the delay on every change and saves the last values once', async () => {
    const { onSave, change } = setup();
    change({ values: { name: 'A', quota: 10 } });
    await wait(600);
    change({ values: { name: 'Ab', quota: 10 } });
    await wait(600);
    expect(onSave).not.toHaveBeenCalled();
    await wait(400);
    expect(onSave).toHaveBeenCalledExactlyOnceWith({ name: 'Ab', quota: 10 });
  });

  it('keeps the countdown when re-rendered with equal values', async () => {
    const { onSave, change } = setup();
    change({ values: { name: 'A', quota: 10 } });
    await wait(600);
    change({ values: { name: 'A', quota: 10 } }); // a new but equal object
    await wait(400);
    expect(onSave).toHaveBeenCalledOnce();
  });

  it('honours a configured delay', async () => {
    const { onSave, change } = setup({ delayMs: 250 });
    change({ values: { name: 'B', quota: 10 } });
    await wait(249);
    expect(onSave).not.toHaveBeenCalled();
    await wait(1);
    expect(onSave).toHaveBeenCalledOnce();
  });

  it('never saves values deeply equal to the initial ones', async () => {
    const { result, onSave, change } = setup();
    change({ values: { ...initialValues } });
    await wait(5000);
    change({ values: { name: 'Other', quota: 10 } });
    await wait(500);
    change({ values: { name: 'Acme', quota: 10 } }); // changed back before the delay
    await wait(5000);
    expect(onSave).not.toHaveBeenCalled();
    expect(result.current.status).toBe('idle');
  });

  it('never saves invalid values', async () => {
    const { onSave, change } = setup();
    change({ values: { name: '', quota: 10 }, isValid: false });
    await wait(5000);
    expect(onSave).not.toHaveBeenCalled();
    // Becoming invalid cancels a waiting save.
    change({ values: { name: 'Ok', quota: 10 }, isValid: true });
    await wait(500);
    change({ values: { name: 'Ok', quota: -1 }, isValid: false });
    await wait(5000);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('checks the schema when given one before saving', async () => {
    const schema = yup.object({ name: yup.string().required(), quota: yup.number().min(0) });
    const { onSave, change } = setup({ schema });
    change({ values: { name: 'Ok', quota: -1 } });
    await wait(1000);
    expect(onSave).not.toHaveBeenCalled();
    change({ values: { name: 'Ok', quota: 1 } });
    await wait(1000);
    expect(onSave).toHaveBeenCalledExactlyOnceWith({ name: 'Ok', quota: 1 });
  });

  it('reports a failed save and saves a revert after a successful one', async () => {
    const { result, onSave, change } = setup();
    onSave.mockRejectedValueOnce(new Error('offline'));
    change({ values: { name: 'X', quota: 10 } });
    await wait(1000);
    expect(result.current.status).toBe('error');
    expect(result.current.error).toEqual(new Error('offline'));
    change({ values: { name: 'Y', quota: 10 } });
    await wait(1000);
    expect(result.current.status).toBe('saved');
    // Back to the initial values after a save: the server holds 'Y', so the revert is saved.
    change({ values: { ...initialValues } });
    await wait(1000);
    expect(onSave).toHaveBeenLastCalledWith(initialValues);
    expect(onSave).toHaveBeenCalledTimes(3);
  });

  it('shows saving while the save runs', async () => {
    let finish: () => void = () => {};
    const { result, onSave, change } = setup();
    onSave.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    change({ values: { name: 'Z', quota: 10 } });
    await wait(1000);
    expect(result.current.status).toBe('saving');
    await act(async () => finish());
    expect(result.current.status).toBe('saved');
  });

  it('saves at once on flush, and not at all when disabled or unmounted', async () => {
    const { onSave, change, unmount } = setup();
    change({ values: { name: 'F', quota: 10 } });
    unmount();
    await wait(5000);
    expect(onSave).not.toHaveBeenCalled();

    const disabled = setup({ enabled: false });
    disabled.change({ values: { name: 'D', quota: 10 } });
    await wait(5000);
    expect(disabled.onSave).not.toHaveBeenCalled();
    disabled.unmount();

    const flushed = setup();
    flushed.change({ values: { name: 'G', quota: 10 } });
    await act(async () => flushed.result.current.flush());
    expect(flushed.onSave).toHaveBeenCalledExactlyOnceWith({ name: 'G', quota: 10 });
    await wait(5000);
    expect(flushed.onSave).toHaveBeenCalledOnce();
  });
});
