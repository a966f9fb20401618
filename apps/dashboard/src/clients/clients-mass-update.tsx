import { MassUpdatePage, type MassUpdateSettings } from '../playlists/mass-update-page.tsx';
import { whitelistPath } from './paths.ts';

/**
 * The customer's host move screen on a reseller's reach: their clients' playlists, to an address of one of
 * their verified whitelist entries (decisions 17 and 28), with the API's refusals shown on the field they
 * concern.
 */
const clientsMassUpdate: MassUpdateSettings = {
  scope: 'clients',
  texts: {
    title: 'clients.mass_update.title',
    intro: 'clients.mass_update.intro',
    noHosts: 'clients.mass_update.no_hosts',
    newHostHelp: 'clients.mass_update.new_host_help',
    confirmContent: 'clients.mass_update.confirm_content',
  },
  refusals: {
    old_host_not_in_use: { field: 'old_host', text: 'clients.errors.old_host_not_in_use' },
    new_host_not_whitelisted: {
      field: 'new_host',
      text: 'clients.errors.new_host_not_whitelisted',
      link: { to: whitelistPath, label: 'clients.empty.whitelist' },
    },
    new_host_not_verified: {
      field: 'new_host',
      text: 'clients.errors.new_host_not_verified',
      link: { to: whitelistPath, label: 'clients.empty.whitelist' },
    },
  },
};

export function ClientsMassUpdatePage() {
  return <MassUpdatePage settings={clientsMassUpdate} />;
}
