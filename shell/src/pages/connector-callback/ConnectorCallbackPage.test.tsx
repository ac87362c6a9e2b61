import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { shellMessages } from '../../i18n/messages';
import ConnectorCallbackPage, { CONNECTORS_OAUTH_CHANNEL } from './ConnectorCallbackPage';

describe('ConnectorCallbackPage', () => {
  it('posts the query string to the connectors channel and closes the window', async () => {
    window.history.replaceState(null, '', '/auth/hubspot/callback?code=abc&state=xyz');
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    const listener = new BroadcastChannel(CONNECTORS_OAUTH_CHANNEL);
    const received = new Promise<unknown>((resolve) => (listener.onmessage = (e) => resolve(e.data)));

    render(
      <IntlProvider locale="en" messages={shellMessages.en}>
        <ConnectorCallbackPage />
      </IntlProvider>,
    );

    expect(screen.getByRole('status').textContent).toContain('Validating authentication…');
    await expect(received).resolves.toBe('?code=abc&state=xyz');
    expect(close).toHaveBeenCalled();
    listener.close();
  });
});
