import { z } from 'zod';
import { deviceCredentialsSchema } from './device-app.ts';
import { currentPasswordSchema, objectOf } from './fields.ts';
import { validationKeys as keys } from './messages.ts';

export const parentalPinMinLength = 4;
export const parentalPinMaxLength = 8;

/** The digits of a parental PIN, as a JSON Schema (ECMA-262) pattern: ASCII only, never another script's digits. */
export const parentalPinPattern = new RegExp(`^[0-9]{${parentalPinMinLength},${parentalPinMaxLength}}$`);

/**
 * A TV's parental PIN: 4 to 8 ASCII digits, taken exactly as typed (no trimming: a space is not a digit). The
 * API keeps only a slow hash of it and never answers it back.
 */
export const parentalPinSchema = z
  .string({ error: keys.parentalPin })
  .regex(parentalPinPattern, { error: keys.parentalPin })
  .meta({ description: `${parentalPinMinLength} to ${parentalPinMaxLength} digits 0–9` });

/** The account's password, as the owner proves themselves where the PIN is not known. */
const accountPassword = currentPasswordSchema.optional();

/**
 * `PUT /api/admin/devices/{id}/parental-pin`: the new PIN. Changing a PIN that is set needs the current one
 * (`current_pin`) or the account's password (`password`); setting the first needs neither.
 */
export const parentalPinChangeSchema = objectOf({
  pin: parentalPinSchema,
  current_pin: parentalPinSchema.optional(),
  password: accountPassword,
});

/** `DELETE /api/admin/devices/{id}/parental-pin`: clearing the PIN needs the account's password. */
export const parentalPinClearSchema = objectOf({ password: currentPasswordSchema });

/**
 * `POST /api/admin/devices/{id}/parental-unlock`: the TV's PIN or the account's password, one of them, which
 * unlocks the device's locked playlists for the signed-in session a short while.
 */
export const parentalUnlockSchema = objectOf({
  pin: parentalPinSchema.optional(),
  password: accountPassword,
})
  .refine((body) => (body.pin === undefined) !== (body.password === undefined), {
    error: keys.parentalProof,
    path: ['pin'],
  })
  .meta({
    description: 'Either `pin` or `password`, not both.',
    oneOf: [{ required: ['pin'] }, { required: ['password'] }],
  });

/** `PUT /api/admin/playlists/{id}/lock`: the owner locks or unlocks one playlist of their TV. */
export const playlistLockSchema = z.object({ locked: z.boolean() });

/** `POST /api/app/parental/verify`: the TV checks a PIN typed on it, with its id and key. */
export const parentalVerifySchema = deviceCredentialsSchema.extend({ pin: parentalPinSchema });

export type ParentalPinChange = z.output<typeof parentalPinChangeSchema>;
export type ParentalUnlock = z.output<typeof parentalUnlockSchema>;
