import { z } from 'zod';
import { validationKeys as keys } from './messages.ts';

/** The fewest distinct failing clients that make a host's alert, whatever the reseller chooses. */
export const hostAlertMinimumFloor = 1;
/** The most a reseller may ask for: beyond it an alert would hardly ever come. */
export const hostAlertMinimumCeiling = 1000;

/** What a reseller who never chose gets: alerts on, from three failing clients. */
export const hostAlertDefaults = { enabled: true, min_failing_clients: 3 } as const;

/**
 * `PUT /api/account/host-alerts` and the account page's form: whether the reseller receives an e-mail when one
 * of their hosts starts failing (and when it recovers), and how many distinct clients must fail first.
 */
export const hostAlertSettingsSchema = z
  .object(
    {
      enabled: z.boolean({ error: keys.invalidType }),
      min_failing_clients: z
        .number({ error: keys.number })
        .int({ error: keys.number })
        .min(hostAlertMinimumFloor, { error: keys.minValue })
        .max(hostAlertMinimumCeiling, { error: keys.maxValue }),
    },
    { error: keys.invalidType },
  )
  .strict();

export type HostAlertSettings = z.infer<typeof hostAlertSettingsSchema>;
