import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AccrueProvider } from '../../providers/AccrueProvider';
import { CopyToClipboard } from './CopyToClipboard';

function stubClipboard(available: boolean) {
  const writeText = vi.fn(async (_text: string) => {});
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: available ? { writeText } : undefined,
  });
  return writeText;
}

async function press(button: HTMLElement) {
  // A click with detail 0 is a virtual click, which react-aria turns into a press.
  await act(async () => {
    fireEvent.click(button);
  });
}

describe('CopyToClipboard', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('copies, shows the notice for 1000 ms and reads Copied for 2000 ms', async () => {
    const writeText = stubClipboard(true);
    render(
      <AccrueProvider locale="en">
        <CopyToClipboard text="INV-42" />
      </AccrueProvider>,
    );
    await press(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('INV-42');
    expect(screen.getByRole('status').textContent).toBe('Copied “INV-42” to clipboard.');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('does not quote a text of 200 characters or more', async () => {
    stubClipboard(true);
    render(
      <AccrueProvider locale="en">
        <CopyToClipboard text={'x'.repeat(200)} aria-label="Copy the token" />
      </AccrueProvider>,
    );
    await press(screen.getByRole('button', { name: 'Copy the token' }));
    expect(screen.getByRole('status').textContent).toBe('Copied to clipboard.');
    // With an aria-label, the visible word stays part of the accessible name.
    expect(screen.getByRole('button', { name: 'Copy the token' }).textContent).toBe('Copy');
  });

  it('says the copy failed when the clipboard is unavailable', async () => {
    stubClipboard(false);
    const onError = vi.fn();
    render(
      <AccrueProvider locale="de">
        <CopyToClipboard text="INV-42" onError={onError} />
      </AccrueProvider>,
    );
    await press(screen.getByRole('button', { name: 'Kopieren' }));
    expect(screen.getByRole('alert').textContent).toBe(
      '„INV-42“ konnte nicht in die Zwischenablage kopiert werden.',
    );
    expect(onError).toHaveBeenCalledOnce();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('alert').textContent).not.toBe('');
    expect(screen.getByRole('button', { name: 'Kopieren' })).toBeTruthy();
  });

  it('renders custom content from the copied state', async () => {
    stubClipboard(true);
    render(
      <AccrueProvider locale="en">
        <CopyToClipboard text="abc">{({ copied }) => (copied ? 'Done' : 'Copy id')}</CopyToClipboard>
      </AccrueProvider>,
    );
    await press(screen.getByRole('button', { name: 'Copy id' }));
    expect(screen.getByRole('button', { name: 'Done' })).toBeTruthy();
  });
});
