import { z } from 'zod';
import { objectOf, requiredText } from './fields.ts';
import { hostPattern, hostSchema } from './host.ts';
import { validationKeys as keys } from './messages.ts';

/** A backup address is optional: an empty field, `null` or nothing at all means none. */
const backupHost = z
  .preprocess(
    (value) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value),
    hostSchema.nullable(),
  )
  .meta({
    pattern: `${hostPattern}|^\\s*$`,
    minLength: 0,
    description: 'A second host of the same form as `host`; empty, null or left out for none',
  });

/**
 * A reseller's whitelist entry as the dashboard's form and `POST`/`PUT /api/admin/whitelist` take it: a host
 * and an optional backup host, both following the host rule (protocol, host name and optional port only),
 * the backup different from the host. Fields the record has but the form does not edit (`id`, `code`,
 * `playlists`, the dates) are ignored: the code is the server's to choose.
 */
export const whitelistRecordSchema = objectOf({ host: hostSchema, backup_host: backupHost })
  .refine((entry) => entry.backup_host === null || entry.backup_host !== entry.host, {
    error: keys.backupSameHost,
    path: ['backup_host'],
  })
  .meta({
    description:
      '`backup_host`, when given, is another host than `host` once both are normalised; empty or null is none.',
  });

export type WhitelistRecordValues = z.output<typeof whitelistRecordSchema>;

/** The longest reason an operator gives for verifying an entry by hand or withdrawing its verification. */
export const whitelistVerificationReasonMaxLength = 500;

/**
 * `POST /api/admin/whitelist/{id}/operator-verify` and `.../withdraw-verification`: an operator who vouches
 * for a reseller's addresses, or takes that back, says why; the reason is kept in the audit log.
 */
export const whitelistVerificationReasonSchema = objectOf({
  reason: requiredText(whitelistVerificationReasonMaxLength, keys.required, { multiline: true }),
});
export type WhitelistVerificationReasonValues = z.output<typeof whitelistVerificationReasonSchema>;
