import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Permission } from '@accrue/access';
import {
  AppProviders,
  commonMessages,
  createAppState,
  messagesIn,
  type Session,
} from '@accrue/remote-runtime';
import { createAccrueClient } from '@accrue/sdk';
import { comparisonTone } from '@accrue/ui-kit/theme';
import { shellMessages } from '../../i18n/messages';
import CustomizationPage from './CustomizationPage';
import type { Company } from './customization';
import { CUSTOMIZATION } from './testing';

beforeAll(async () => {
  await messagesIn(shellMessages, commonMessages, 'en');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const companyWith = (featureFlags: Record<string, boolean>, customization = CUSTOMIZATION): Company =>
  ({
    id: 1,
    name: 'Acme',
    slug: 'acme',
    status: 'ACTIVE',
    featureFlags,
    statementFrequency: 'month',
    currency: 'EUR',
    symbols: ['EUR'],
    integrationsStatus: { slack: { status: 'off' } },
    customization,
    embedOrigins: [],
    hasForecastedPlans: true,
    version: 7,
  }) as unknown as Company;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Sent {
  method: string;
  path: string;
  ifMatch: string | null;
  body: unknown;
}

/**
 * The API behind a real SDK client, so what the page sends (method, path, If-Match, body) is what
 * the browser would. `answer` decides the PATCH's answer; `latest` what GET /companies answers.
 */
function serve(
  permissions: readonly Permission[],
  {
    company = companyWith({ FORECAST: true }),
    latest = () => company,
    answer = (sent: Sent) =>
      json({
        ...company,
        version: company.version + 1,
        customization: {
          ...company.customization,
          ...(sent.body as { customization: object }).customization,
        },
      }),
  }: { company?: Company; latest?: () => Company; answer?: (sent: Sent) => Response } = {},
) {
  const sent: Sent[] = [];
  const fetchImpl = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const call: Sent = {
      method: request.method,
      path: url.pathname.replace(/^\/api/, ''),
      ifMatch: request.headers.get('If-Match'),
      body: text ? JSON.parse(text) : undefined,
    };
    sent.push(call);
    if (call.method === 'GET' && call.path === '/companies') return json(latest());
    return answer(call);
  });
  const session = {
    api: createAccrueClient({
      baseUrl: 'https://accrue.test',
      token: 'tok',
      fetch: fetchImpl as typeof fetch,
    }),
    can: (permission: Permission) => permissions.includes(permission),
    me: { user: { firstName: 'Ada' } },
    subject: { role: 'ADMIN', userId: 3, featureFlags: {} },
    company,
  } as unknown as Session;
  const writes = () => sent.filter((s) => s.method !== 'GET');
  const reads = () => sent.filter((s) => s.method === 'GET' && s.path === '/companies').length;
  return { session, writes, reads };
}

const ADMIN: Permission[] = ['VIEW_CUSTOMIZATION', 'MODIFY_COMPANY_SETTINGS'];
const READ_ONLY_ADMIN: Permission[] = ['VIEW_CUSTOMIZATION'];

async function renderPage(session: Session) {
  const state = createAppState({ locale: 'en', persist: false });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    render(
      <AppProviders {...state} session={session} messages={shellMessages}>
        <QueryClientProvider client={client}>
          <CustomizationPage title="page.companySettings.customization" params={{}} />
        </QueryClientProvider>
      </AppProviders>,
    );
  });
  await screen.findByRole('textbox', { name: 'Payable name label' });
  // The kit's selects load on first use, and so does its switch, where the forecast group shows it
  // (the selects' light first render may arrive before it).
  await screen.findByRole('button', { name: /Period shown at login$/ });
  if (screen.queryByRole('group', { name: 'Forecasts' })) {
    await screen.findByRole('switch', { name: 'Show actual-forecast difference' });
  }
  return client;
}

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const precision = () => screen.getByRole('textbox', { name: /^Reports precision/ }) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const isDisabled = (element: HTMLElement) =>
  element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true';

/** Types a number and commits it, as leaving the field does. */
function typeNumber(input: HTMLInputElement, value: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter' });
  fireEvent.blur(input);
}

describe('the customization page', () => {
  it('shows the company’s customization, with the forecast colours and their previews', async () => {
    const { session } = serve(ADMIN);
    await renderPage(session);
    expect(screen.getByRole('heading', { name: 'Customization' })).toBeTruthy();
    expect(button('Current period Period shown at login')).toBeTruthy();
    expect(screen.getByText('Applies to Statements and Home.')).toBeTruthy();
    expect(textbox('Payable name label').value).toBe('Payable');
    expect(textbox('Forecast payable name label').value).toBe('');
    expect(textbox('Total commission label').value).toBe('Total variable pay');
    expect(precision().value).toBe('2');

    const forecasts = screen.getByRole('group', { name: 'Forecasts' });
    expect(within(forecasts).getByRole('switch', { name: 'Show actual-forecast difference' })).toHaveProperty(
      'checked',
      true,
    );
    expect(
      within(forecasts).getByRole('button', { name: 'Green Forecast below actual colour' }),
    ).toBeTruthy();
    expect(within(forecasts).getByRole('button', { name: 'Red Forecast above actual colour' })).toBeTruthy();
    // Each colour's preview: a sample difference in it, as the forecasts show it (shared kit classes).
    const below = within(forecasts).getByText('-€350.00');
    expect(below.dataset.tone).toBe('GREEN');
    expect(below.className).toContain(comparisonTone.GREEN);
    const above = within(forecasts).getByText('+€1,200.00');
    expect(above.dataset.tone).toBe('RED');
    expect(above.className).toContain(comparisonTone.RED);
    // Nothing changed yet: nothing to save or cancel.
    expect(isDisabled(button('Save'))).toBe(true);
    expect(isDisabled(button('Cancel'))).toBe(true);
  });

  it('leaves the forecast group out without the FORECAST feature', async () => {
    const { session } = serve(ADMIN, { company: companyWith({ FORECAST: false }) });
    await renderPage(session);
    expect(screen.queryByRole('group', { name: 'Forecasts' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Show actual-forecast difference' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Forecast below actual colour/ })).toBeNull();
  });

  it('shows the colours only while the difference is shown', async () => {
    const { session } = serve(ADMIN, {
      company: companyWith({ FORECAST: true }, { ...CUSTOMIZATION, forecastShowComparison: false }),
    });
    await renderPage(session);
    const forecasts = screen.getByRole('group', { name: 'Forecasts' });
    expect(within(forecasts).queryByRole('button', { name: /Forecast below actual colour/ })).toBeNull();
    expect(within(forecasts).queryByRole('button', { name: /Forecast above actual colour/ })).toBeNull();
    expect(within(forecasts).queryByText('-€350.00')).toBeNull();

    fireEvent.click(within(forecasts).getByRole('switch', { name: 'Show actual-forecast difference' }));
    expect(
      await within(forecasts).findByRole('button', { name: 'Green Forecast below actual colour' }),
    ).toBeTruthy();
    expect(within(forecasts).getByRole('button', { name: 'Red Forecast above actual colour' })).toBeTruthy();
  });

  it('saves only the fields changed, from the version loaded, and says so', async () => {
    const { session, writes } = serve(ADMIN);
    const client = await renderPage(session);
    fireEvent.change(textbox('Total commission label'), { target: { value: '  ' } });
    fireEvent.change(textbox('Forecast payable name label'), { target: { value: ' Forecast payable ' } });
    typeNumber(precision(), '4');
    await waitFor(() => expect(isDisabled(button('Save'))).toBe(false));
    fireEvent.click(button('Red Forecast above actual colour'));
    fireEvent.click(await screen.findByRole('option', { name: 'Purple' }));
    await waitFor(() => expect(screen.getByText('+€1,200.00').dataset.tone).toBe('PURPLE'));

    fireEvent.click(button('Save'));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      method: 'PATCH',
      path: '/companies',
      ifMatch: '"7"',
      body: {
        customization: {
          holdAndReleaseForecastPaymentDateLabel: 'Forecast payable',
          totalCommissionLabel: null,
          reportsPrecision: 4,
          forecastAboveActualColor: 'PURPLE',
        },
      },
    });
    expect(await screen.findByText('Customization saved.')).toBeTruthy();
    // What the other pages read (the forecasts' colours) is the saved company.
    const current = client.getQueryData<Company>(['companies', 'current']);
    expect(current?.version).toBe(8);
    expect(current?.customization.forecastAboveActualColor).toBe('PURPLE');
    // The form starts again from what was saved.
    await waitFor(() => expect(isDisabled(button('Save'))).toBe(true));
    expect(textbox('Total commission label').value).toBe('');
  });

  it('cancels the changes back to what is saved', async () => {
    const { session, writes } = serve(ADMIN);
    await renderPage(session);
    fireEvent.change(textbox('Payable name label'), { target: { value: 'Due' } });
    fireEvent.click(button('Cancel'));
    expect(textbox('Payable name label').value).toBe('Payable');
    expect(isDisabled(button('Save'))).toBe(true);
    expect(writes()).toEqual([]);
  });

  it('refuses a precision out of 0 to 10 on its field, sending nothing', async () => {
    const { session, writes } = serve(ADMIN);
    await renderPage(session);
    typeNumber(precision(), '11');
    expect(await screen.findByText('Reports precision must be a whole number from 0 to 10.')).toBeTruthy();
    expect(precision().getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(button('Save'));
    typeNumber(precision(), '');
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    fireEvent.click(button('Save'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(writes()).toEqual([]);
  });

  it('shows the API’s errors under their fields', async () => {
    const { session, writes } = serve(ADMIN, {
      answer: () =>
        json(
          {
            message: 'Invalid request',
            errors: [{ field: 'customization.totalCommissionLabel', message: 'Too long for a label.' }],
          },
          422,
        ),
    });
    await renderPage(session);
    fireEvent.change(textbox('Total commission label'), { target: { value: 'Commission' } });
    fireEvent.click(button('Save'));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(await screen.findByText('Too long for a label.')).toBeTruthy();
    expect(textbox('Total commission label').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Customization saved.')).toBeNull();
  });

  it('says when the company changed meanwhile, and shows the latest settings', async () => {
    const changed = companyWith(
      { FORECAST: true },
      { ...CUSTOMIZATION, holdAndReleasePaymentDateLabel: 'Due' },
    );
    let latest = companyWith({ FORECAST: true });
    const { session, writes } = serve(ADMIN, {
      latest: () => latest,
      answer: () => {
        latest = { ...changed, version: 9 };
        return json({ message: 'This record has been changed by someone else since you loaded it.' }, 409);
      },
    });
    await renderPage(session);
    fireEvent.change(textbox('Total commission label'), { target: { value: 'Commission' } });
    fireEvent.click(button('Save'));
    expect(await screen.findByText(/changed the company’s settings meanwhile/)).toBeTruthy();
    expect(writes()[0]!.ifMatch).toBe('"7"');
    // The latest settings are read again and the form starts from them.
    await waitFor(() => expect(textbox('Payable name label').value).toBe('Due'));
    expect(textbox('Total commission label').value).toBe('Total variable pay');
    expect(screen.queryByText('Customization saved.')).toBeNull();
  });

  it('shows a read-only admin the settings disabled, with no way to save', async () => {
    const { session } = serve(READ_ONLY_ADMIN);
    await renderPage(session);
    expect(screen.getByText('You can see these settings but not change them.')).toBeTruthy();
    expect(textbox('Payable name label').disabled).toBe(true);
    expect(precision().disabled).toBe(true);
    expect(isDisabled(screen.getByRole('switch', { name: 'Show actual-forecast difference' }))).toBe(true);
    expect(isDisabled(button('Current period Period shown at login'))).toBe(true);
    expect(isDisabled(button('Green Forecast below actual colour'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });
});
