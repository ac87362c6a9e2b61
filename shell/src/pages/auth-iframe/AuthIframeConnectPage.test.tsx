import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { messages as english } from '../../i18n/locales/en';
import AuthIframeConnectPage from './AuthIframeConnectPage';
import { CONNECT_MESSAGE } from './frame-connection';

const HOST = 'https://crm.example.com';

afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });
  window.history.replaceState(null, '', '/');
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderPage() {
  render(
    <IntlProvider locale="en" messages={english}>
      <AuthIframeConnectPage />
    </IntlProvider>,
  );
}

/** The pop-up, opened by a frame, signed in; the mint answers as given. */
function popupOf(mint: Response) {
  window.history.replaceState(null, '', `/auth/iframe/connect?host=${encodeURIComponent(HOST)}`);
  const frame = { postMessage: vi.fn() };
  Object.defineProperty(window, 'opener', { value: frame, configurable: true, writable: true });
  const close = vi.spyOn(window, 'close').mockImplementation(() => {});
  const fetch = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input) =>
      String(input) === '/api/auth/token' ? json(200, { accessToken: 'bearer', expiresIn: 300 }) : mint,
    );
  return { frame, close, fetch };
}

describe('AuthIframeConnectPage (the pop-up)', () => {
  it('mints a token for the signed-in person, bound to the host, hands it to its frame on our origin only, and closes', async () => {
    const { frame, close, fetch } = popupOf(json(201, { token: 'accrue-embed-token.t' }));
    renderPage();
    await waitFor(() => expect(close).toHaveBeenCalled());
    const mint = fetch.mock.calls.find(([url]) => url === '/api/embed/connect')!;
    expect(JSON.parse(String(mint[1]!.body))).toEqual({ widget: 'dashboard', origin: HOST });
    expect(new Headers(mint[1]!.headers).get('authorization')).toBe('Bearer bearer');
    expect(frame.postMessage).toHaveBeenCalledWith(
      { source: 'accrue', type: CONNECT_MESSAGE, token: 'accrue-embed-token.t' },
      window.location.origin,
    );
    expect(screen.getByText('Connected. You can close this window.')).toBeTruthy();
  });

  it('says why when the host may not embed Accrue, and hands nothing over', async () => {
    const { frame, close } = popupOf(
      json(422, {
        errors: [{ field: 'origin', message: 'This origin is not one of the company embed origins.' }],
      }),
    );
    renderPage();
    expect(await screen.findByText('This origin is not one of the company embed origins.')).toBeTruthy();
    expect(frame.postMessage).not.toHaveBeenCalled();
    expect(close).not.toHaveBeenCalled();
  });

  it('opened without a frame, it explains itself and calls nothing', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderPage();
    expect(
      await screen.findByText('Open this window from the Login button of an Accrue frame in your CRM.'),
    ).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
