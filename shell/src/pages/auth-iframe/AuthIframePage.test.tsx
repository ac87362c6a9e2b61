import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { messages as english } from '../../i18n/locales/en';
import AuthIframePage from './AuthIframePage';

afterEach(() => vi.restoreAllMocks());

describe('AuthIframePage', () => {
  it('opens the root in a new tab, then offers Reload', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 401 }));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(
      <IntlProvider locale="en" messages={english}>
        <AuthIframePage />
      </IntlProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(fetch).toHaveBeenCalledWith('/api/auth/token', { method: 'POST', credentials: 'include' });
    expect(open).toHaveBeenCalledWith('/', '_blank', 'noopener');
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByText('Once you are authenticated in the new tab, reload this page.')).toBeTruthy();
  });
});
