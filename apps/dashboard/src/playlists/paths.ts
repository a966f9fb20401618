import { dashboardBase } from '../providers/auth-client.ts';

/** The mass host update's screen, inside the layout (a custom route beside the resource's own). */
export const massUpdateRoute = '/playlists/mass-update';
export const massUpdatePath = `${dashboardBase}${massUpdateRoute}`;

/** The operators' mass host update over every customer. */
export const globalMassUpdateRoute = '/playlists/mass-update/all-customers';
export const globalMassUpdatePath = `${dashboardBase}${globalMassUpdateRoute}`;
