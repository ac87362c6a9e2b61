import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { Session } from '@accrue/remote-runtime';
import { kitCoreMessagesIn } from '@accrue/ui-kit';
import { messages as english } from '../i18n/locales/en';
import { DeactivatedBanner, isDeactivated } from './DeactivatedBanner';

const sessionAs = (role: string) => ({ subject: { role } }) as unknown as Session;

function renderBanner(session: Session | null) {
  const slot = document.createElement('div');
  slot.id = 'accrue-banner';
  document.body.append(slot);
  render(
    <IntlProvider locale="en" messages={english}>
      <DeactivatedBanner session={session} />
    </IntlProvider>,
  );
  return slot;
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

// The kit's labels arrive first (in the app, with the app's messages): React Testing Library's
// act() environment does not replay a render suspended on a download.
beforeAll(() => kitCoreMessagesIn('en'));

describe('the deactivated-user banner', () => {
  it('tells a deactivated user so, in the banner slot above every page', () => {
    const slot = renderBanner(sessionAs('DEACTIVATED_USER'));
    expect(slot.textContent).toContain('Your account is deactivated');
    expect(screen.getByTestId('deactivated-banner').parentElement).toBe(slot);
  });

  it('shows nothing to an active user, or to nobody signed in', () => {
    expect(renderBanner(sessionAs('EMPLOYEE')).textContent).toBe('');
    cleanup();
    expect(renderBanner(null).textContent).toBe('');
    expect(isDeactivated(sessionAs('ADMIN'))).toBe(false);
  });
});
