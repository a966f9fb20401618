/** Where an API key stands: usable, revoked, or past its expiry. */
export type ApiKeyStatus = 'active' | 'revoked' | 'expired';

/**
 * Why a key was revoked: by its owner, with the account's suspension, or when the account stopped being a
 * reseller. A key revoked with the account stays revoked when the ban is lifted or the role given back.
 */
export type ApiKeyRevocationReason = 'owner' | 'account_banned' | 'role_changed';

/** An integration API key as `/api/admin/api-keys` lists it: never the key itself nor its hash. */
export interface ApiKey {
  id: string;
  name: string;
  /** The key's visible beginning (`vela_` and 8 characters), to tell keys apart. */
  prefix: string;
  status: ApiKeyStatus;
  /** ISO 8601 instants; null when the key does not expire, was never used, or is not revoked. */
  created_at: string;
  expires_at: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
  /** Null unless revoked. */
  revoked_reason: ApiKeyRevocationReason | null;
}

/** The answer to creating a key: the record and, this once, the key to give to the integration. */
export interface ApiKeyCreated extends ApiKey {
  secret: string;
}

/** `GET /api/integration/v1/devices/{deviceid}/slots`. */
export interface IntegrationSlots {
  deviceid: string;
  limit: number;
  used: number;
  free: number;
}

/** A reseller's playlist on a device, as the integration API shows it: never its password. */
export interface IntegrationPlaylistRecord {
  id: string;
  deviceid: string;
  playlistName: string;
  host: string;
  /** The whitelist code it was added with; null when it was added with a host. */
  host_code: number | null;
  username: string;
  hide_playlist_info: boolean;
  playlist_added_at: string;
}

/** One of the reseller's whitelist entries, as `GET /api/integration/v1/hosts` lists it. */
export interface IntegrationHost {
  host: string;
  backup_host: string | null;
  code: number;
}
