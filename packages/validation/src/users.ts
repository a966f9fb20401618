import { z } from 'zod';
import { emailSchema, objectOf, requiredText } from './fields.ts';
import { validationKeys as keys } from './messages.ts';

/** The roles of DESIGN section 5; every account has exactly one. */
export const userRoles = ['customer', 'reseller', 'operator'] as const;
export type UserRoleName = (typeof userRoles)[number];

/** What an operator may change of an account in the users screen: its role (the whole record may be sent). */
export const userRoleChangeSchema = objectOf({
  role: z.enum(userRoles, { error: keys.oneOf }),
});

/** The longest reason of a ban, in characters; the dashboard caps its field at the same length. */
export const banReasonMaxLength = 500;

/** A ban needs its reason: it is kept with the account and in the audit log. */
export const banUserSchema = objectOf({
  reason: requiredText(banReasonMaxLength, keys.required, { multiline: true }),
});

/** Finding an account by its e-mail address. */
export const userLookupSchema = objectOf({ email: emailSchema });
