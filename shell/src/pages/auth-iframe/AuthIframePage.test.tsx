import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { messages as english } from '../../i18n/locales/en';
import AuthIframePage from './AuthIframePage';
import { CONNECT_MESSAGE } from './frame-connection';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderPage(mount = vi.fn()) {
  render(
    <IntlProvider locale="en" messages={english}>
      <AuthIframePage mount={mount} />
    </IntlProvider>,
  );
  return mount;
}

describe('AuthIframePage', () => {
  it('opened on its own: opens the root in a new tab, then offers Reload', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(401, {}));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(fetch).toHaveBeenCalledWith('/api/auth/token', { method: 'POST', credentials: 'include' });
    expect(open).toHaveBeenCalledWith('/', '_blank', 'noopener');
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByText('Once you are authenticated in the new tab, reload this page.')).toBeTruthy();
  });

  describe('framed by a host page, with third-party cookies blocked', () => {
    const HOST = 'https://crm.example.com';

    /** This window as a frame of HOST, and a window to play the pop-up. */
    function framed() {
      vi.spyOn(window, 'parent', 'get').mockReturnValue({} as Window);
      vi.spyOn(document, 'referrer', 'get').mockReturnValue(`${HOST}/deals/42`);
      const other = document.createElement('iframe');
      document.body.append(other);
      return other.contentWindow!;
    }

    it('signs in through a pop-up that hands back a token, from our origin only, and shows the rep home', async () => {
      const popup = framed();
      const fetch = vi
        .spyOn(globalThis, 'fetch')
        .mockImplementation(async (input) =>
          String(input) === '/api/embed/session'
            ? json(200, { accessToken: 'accrue-embed-session.x', expiresIn: 1800, language: 'fr' })
            : json(401, {}),
        );
      const open = vi.spyOn(window, 'open').mockReturnValue(popup);
      const mount = renderPage(vi.fn().mockResolvedValue({ unmount: vi.fn() }));

      fireEvent.click(screen.getByRole('button', { name: 'Login' }));
      expect(open).toHaveBeenCalledWith(
        '/auth/iframe/connect?host=https%3A%2F%2Fcrm.example.com',
        'accrue-connect',
        'popup,width=480,height=640',
      );
      expect(
        await screen.findByText('Sign in in the window that opened: this frame connects by itself.'),
      ).toBeTruthy();

      const data = { source: 'accrue', type: CONNECT_MESSAGE, token: 'accrue-embed-token.t' };
      // From another window, or from the pop-up on another origin: ignored.
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', { data, origin: window.location.origin, source: window }),
        );
        window.dispatchEvent(new MessageEvent('message', { data, origin: HOST, source: popup }));
      });
      expect(fetch).not.toHaveBeenCalledWith('/api/embed/session', expect.anything());

      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', { data, origin: window.location.origin, source: popup }),
        );
      });
      await waitFor(() => expect(mount).toHaveBeenCalled());
      const exchange = fetch.mock.calls.find(([url]) => url === '/api/embed/session')!;
      expect(JSON.parse(String(exchange[1]!.body))).toEqual({ token: 'accrue-embed-token.t', origin: HOST });
      expect(exchange[1]!.credentials).toBe('omit');
      expect(mount.mock.calls[0]![1]).toEqual({
        accessToken: 'accrue-embed-session.x',
        expiresIn: 1800,
        language: 'fr',
      });
      await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
    });

    it('says why when the token is refused, and offers Login again', async () => {
      const popup = framed();
      vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
        String(input) === '/api/embed/session'
          ? json(401, { message: 'This embed token was minted for another site.' })
          : json(401, {}),
      );
      vi.spyOn(window, 'open').mockReturnValue(popup);
      const mount = renderPage();
      fireEvent.click(screen.getByRole('button', { name: 'Login' }));
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            data: { source: 'accrue', type: CONNECT_MESSAGE, token: 'accrue-embed-token.t' },
            origin: window.location.origin,
            source: popup,
          }),
        );
      });
      expect(await screen.findByText('This embed token was minted for another site.')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
      expect(mount).not.toHaveBeenCalled();
    });
  });
});
