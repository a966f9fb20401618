import { type Locale, localeCodes } from '@vela/locales';
import { z } from 'zod';
import { deviceIdSchema, normaliseDeviceId } from './device-id.ts';
import { allowedCharacters, objectOf, optionalText } from './fields.ts';
import { hostSchema } from './host.ts';
import { validationKeys as keys } from './messages.ts';

/** The secret the TV app received when it registered: base64url, 43 characters for 256 bits. */
export const deviceKeySchema = z
  .string({ error: keys.required })
  .trim()
  .min(1, { error: keys.required })
  .max(128, { error: keys.maxLength })
  .regex(/^[A-Za-z0-9_-]+$/, { error: keys.pattern });

const detail = optionalText(200);

/**
 * The MAC address a device reports, in any notation a person or a TV writes it (any case; colons, dashes, dots,
 * spaces or none): kept in the canonical form `AA:BB:CC:DD:EE:FF`, like device ids, or refused.
 */
export const macAddressSchema = optionalText(64)
  .transform((value, context) => {
    if (value === undefined) return undefined;
    const canonical = normaliseDeviceId(value);
    if (canonical === null) {
      context.addIssue({ code: 'custom', message: keys.deviceIdInvalid });
      return z.NEVER;
    }
    return canonical;
  })
  .meta({
    // A device id's notations, spaces the only white space between the digits (a field of one line), or nothing.
    pattern: '^\\s*(?:[ :.-]*(?:[0-9A-Fa-f][ :.-]*){12})?\\s*$',
    description: 'The hardware MAC address, in any notation of a device id (kept as `AA:BB:CC:DD:EE:FF`)',
  });

/**
 * What the TV app tells about itself when it registers. The first time it sends no id (the server picks
 * one); later it sends its id and key to update what it reports. An id without its key is refused.
 */
export const deviceRegistrationSchema = objectOf({
  deviceid: deviceIdSchema.optional(),
  device_key: deviceKeySchema.optional(),
  device_brand: detail,
  os: detail,
  device_info: optionalText(1000),
  api_version: detail,
  app_name: detail,
  app_version: detail,
  mac_address: macAddressSchema,
  firmware: detail,
  hdmi: detail,
  n_type: detail,
  screensize: detail,
  app_id: detail,
  player_id: detail,
})
  .refine(
    (registration) => (registration.deviceid === undefined) === (registration.device_key === undefined),
    {
      error: keys.deviceKeyRequired,
      path: ['device_key'],
    },
  )
  .meta({
    description: 'A new device sends neither `deviceid` nor `device_key`; a registered one sends both.',
    oneOf: [{ required: ['deviceid', 'device_key'] }, { properties: { deviceid: false, device_key: false } }],
  });

export type DeviceRegistration = z.output<typeof deviceRegistrationSchema>;
/** What the TV app sends to register (every field optional). */
export type DeviceRegistrationInput = z.input<typeof deviceRegistrationSchema>;

export const deviceCredentialsSchema = objectOf({ deviceid: deviceIdSchema, device_key: deviceKeySchema });

/** `POST /api/app/pairing-code`: the TV asks for a short code that claims it into a dashboard account. */
export const pairingCodeRequestSchema = deviceCredentialsSchema;

/** Eight characters without look-alikes (no 0/O, 1/I/L, 5/S, 2/Z, 8/B). */
export const pairingCodeAlphabet = '34679ACDEFGHJKMNPQRTUVWXY';
export const pairingCodeLength = 8;

/** A pairing code as a person types it: any case, spaces and dashes ignored. */
export const pairingCodeSchema = z
  .string({ error: keys.required })
  .trim()
  .refine(...allowedCharacters())
  .min(1, { error: keys.required })
  .max(32, { error: keys.pairingCodeInvalid })
  .transform((value) => value.toUpperCase().replace(/[\s-]/g, ''))
  .refine(
    (value) =>
      value.length === pairingCodeLength &&
      [...value].every((character) => pairingCodeAlphabet.includes(character)),
    { error: keys.pairingCodeInvalid },
  )
  .meta({
    // Eight characters of the alphabet in either case, with spaces or dashes anywhere between them.
    pattern: `^\\s*(?:[ -]*[${pairingCodeAlphabet}${pairingCodeAlphabet.replace(/[^A-Z]/g, '').toLowerCase()}]){${pairingCodeLength}}[ -]*\\s*$`,
    description: `The code the TV shows: ${pairingCodeLength} characters of \`${pairingCodeAlphabet}\`, in either case; spaces and dashes are ignored`,
  });

export const canPlaySchema = objectOf({
  deviceid: deviceIdSchema,
  device_key: deviceKeySchema,
  host: hostSchema,
});

/** `POST /api/checkdeviceid`: `{query:{deviceid}}`. */
export const deviceLookupSchema = objectOf({ query: objectOf({ deviceid: deviceIdSchema }) });

/** What a device has and would get from each plan: the device it is about. */
export const orderRequestSchema = objectOf({ deviceid: deviceIdSchema });

/** The language of the page a purchase is made on: its receipt is written in it. */
export const purchaseLocaleSchema = z
  .enum(localeCodes as [Locale, ...Locale[]], { error: keys.invalidType })
  .optional()
  .meta({ description: 'The language of the page the purchase is made on: its receipt is written in it' });

/** Starting a Basic purchase: the device it is for, and the page's language. The amount is the server's. */
export const basicOrderRequestSchema = objectOf({ deviceid: deviceIdSchema, locale: purchaseLocaleSchema });

/** Confirming a Premium subscription approved in PayPal's window. */
export const subscriptionConfirmationSchema = objectOf({
  deviceid: deviceIdSchema,
  locale: purchaseLocaleSchema,
  subscriptionId: z
    .string({ error: keys.required })
    .trim()
    .min(1, { error: keys.required })
    .max(64, { error: keys.maxLength })
    .regex(/^[A-Za-z0-9-]+$/, { error: keys.pattern }),
});

/** A provider's order id in a URL path. */
export const providerOrderIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9-]+$/, { error: keys.pattern });

/** Claiming a device into a dashboard account with the code the TV shows. */
export const claimByCodeSchema = objectOf({ pairing_code: pairingCodeSchema });

/** Claiming a device with its id and the key the TV app received when it registered. */
export const claimByKeySchema = deviceCredentialsSchema;

/**
 * `POST /api/admin/devices/claim`: a pairing code, or a device id with its key. Without a code, both the id and
 * the key are needed, and the failure names the one that is missing.
 */
export const deviceClaimSchema = objectOf({
  pairing_code: pairingCodeSchema.optional(),
  deviceid: deviceIdSchema.optional(),
  device_key: deviceKeySchema.optional(),
})
  .superRefine((claim, context) => {
    if (claim.pairing_code !== undefined) return;
    if (claim.deviceid === undefined && claim.device_key === undefined) {
      context.addIssue({ code: 'custom', message: keys.required, path: ['pairing_code'] });
      return;
    }
    if (claim.deviceid === undefined) {
      context.addIssue({ code: 'custom', message: keys.deviceIdRequired, path: ['deviceid'] });
    }
    if (claim.device_key === undefined) {
      context.addIssue({ code: 'custom', message: keys.required, path: ['device_key'] });
    }
  })
  .meta({
    description: 'Either the `pairing_code` the TV shows, or its `deviceid` with its `device_key`.',
    oneOf: [
      { required: ['pairing_code'] },
      { required: ['deviceid', 'device_key'], properties: { pairing_code: false } },
    ],
  });

export type DeviceClaim = z.output<typeof deviceClaimSchema>;

/** `POST /api/admin/devices/{id}/transfer-licence`: the owner's other device that receives the licence. */
export const licenceTransferSchema = objectOf({ to_deviceid: deviceIdSchema });

/** What an owner may change on a device: only whether My List may add playlists to it. */
export const deviceUpdateSchema = z.looseObject({
  upload_protected: z.boolean({ error: keys.invalidType }),
});
