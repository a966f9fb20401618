import type { ErrorBody } from './types.ts';

/** How an entry was verified: its token fetched from every address (`http`), or by an operator's hand. */
export type WhitelistVerificationMethod = 'http' | 'dns' | 'operator';

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
  /**
   * How many playlists the entry stands for: added with its code, or playing from one of its addresses and
   * reached by its owner (any once it is verified; before that only what the owner's code or key added).
   */
  playlists: number;
  /** The reseller who keeps it; operators see every reseller's entries. */
  owner_id: string;
  owner_email: string | null;
  /** What every address must serve, alone, at its `verification_urls` entry to verify the entry. */
  verification_token: string;
  /** `{address}/.well-known/vela-player-verification.txt` for the host and the backup host. */
  verification_urls: string[];
  /** When the addresses were proven to be the owner's; null while the entry is not verified. */
  verified_at: string | null;
  verified_via: WhitelistVerificationMethod | null;
  created_at: string;
  updated_at: string;
}

/** `POST` and `PUT /api/admin/whitelist`: the addresses; the code is never the client's to choose. */
export interface WhitelistEntryInput {
  host: string;
  backup_host?: string | null;
}

/** The error codes a whitelist write may answer besides the input rules: an address the owner already lists. */
export type WhitelistConflictCode = 'host_taken' | 'backup_host_taken';

/** 409 of a verification: another entry already has one of these addresses verified. */
export type WhitelistVerificationConflictCode = 'host_verified_elsewhere';

/** Why one address did not prove the entry (`POST /api/admin/whitelist/{id}/verify`). */
export type WhitelistCheckFailureCode =
  | 'verification_unreachable'
  | 'verification_timed_out'
  | 'verification_token_not_found'
  | 'verification_redirected'
  | 'verification_address_not_allowed';

/** What the server found at one address of the entry. */
export interface WhitelistAddressCheck {
  address: string;
  url: string;
  ok: boolean;
  /** Why not, when not: a key of the `hosts` texts' `errors`, with the API's English text. */
  code: WhitelistCheckFailureCode | null;
  error: string | null;
  /** A technical hint: the HTTP status, the redirect's target, the refused address or a system error code. */
  detail: string | null;
}

/**
 * 422 of a check that did not verify the entry: the first failing address's reason as `code`, and what was
 * found at each address. `verification_stale`: the entry changed while it was being checked.
 */
export interface WhitelistCheckRefusal extends ErrorBody {
  code: WhitelistCheckFailureCode | 'verification_stale';
  checks: WhitelistAddressCheck[];
}

/** `POST /api/admin/whitelist/{id}/operator-verify` and `.../withdraw-verification` (operators only). */
export interface WhitelistVerificationReason {
  reason: string;
}
