import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Permission } from '@accrue/access';
import { commonMessages, messagesIn } from '@accrue/remote-runtime';
import type { components } from '@accrue/sdk';
import { shellMessages } from '../../i18n/messages';
import { CUSTOMIZATION } from '../customization/testing';
import { fakeSession, json, renderSettingsPage, type Sent } from '../testing';
import CompanySettingsPage from './CompanySettingsPage';
import PlanAgreementsSettingsPage from './PlanAgreementsSettingsPage';

type Company = components['schemas']['Company'];

beforeAll(async () => {
  await messagesIn(shellMessages, commonMessages, 'en');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const COMPANY = {
  id: 1,
  name: 'Acme',
  slug: 'acme',
  status: 'ACTIVE',
  featureFlags: {},
  statementFrequency: 'month',
  currency: 'EUR',
  symbols: ['EUR', 'USD'],
  integrationsStatus: { slack: { status: 'NOT_CONNECTED' } },
  customization: CUSTOMIZATION,
  embedOrigins: [],
  hasForecastedPlans: false,
  version: 7,
} as unknown as Company;

const ADMIN: Permission[] = ['VIEW_COMPANY_SETTINGS', 'MODIFY_COMPANY_SETTINGS'];
const READ_ONLY_ADMIN: Permission[] = ['VIEW_COMPANY_SETTINGS'];

/** GET /companies answers the company; a PATCH answers `patched` (by default: merged, next version). */
function serve(permissions: readonly Permission[], patched?: (call: Sent) => Response) {
  let company = COMPANY;
  const fake = fakeSession(permissions, (call) => {
    if (call.method === 'GET' && call.path === '/companies') return json(company);
    if (patched) return patched(call);
    const body = call.body as Partial<Company>;
    company = {
      ...company,
      ...body,
      customization: { ...company.customization, ...body.customization },
      version: company.version + 1,
    };
    return json(company);
  });
  // The shell's session holds the company read at sign-in: the pages start from it.
  Object.assign(fake.session, { company: COMPANY });
  return fake;
}

const isDisabled = (element: HTMLElement) =>
  element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true';
const button = (name: string) => screen.getByRole('button', { name });
const textbox = (name: RegExp | string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

async function openMainSettings(session: ReturnType<typeof serve>['session']) {
  await renderSettingsPage(<CompanySettingsPage title="page.companySettings" params={{}} />, session);
  fireEvent.click(await screen.findByRole('tab', { name: 'Main settings' }));
  await screen.findByRole('textbox', { name: /^Name/ });
}

describe('the company settings page', () => {
  it('opens on the customization options, in three tabs', async () => {
    const { session } = serve(ADMIN);
    await renderSettingsPage(<CompanySettingsPage title="page.companySettings" params={{}} />, session);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Customization options',
      'Main settings',
      'Plan agreements',
    ]);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    // The customization form, with its own labels.
    expect(await screen.findByRole('textbox', { name: 'Payable name label' })).toBeTruthy();
  });

  it('shows the main settings, the main currency read-only and why', async () => {
    const { session } = serve(ADMIN);
    await openMainSettings(session);
    expect(textbox(/^Name/).value).toBe('Acme');
    expect(
      await screen.findByRole('button', { name: /^Monthly Frequency of commission calculation/ }),
    ).toBeTruthy();
    const main = textbox('Main currency');
    expect(main.value).toBe('EUR');
    expect(main.readOnly).toBe(true);
    expect(
      screen.getByText(
        'The main currency cannot be changed. Contact your customer success manager if it must.',
      ),
    ).toBeTruthy();
    // Nothing changed yet: nothing to save.
    expect(isDisabled(button('Save'))).toBe(true);
  });

  it('saves only what changed, from the version loaded, the main currency first among the currencies', async () => {
    const { session, writes } = serve(ADMIN);
    await openMainSettings(session);
    fireEvent.change(textbox(/^Name/), { target: { value: '  Acme Europe ' } });
    fireEvent.click(await screen.findByRole('button', { name: /Frequency of commission calculation/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Quarterly' }));
    fireEvent.click(await screen.findByRole('button', { name: /Company currencies/ }));
    fireEvent.click(await screen.findByRole('option', { name: /^GBP/ }));
    // Escape on the list box itself (the focus may not have reached it yet on a loaded machine).
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(isDisabled(button('Save'))).toBe(false));
    fireEvent.click(button('Save'));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'PATCH',
      path: '/companies',
      ifMatch: '"7"',
      body: { name: 'Acme Europe', statementFrequency: 'quarter', symbols: ['EUR', 'USD', 'GBP'] },
    });
    expect(await screen.findByText('Company settings saved.')).toBeTruthy();
    await waitFor(() => expect(isDisabled(button('Save'))).toBe(true));
  });

  it('refuses a name too short before sending, and shows the API’s field errors on their fields', async () => {
    const { session, writes } = serve(ADMIN, () =>
      json(
        {
          statusCode: 422,
          message: 'Invalid',
          errors: [{ field: 'symbols.1', message: 'Unknown currency: GBP' }],
        },
        422,
      ),
    );
    await openMainSettings(session);
    fireEvent.change(textbox(/^Name/), { target: { value: 'A' } });
    expect(await screen.findByText('The name must be 2 to 100 characters long.')).toBeTruthy();
    expect(isDisabled(button('Save'))).toBe(true);
    expect(writes()).toHaveLength(0);

    fireEvent.change(textbox(/^Name/), { target: { value: 'Acme SE' } });
    fireEvent.click(button('Save'));
    expect(await screen.findByText('Unknown currency: GBP')).toBeTruthy();
  });

  it('says when someone else saved meanwhile, and shows the latest settings', async () => {
    const { session, sent } = serve(ADMIN, () => json({ statusCode: 409, message: 'Conflict' }, 409));
    await openMainSettings(session);
    fireEvent.change(textbox(/^Name/), { target: { value: 'Acme SE' } });
    fireEvent.click(button('Save'));
    expect(await screen.findByText(/Someone else changed the company’s settings meanwhile/)).toBeTruthy();
    await waitFor(() =>
      expect(
        sent.filter((call) => call.method === 'GET' && call.path === '/companies').length,
      ).toBeGreaterThan(1),
    );
  });

  it('lets someone who may only read see the settings, disabled, without Save', async () => {
    const { session } = serve(READ_ONLY_ADMIN);
    await openMainSettings(session);
    expect(screen.getAllByText('You can see these settings but not change them.').length).toBeGreaterThan(0);
    expect(textbox(/^Name/).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

describe('the plan agreements settings page', () => {
  it('shares plan agreements with managers once saved', async () => {
    const { session, writes } = serve(ADMIN);
    await renderSettingsPage(
      <PlanAgreementsSettingsPage title="page.companySettings.planAgreements" params={{}} />,
      session,
    );
    const toggle = await screen.findByRole('switch', { name: 'Share plan agreements with managers' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);
    fireEvent.click(button('Save'));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      ifMatch: '"7"',
      body: { customization: { planAgreementsSharedWithManagers: true } },
    });
    await waitFor(() =>
      expect(
        (screen.getByRole('switch', { name: 'Share plan agreements with managers' }) as HTMLInputElement)
          .checked,
      ).toBe(true),
    );
    expect(within(document.body).getByText('Company settings saved.')).toBeTruthy();
  });
});
