import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { CreditSummary } from '@vela/api-client';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, Notification, ResourceContextProvider, useTranslate } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../i18n/i18n-provider.ts';
import { TranslateContext } from '../i18n/translate.ts';
import { createDataProvider } from '../providers/data-provider.ts';
import { refusal, stubApi } from '../testing/api.ts';
import { authProviderFor } from '../testing/providers.ts';
import { ActivationCreate } from './activation-create.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The first render loads react-admin's and MUI's modules: slow on a busy machine.
const found = { timeout: 15_000 };

const summary: CreditSummary = {
  balance: 3,
  frozen: false,
  low_balance_threshold: null,
  business_name: null,
  prices: { basic: 1, premium: 2 },
  revoke_window_hours: 48,
};

/** The API: the reseller's summary, and an activation answered by `activate`. */
function api(activate: (body: unknown) => Response | object) {
  return stubApi({
    'GET /api/admin/credits': () => summary,
    'POST /api/admin/activations': activate,
  });
}

/** react-admin's translate shared with the components drawn on the sign-in screens too, as the app does. */
function ShareTranslate({ children }: { children: ReactNode }) {
  return <TranslateContext value={useTranslate()}>{children}</TranslateContext>;
}

const posts = (requests: ReturnType<typeof stubApi>) =>
  requests.filter(({ method, path }) => method === 'POST' && path === '/api/admin/activations');

async function renderForm() {
  render(
    <AdminContext
      dataProvider={createDataProvider()}
      authProvider={authProviderFor('reseller')}
      i18nProvider={await createI18nProvider('en')}
      store={memoryStore()}
    >
      <ShareTranslate>
        <ResourceContextProvider value="activations">
          <ActivationCreate />
        </ResourceContextProvider>
      </ShareTranslate>
      <Notification />
    </AdminContext>,
  );
  const device = await screen.findByRole('textbox', { name: /^Device/ }, found);
  const tiers = await screen.findByRole('radiogroup', {}, found);
  return { device, tiers, note: screen.getByRole('textbox', { name: /^Note/ }) };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Activate' }));

/** The text shown under a field: its helper text, which the input names as its description. */
function descriptionOf(input: HTMLElement): string {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('the activation form', () => {
  it("shows each tier's cost, and checks the device id and the note with the API's rules before sending", async () => {
    const requests = api(() => ({}));
    const { device, tiers, note } = await renderForm();
    expect(await within(tiers).findByText('Cost: 1 credit', {}, found)).toBeTruthy();
    expect(within(tiers).getByText('Cost: 2 credits')).toBeTruthy();
    expect(within(tiers).getByRole('radio', { name: /Basic \(lifetime\)/ })).toHaveProperty('checked', true);
    expect(device.getAttribute('dir')).toBe('ltr');

    submit();
    expect(await screen.findByText("Please enter the device's MAC address.", {}, found)).toBeTruthy();
    expect(device.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(device, { target: { value: '26:F5:7D' } });
    fireEvent.change(note, { target: { value: 'x'.repeat(501) } });
    submit();
    expect(
      await screen.findByText(/^Enter the MAC address as six pairs of the digits/, {}, found),
    ).toBeTruthy();
    expect(await screen.findByText('Please enter no more than 500 characters.', {}, found)).toBeTruthy();
    expect(posts(requests)).toEqual([]);
  }, 60_000);

  it('sends the device id in its stored form with the chosen tier and note, then says it is activated', async () => {
    const requests = api((body) => ({
      ...(body as object),
      id: '3f0c2b1a-54d6-4bd2-9a0c-8a1f0d3b2c42',
      credits: 2,
      status: 'active',
    }));
    const { device, tiers, note } = await renderForm();
    fireEvent.change(device, { target: { value: '26f5-7d46-3278' } });
    fireEvent.click(within(tiers).getByRole('radio', { name: /Premium \(1 year\)/ }));
    fireEvent.change(note, { target: { value: '  Shop order 7 ' } });
    submit();
    expect(await screen.findByText('The device is activated.', {}, found)).toBeTruthy();
    expect(posts(requests).map(({ body }) => body)).toEqual([
      { device_id: '26:F5:7D:46:32:78', tier: 'premium', note: 'Shop order 7' },
    ]);
  }, 60_000);

  it("puts the API's refusal on the field it concerns: too few credits on the tier, an unknown device on its id", async () => {
    let answer = refusal(409, 'insufficient_credits');
    api(() => answer);
    const { device, tiers } = await renderForm();
    fireEvent.change(device, { target: { value: '26:F5:7D:46:32:78' } });
    submit();
    const short = await screen.findByText('The balance holds too few credits for this.', {}, found);
    expect(short.closest('fieldset')?.contains(tiers)).toBe(true);
    expect(device.getAttribute('aria-invalid')).toBe('false');

    answer = refusal(404, 'device_not_found');
    submit();
    await vi.waitFor(() => expect(device.getAttribute('aria-invalid')).toBe('true'), found);
    expect(descriptionOf(device)).toBe('Device ID not found. Please enter an existing device ID.');
  }, 60_000);

  it('says above the form that frozen credits cannot be spent, not that the reseller lacks rights', async () => {
    api(() => refusal(403, 'credits_frozen'));
    const { device } = await renderForm();
    fireEvent.change(device, { target: { value: '26:F5:7D:46:32:78' } });
    submit();
    const alert = await screen.findByRole('alert', {}, found);
    expect(alert.textContent).toBe('Credits are frozen while the account is suspended.');
    expect(device.getAttribute('aria-invalid')).toBe('false');
  }, 60_000);
});
