import type { whitelistVerificationReasonSchema } from '@vela/validation';
import type { z } from 'zod';
import type { components, paths } from './generated/openapi.ts';

type Schemas = components['schemas'];

/**
 * A reseller's whitelist entry as `/api/admin/whitelist` lists and shows it. Dates are ISO 8601 instants.
 */
export type WhitelistEntry = Schemas['WhitelistEntry'];

/** How an entry was verified: its token fetched from every address (`http`), or by an operator's hand. */
export type WhitelistVerificationMethod = NonNullable<WhitelistEntry['verified_via']>;

/**
 * `POST` and `PUT /api/admin/whitelist`: the addresses (`whitelistRecordSchema` of `@vela/validation`); the
 * code is never the client's to choose.
 */
export type WhitelistEntryInput = NonNullable<
  paths['/admin/whitelist']['post']['requestBody']
>['content']['application/json'];

/** The error codes a whitelist write may answer besides the input rules: an address the owner already lists. */
export type WhitelistConflictCode = 'host_taken' | 'backup_host_taken';

/** 409 of a verification: another entry already has one of these addresses verified. */
export type WhitelistVerificationConflictCode = 'host_verified_elsewhere';

/** What the server found at one address of the entry. */
export type WhitelistAddressCheck = Schemas['WhitelistAddressCheck'];

/** Why one address did not prove the entry (`POST /api/admin/whitelist/{id}/verify`). */
export type WhitelistCheckFailureCode = NonNullable<WhitelistAddressCheck['code']>;

/**
 * 422 of a check that did not verify the entry: the first failing address's reason as `code`, and what was
 * found at each address. `verification_stale`: the entry changed while it was being checked.
 */
export type WhitelistCheckRefusal = Schemas['WhitelistCheckRefusal'];

/** `POST /api/admin/whitelist/{id}/operator-verify` and `.../withdraw-verification` (operators only). */
export type WhitelistVerificationReason = z.input<typeof whitelistVerificationReasonSchema>;
