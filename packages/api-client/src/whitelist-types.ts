/**
 * A reseller's whitelist entry as `/api/admin/whitelist` lists and shows it. Dates are ISO 8601 instants.
 */
export interface WhitelistEntry {
  id: string;
  /** `scheme://hostname[:port]`, lower case. */
  host: string;
  /** A second address of the same form, used when `host` cannot be reached. */
  backup_host: string | null;
  /** Six digits, chosen by the server, that clients type in My List instead of the host. */
  code: number;
  /** How many playlists use the entry: added with its code, or playing from one of its addresses. */
  playlists: number;
  created_at: string;
  updated_at: string;
}

/** `POST` and `PUT /api/admin/whitelist`: the addresses; the code is never the client's to choose. */
export interface WhitelistEntryInput {
  host: string;
  backup_host?: string | null;
}

/** The error codes a whitelist write may answer besides the input rules: an address another entry uses. */
export type WhitelistConflictCode = 'host_taken' | 'backup_host_taken';
