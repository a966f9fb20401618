import { z } from 'zod';

/** The reminders a person may turn off, one by one; receipts and security e-mail always go. */
export const reminderKinds = ['trial_ending', 'premium_ending', 'privacy_ended'] as const;
export type ReminderKindName = (typeof reminderKinds)[number];

/** The account's reminder preferences: each kind on (`true`) or off. */
export const mailPreferencesSchema = z
  .object({
    trial_ending: z.boolean(),
    premium_ending: z.boolean(),
    privacy_ended: z.boolean(),
  })
  .strict();

export type MailPreferences = z.infer<typeof mailPreferencesSchema>;

/** A one-click unsubscribe token: account id, kind and signature, as the e-mail's link carries it. */
export const unsubscribeTokenSchema = z
  .string()
  .max(200)
  .regex(/^[0-9a-f-]{36}\.(trial_ending|premium_ending|privacy_ended)\.[A-Za-z0-9_-]{43}$/);
