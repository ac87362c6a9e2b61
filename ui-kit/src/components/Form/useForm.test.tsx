import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import * as yup from 'yup';
import { applyValidationLocale } from '../../validation/validationLocale';
import { useForm, type UseFormOptions } from './useForm';

type Values = { email: string; quota: number | null };

beforeAll(() => applyValidationLocale('en'));

const schema = () =>
  yup.object({
    email: yup.string().required().email(),
    quota: yup.number().nullable().required().min(0),
  });

function setup(options: Partial<UseFormOptions<Values>> = {}) {
  return renderHook(() =>
    useForm<Values>({ initialValues: { email: '', quota: null }, schema: schema(), ...options }),
  );
}

describe('useForm', () => {
  afterEach(() => vi.useRealTimers());

  it('validates the values with the schema', async () => {
    const { result } = setup();
    expect(result.current.isValid).toBe(false); // not validated yet
    await waitFor(() => expect(result.current.isValidating).toBe(false));
    expect(result.current.isValid).toBe(false);
    expect(result.current.errors).toEqual({
      email: 'This field is required.',
      quota: 'This field is required.',
    });
    act(() => result.current.setValues({ email: 'ada@example.com', quota: 5 }));
    expect(result.current.isValid).toBe(false); // the new values are not validated yet
    await waitFor(() => expect(result.current.isValid).toBe(true));
    expect(result.current.errors).toEqual({});
    expect(result.current.isDirty).toBe(true);
  });

  it('shows a field error once the field was left', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.isValidating).toBe(false));
    act(() => result.current.field('email').onChange('nope'));
    await waitFor(() => expect(result.current.errors.email).toBe('This field must be a valid email.'));
    expect(result.current.field('email').errorMessage).toBeUndefined();
    act(() => result.current.field('email').onBlur());
    expect(result.current.field('email').errorMessage).toBe('This field must be a valid email.');
    expect(result.current.field('quota').errorMessage).toBeUndefined();
  });

  it('blocks submission while invalid and then shows every error', async () => {
    const onSubmit = vi.fn();
    const { result } = setup({ onSubmit });
    let submitted = true;
    await act(async () => {
      submitted = await result.current.submit();
    });
    expect(submitted).toBe(false);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(result.current.field('quota').errorMessage).toBe('This field is required.');
  });

  it('submits valid values', async () => {
    const onSubmit = vi.fn();
    const { result } = setup({ onSubmit, initialValues: { email: 'ada@example.com', quota: 0 } });
    await act(async () => {
      await result.current.submit();
    });
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ email: 'ada@example.com', quota: 0 });
  });

  it('shows a validation error thrown by onSubmit on its field until the value changes', async () => {
    const onSubmit = vi.fn(() => {
      throw new yup.ValidationError('This e-mail is already used', 'ada@example.com', 'email');
    });
    const { result } = setup({ onSubmit, initialValues: { email: 'ada@example.com', quota: 0 } });
    await act(async () => {
      await result.current.submit();
    });
    expect(result.current.field('email').errorMessage).toBe('This e-mail is already used');
    expect(result.current.isValid).toBe(false);
    act(() => result.current.setValue('email', 'grace@example.com'));
    await waitFor(() => expect(result.current.isValid).toBe(true));
    expect(result.current.field('email').errorMessage).toBeUndefined();
  });

  it('hands other submit errors to onError', async () => {
    const onError = vi.fn();
    const { result } = setup({
      onError,
      initialValues: { email: 'ada@example.com', quota: 0 },
      onSubmit: () => Promise.reject(new Error('500')),
    });
    await act(async () => {
      await result.current.submit();
    });
    expect(onError).toHaveBeenCalledWith(new Error('500'));
  });

  it('binds a switch through toggleField', () => {
    const { result } = renderHook(() => useForm({ initialValues: { showDifference: false } }));
    expect(result.current.toggleField('showDifference').isSelected).toBe(false);
    act(() => result.current.toggleField('showDifference').onChange(true));
    expect(result.current.values.showDifference).toBe(true);
  });

  it('autosaves valid changes after the delay, never invalid ones', async () => {
    vi.useFakeTimers();
    const onSave = vi.fn();
    const { result } = setup({
      initialValues: { email: 'ada@example.com', quota: 1 },
      autosave: { onSave },
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    act(() => result.current.setValue('quota', -5));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(onSave).not.toHaveBeenCalled();
    act(() => result.current.setValue('quota', 7));
    // Validation runs on promises: let it settle, then the delay starts.
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.isValid).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(onSave).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onSave).toHaveBeenCalledExactlyOnceWith({ email: 'ada@example.com', quota: 7 });
    expect(result.current.autosave.status).toBe('saved');
  });
});
