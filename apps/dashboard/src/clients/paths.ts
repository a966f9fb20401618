import { dashboardBase } from '../providers/auth-client.ts';

/** The host move of a reseller's clients, inside the layout (a custom route beside the resource's own). */
export const clientsMassUpdateRoute = '/clients/mass-update';
export const clientsMassUpdatePath = `${dashboardBase}${clientsMassUpdateRoute}`;

/** The reseller's whitelist, where their hosts and codes are: what makes a device their client. */
export const whitelistPath = `${dashboardBase}/whitelist`;
