import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { kitCoreMessagesIn } from '@accrue/ui-kit';
import { messages as english } from '../../i18n/locales/en';
import ConnectorCallbackPage, { CONNECTORS_OAUTH_CHANNEL } from './ConnectorCallbackPage';

// The kit's labels arrive first (in the app, with the app's messages): React Testing Library's
// act() environment does not replay a render suspended on a download.
beforeAll(() => kitCoreMessagesIn('en'));

describe('ConnectorCallbackPage', () => {
  it('posts the query string to the connectors channel and closes the window', async () => {
    window.history.replaceState(null, '', '/auth/hubspot/callback?code=abc&state=xyz');
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    const listener = new BroadcastChannel(CONNECTORS_OAUTH_CHANNEL);
    const received = new Promise<unknown>((resolve) => (listener.onmessage = (e) => resolve(e.data)));

    render(
      <IntlProvider locale="en" messages={english}>
        <ConnectorCallbackPage />
      </IntlProvider>,
    );

    expect(screen.getByRole('status').textContent).toContain('Validating authentication…');
    await expect(received).resolves.toBe('?code=abc&state=xyz');
    expect(close).toHaveBeenCalled();
    listener.close();
  });
});
