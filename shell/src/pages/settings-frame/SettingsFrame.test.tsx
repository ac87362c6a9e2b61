import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { Permission } from '@accrue/access';
import { commonMessages, messagesIn } from '@accrue/remote-runtime';
import { shellMessages } from '../../i18n/messages';
import { fakeSession, json, renderSettingsPage } from '../testing';
import SettingsFrame from './SettingsFrame';

beforeAll(async () => {
  await messagesIn(shellMessages, commonMessages, 'en');
});

afterEach(cleanup);

const ADMIN: Permission[] = [
  'VIEW_COMPANY_SETTINGS',
  'VIEW_COMPANY_API',
  'VIEW_CURRENCY_RATES',
  'VIEW_WORKFLOWS',
  'VIEW_ADMIN_SCOPES',
  'VIEW_PAYMENTS_LOCK',
  'VIEW_CUSTOMIZATION',
];

async function menuFor(permissions: Permission[], path: string) {
  const { session } = fakeSession(permissions, () => json({}));
  await renderSettingsPage(
    <SettingsFrame path={path}>
      <h1>The page</h1>
    </SettingsFrame>,
    session,
  );
  return screen.getByRole('navigation', { name: 'Company settings' });
}

describe('the company settings side menu', () => {
  it('lists the settings pages in the spec’s order, the current one marked, beside the page', async () => {
    const menu = await menuFor(ADMIN, '/company/settings/rates');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Main settings', '/company/settings'],
      ['API settings', '/company/settings/api'],
      ['Currency rates', '/company/settings/rates'],
      ['Workflows', '/company/settings/workflows'],
      ['Admin scopes', '/company/settings/admin-scopes'],
      // Payment locks and the AI assistant have no page yet: they are not offered.
      ['Customization', '/company/settings/customization'],
      ['Agreements', '/company/settings/plan-agreements'],
    ]);
    expect(within(menu).getByRole('link', { name: 'Currency rates' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Workflows' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
  });

  it('offers only the pages the person may open', async () => {
    const menu = await menuFor(['VIEW_CURRENCY_RATES'], '/company/settings/rates');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Currency rates']);
  });
});
