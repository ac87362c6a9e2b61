import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccrueProvider } from '../../providers/AccrueProvider';
import type { Locale } from '../../i18n/locales';
import { Button } from '../Button/Button';
import { SNACKBAR_MAX_VISIBLE, SnackbarProvider, useSnackbar, type SnackbarApi } from './Snackbar';

let api: SnackbarApi;
function Grab() {
  api = useSnackbar();
  return <Button onPress={() => api.show({ tone: 'success', message: 'Company updated!' })}>Save</Button>;
}

function renderProvider(locale: Locale = 'en') {
  render(
    <AccrueProvider locale={locale}>
      <SnackbarProvider>
        <Grab />
      </SnackbarProvider>
    </AccrueProvider>,
  );
}

const snackbars = () => screen.queryAllByRole('alertdialog');
const show = (...args: Parameters<SnackbarApi['show']>) => act(() => void api.show(...args));

describe('Snackbar', () => {
  it('shows a snackbar in a Notifications region, announced politely', async () => {
    renderProvider();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const region = await screen.findByRole('region', { name: 'Notifications' });
    const snackbar = within(region).getByRole('alertdialog', { name: 'Company updated!' });
    const status = within(snackbar).getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toContain('Company updated!');
    expect(within(snackbar).getByRole('img', { name: 'Success' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it(`shows at most ${SNACKBAR_MAX_VISIBLE} at once: a new one closes the oldest`, async () => {
    renderProvider();
    const closed = vi.fn();
    for (let i = 1; i <= 7; i++) show({ message: `Message ${i}`, onClose: () => closed(i) });
    await waitFor(() => expect(snackbars()).toHaveLength(5));
    expect(snackbars().map((snackbar) => snackbar.textContent)).toEqual(
      ['Message 7', 'Message 6', 'Message 5', 'Message 4', 'Message 3'].map((text) =>
        expect.stringContaining(text),
      ),
    );
    expect(closed.mock.calls).toEqual([[1], [2]]);
    // Closing one does not bring an old one back.
    await userEvent.click(within(snackbars()[0]!).getByRole('button', { name: 'Dismiss notification' }));
    expect(snackbars()).toHaveLength(4);
    expect(screen.queryByText('Message 2')).toBeNull();
  });

  it('is dismissed with its button, and by the owner with its key', async () => {
    renderProvider();
    show({ tone: 'error', message: 'Could not save' });
    const snackbar = await screen.findByRole('alertdialog', { name: 'Could not save' });
    await userEvent.click(within(snackbar).getByRole('button', { name: 'Dismiss notification' }));
    expect(snackbars()).toHaveLength(0);
    let key = '';
    act(() => {
      key = api.show({ message: 'Exporting…', timeoutMs: null });
    });
    await screen.findByRole('alertdialog', { name: 'Exporting…' });
    act(() => api.dismiss(key));
    expect(snackbars()).toHaveLength(0);
  });

  it('runs its action, then closes', async () => {
    renderProvider();
    const undo = vi.fn();
    show({ message: 'Plan archived', action: { label: 'Undo', onAction: undo } });
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledOnce();
    expect(snackbars()).toHaveLength(0);
  });

  it('closes by itself after its timeout, but not while hovered', async () => {
    renderProvider();
    // The pointer is on the snackbars first: countdowns started meanwhile wait for it to leave, so
    // this holds however slow the machine (no race between a short timeout and the hover).
    show({ message: 'Exporting…', timeoutMs: null });
    const staying = await screen.findByRole('alertdialog', { name: 'Exporting…' });
    await userEvent.hover(staying);
    show({ message: 'Saved', timeoutMs: 150 });
    show({ message: 'Hovered', timeoutMs: 150 });
    await screen.findByRole('alertdialog', { name: 'Hovered' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(snackbars()).toHaveLength(3);
    await userEvent.unhover(staying);
    await waitFor(() => expect(snackbars()).toHaveLength(1), { timeout: 10_000 });
    expect(snackbars()[0]!.textContent).toContain('Exporting…');
  });

  it('keeps a snackbar with an action until dismissed, unless given a timeout', async () => {
    renderProvider();
    show({ message: 'Plan archived', action: { label: 'Undo', onAction: () => {} } });
    show({ message: 'Short', timeoutMs: 100 });
    // Not looked for while shown: on a slow machine it may be gone before the region renders.
    await screen.findByRole('alertdialog', { name: 'Plan archived' });
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Short' })).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByRole('alertdialog', { name: 'Plan archived' })).toBeTruthy();
  });

  it('labels its controls in the user language', async () => {
    renderProvider('it');
    show({ tone: 'warning', message: 'Attenzione' });
    const region = await screen.findByRole('region', { name: 'Notifiche' });
    expect(within(region).getByRole('button', { name: 'Chiudi notifica' })).toBeTruthy();
    expect(within(region).getByRole('img', { name: 'Avviso' })).toBeTruthy();
  });

  it('needs a provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Grab />)).toThrow(/SnackbarProvider/);
    spy.mockRestore();
  });
});
