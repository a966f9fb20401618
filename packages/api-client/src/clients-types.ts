import type { LicenceStateName } from './devices-types.ts';

/**
 * A reseller's client (`/api/admin/clients`): a device that holds at least one playlist on the reseller's
 * hosts. `id` is the canonical device id; `playlists` and `hosts` count only the reseller's playlists.
 */
export interface AdminClient {
  id: string;
  device_id: string;
  licence_state: LicenceStateName;
  /** When the trial ends; null with a lifetime licence. */
  license_expiry: string | null;
  last_seen: string | null;
  /** How many of the reseller's playlists the device holds. */
  playlists: number;
  /** The reseller's addresses those playlists use, in alphabetical order. */
  hosts: string[];
}

/** One of the reseller's playlists on a client's device, as the reseller sees it: never a password. */
export interface ClientPlaylist {
  id: string;
  playlistName: string;
  playlistFormat: 'm3u' | 'xtream';
  host: string;
  username: string;
  hide_playlist_info: boolean;
  playlist_added_at: string;
}

/** `GET /api/admin/clients/{id}`: the client with the reseller's playlists on it, and only those. */
export interface AdminClientDetail extends AdminClient {
  client_playlists: ClientPlaylist[];
}

/**
 * Why a reseller's mass host update was refused (422): the old host is not their clients', the new one is not
 * on their whitelist, or it is but not verified (playlists move only to an address the reseller proved theirs).
 */
export type ClientsMassUpdateRefusal =
  | 'old_host_not_in_use'
  | 'new_host_not_whitelisted'
  | 'new_host_not_verified';
