import { z } from 'zod';
import {
  currentPasswordSchema,
  emailSchema,
  newPasswordSchema,
  optionalText,
  requiredText,
  typeError,
} from './fields.ts';
import { fullNameMaxLength, fullNameSchema } from './forms.ts';
import { validationKeys as keys } from './messages.ts';

/**
 * The bodies the API accepts on the account endpoints it hands to better-auth (`/api/auth/*`). Each is strict:
 * a field the product does not send is refused, so no option of better-auth's (a callback URL, an image, a
 * field of the user record) can be reached around these rules.
 */
function strictObject<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object(shape, { error: typeError }).strict();
}

const flag = z.boolean({ error: keys.invalidType }).optional();

/** A language code as the browser sends it; the API stores an unknown one as English. */
const localeCode = z
  .string({ error: keys.invalidType })
  .max(10, { error: keys.maxLength })
  .regex(/^[A-Za-z-]*$/, { error: keys.pattern })
  .optional();

/**
 * Sign-up: e-mail, password (and its repetition, when the form sends it), the language, and a full name that
 * may stay empty (it is asked for on the account page) but otherwise follows the profile's rule.
 */
export const signUpRequestSchema = strictObject({
  email: emailSchema,
  password: newPasswordSchema,
  repeatPassword: z.string({ error: keys.invalidType }).optional(),
  name: optionalText(fullNameMaxLength),
  locale: localeCode,
})
  .refine((body) => body.repeatPassword === undefined || body.repeatPassword === body.password, {
    error: keys.passwordsMismatch,
    path: ['repeatPassword'],
  })
  .meta({ description: '`repeatPassword`, when sent, is the same as `password`.' });

export const signInRequestSchema = strictObject({
  email: emailSchema,
  password: currentPasswordSchema,
  rememberMe: flag,
});

/** Sending the confirmation link again. */
export const emailRequestSchema = strictObject({ email: emailSchema });

/** Asking for a password reset link; `redirectTo` is where the dashboard's reset page is. */
export const passwordResetRequestSchema = strictObject({
  email: emailSchema,
  redirectTo: z
    .string({ error: keys.invalidType })
    .regex(/^\/[\w/-]{0,200}$/, { error: keys.pattern })
    .optional(),
});

const token = requiredText(4096);

/** A new password set with the token of the e-mailed link. */
export const resetPasswordRequestSchema = strictObject({ token, newPassword: newPasswordSchema });

export const changePasswordRequestSchema = strictObject({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
  revokeOtherSessions: flag,
});

/** The profile fields better-auth keeps itself, with the rules of `PUT /api/account`. */
export const updateUserRequestSchema = strictObject({
  name: fullNameSchema.optional(),
  locale: localeCode,
});

/** One session, named by the hash its list gives. */
export const revokeSessionRequestSchema = strictObject({ token: requiredText(200) });

/** A request whose only input is the session itself. */
export const emptyRequestSchema = strictObject({});

/** Turning two-factor authentication on or off, or new recovery codes: the password again. */
export const passwordConfirmationSchema = strictObject({ password: currentPasswordSchema });

/** A code of the authenticator app or a recovery code. */
export const twoFactorCodeRequestSchema = strictObject({
  code: requiredText(64),
  trustDevice: flag,
});

/** `GET /api/auth/get-session`: the dashboard asks for the stored session, never a cached copy. */
export const sessionQuerySchema = strictObject({
  disableCookieCache: z.enum(['true', 'false'], { error: keys.oneOf }).optional(),
});

/** `GET /api/auth/verify-email`: the token of the confirmation link. */
export const verifyEmailQuerySchema = strictObject({ token });

/** A new e-mail address for the account, confirmed with the current password (`POST /api/account/email-change`). */
export const emailChangeRequestSchema = strictObject({ email: emailSchema, password: currentPasswordSchema });

/**
 * Deleting the account (`POST /api/account/deletion`): the current password, a code of the authenticator app
 * or a recovery code when two-factor authentication is on, and the account's e-mail address typed again as
 * the confirmation (the same in every language).
 */
export const accountDeletionRequestSchema = strictObject({
  password: currentPasswordSchema,
  code: optionalText(64),
  confirmation: requiredText(320),
});
