import type { components } from './generated/openapi.ts';

type Schemas = components['schemas'];

/**
 * A reseller's client (`/api/admin/clients`): a device that holds at least one playlist on the reseller's
 * hosts. `id` is the canonical device id; `playlists` and `hosts` count only the reseller's playlists.
 */
export type AdminClient = Schemas['AdminClient'];

/** One of the reseller's playlists on a client's device, as the reseller sees it: never a password. */
export type ClientPlaylist = Schemas['ClientPlaylist'];

/** `GET /api/admin/clients/{id}`: the client with the reseller's playlists on it, and only those. */
export type AdminClientDetail = Schemas['AdminClientDetail'];

/**
 * Why a reseller's mass host update was refused (422): the old host is not their clients', the new one is not
 * on their whitelist, or it is but not verified (playlists move only to an address the reseller proved theirs).
 */
export type ClientsMassUpdateRefusal =
  | 'old_host_not_in_use'
  | 'new_host_not_whitelisted'
  | 'new_host_not_verified';
