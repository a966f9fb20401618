import { z } from 'zod';
import { objectOf, requiredText } from './fields.ts';
import { validationKeys as keys } from './messages.ts';

/** What an operator may do to a device's licence: grant Basic, grant or extend Premium, revoke. */
export const operatorLicenceActions = ['grant_basic', 'grant_premium', 'revoke'] as const;
export type OperatorLicenceAction = (typeof operatorLicenceActions)[number];

/** The longest reason of an operator's licence change, in characters; the dashboard caps its field alike. */
export const licenceReasonMaxLength = 500;

/**
 * `POST /api/admin/devices/{id}/licence`: every change an operator makes to a licence says why; the reason
 * is kept with the change in the device's history and in the audit log.
 */
export const operatorLicenceChangeSchema = objectOf({
  action: z.enum(operatorLicenceActions, { error: keys.oneOf }),
  reason: requiredText(licenceReasonMaxLength, keys.required, { multiline: true }),
});
export type OperatorLicenceChange = z.output<typeof operatorLicenceChangeSchema>;
