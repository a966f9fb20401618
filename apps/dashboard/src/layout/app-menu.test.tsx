import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, Resource, ResourceDefinitionContextProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../i18n/i18n-provider.ts';
import type { Role } from '../providers/can-access.ts';
import { appResources } from '../resources.ts';
import { authProviderFor, dataProviderWith } from '../testing/providers.ts';
import { AppMenu } from './app-menu.tsx';

afterEach(cleanup);

// The first render loads react-admin's and MUI's modules: slow on a busy machine.
const found = { timeout: 15_000 };

// The resources as `app.tsx` registers them.
const definitions = Object.fromEntries(
  appResources.map((resource) => [resource.name, Resource.registerResource(resource)]),
);

/** Each item of the menu, top to bottom: its words, where it leads and its icon. */
function menuItems(): string[] {
  return screen.queryAllByRole('menuitem').map((item) => {
    const icon = item.querySelector('svg')?.getAttribute('data-testid');
    return `${item.textContent} | ${item.getAttribute('href')} | ${icon}`;
  });
}

/** Renders the menu as `role` sees it and waits until it shows `expected`. */
async function expectMenu(role: Role, expected: string[]) {
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <AdminContext
        basename="/dashboard"
        dataProvider={dataProviderWith()}
        authProvider={authProviderFor(role)}
        i18nProvider={await createI18nProvider('en')}
        store={memoryStore()}
      >
        <ResourceDefinitionContextProvider definitions={definitions}>
          <AppMenu />
        </ResourceDefinitionContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  await waitFor(() => expect(menuItems()).toEqual(expected), found);
}

const home = 'Home | /dashboard/ | DashboardIcon';
const account = 'Account | /dashboard/account | AccountCircleIcon';
const status = 'Service status | /dashboard/status | MonitorHeartIcon';

describe('the menu', () => {
  it('shows a customer their devices, playlists, host change and tickets between home and the account', async () => {
    await expectMenu('customer', [
      home,
      'My devices | /dashboard/devices | TvIcon',
      'Playlists | /dashboard/playlists | QueueMusicIcon',
      'Change a host | /dashboard/playlists/mass-update | SwapHorizIcon',
      'Tickets | /dashboard/tickets | SupportAgentIcon',
      account,
    ]);
  });

  it('adds the reseller screens: whitelist, clients, host health, API keys, webhooks, credits, activations and purchases of credits', async () => {
    await expectMenu('reseller', [
      home,
      'My devices | /dashboard/devices | TvIcon',
      'Playlists | /dashboard/playlists | QueueMusicIcon',
      'Change a host | /dashboard/playlists/mass-update | SwapHorizIcon',
      'Whitelist | /dashboard/whitelist | DnsIcon',
      'Clients | /dashboard/clients | PeopleIcon',
      'Host health | /dashboard/host-health | MonitorHeartOutlinedIcon',
      'Tickets | /dashboard/tickets | SupportAgentIcon',
      'API keys | /dashboard/api-keys | VpnKeyIcon',
      'Webhooks | /dashboard/webhooks | WebhookIcon',
      'Credits | /dashboard/credits | AccountBalanceIcon',
      'Activations | /dashboard/activations | AddTaskIcon',
      'Credit purchases | /dashboard/credit-orders | ShoppingBagIcon',
      account,
    ]);
  });

  it("shows an operator every account's devices, the host update over every customer and the operators' screens", async () => {
    await expectMenu('operator', [
      home,
      'All devices | /dashboard/devices | TvIcon',
      'Playlists | /dashboard/playlists | QueueMusicIcon',
      'Host update (all customers) | /dashboard/playlists/mass-update/all-customers | SwapHorizIcon',
      'Whitelist | /dashboard/whitelist | DnsIcon',
      'Clients | /dashboard/clients | PeopleIcon',
      'Host health | /dashboard/host-health | MonitorHeartOutlinedIcon',
      'Tickets | /dashboard/tickets | SupportAgentIcon',
      'API keys | /dashboard/api-keys | VpnKeyIcon',
      'Webhooks | /dashboard/webhooks | WebhookIcon',
      'Credits | /dashboard/credits | AccountBalanceIcon',
      'All activations | /dashboard/activations | AddTaskIcon',
      'Reseller credits | /dashboard/reseller-credits | AccountBalanceWalletIcon',
      'Credit packs | /dashboard/credit-packs | SellIcon',
      'Credit purchases | /dashboard/credit-orders | ShoppingBagIcon',
      'Users | /dashboard/users | ManageAccountsIcon',
      'News | /dashboard/news | NewspaperIcon',
      'Submissions | /dashboard/submissions | InboxIcon',
      'Comments | /dashboard/submissions?filter=%7B%22form%22%3A%22comment%22%7D | ForumIcon',
      'Newsletter | /dashboard/newsletter | MarkEmailReadIcon',
      'Canned replies | /dashboard/canned-replies | QuickreplyIcon',
      'Orders | /dashboard/orders | ReceiptLongIcon',
      'Audit log | /dashboard/audit | HistoryIcon',
      'Jobs | /dashboard/jobs | WorkHistoryIcon',
      account,
      status,
    ]);
  });
});
