import { z } from 'zod';
import { formatDeviceIdInput } from './input/device-id-input.ts';
import { validationKeys } from './messages.ts';

/** Six pairs of upper-case hex digits joined by colons: the form in which a device id is stored and compared. */
export const canonicalDeviceId = /^[0-9A-F]{2}(?::[0-9A-F]{2}){5}$/;

/**
 * Every notation of a device id the API accepts: twelve hex digits in any case, with colons, dashes, dots or
 * white space anywhere around and between them (`AA:BB:CC:DD:EE:FF`, `aa-bb-cc-dd-ee-ff`, `aabbccddeeff`).
 * Written without flags, so that the API's description carries it as it is.
 */
export const deviceIdPattern = /^[\s:.-]*(?:[0-9A-Fa-f][\s:.-]*){12}$/;

/** Accepts any case and colons, dashes, dots, spaces or no separators; returns the canonical form or null. */
export function normaliseDeviceId(input: string): string | null {
  if (!deviceIdPattern.test(input)) return null;
  const canonical = formatDeviceIdInput(input);
  return canonicalDeviceId.test(canonical) ? canonical : null;
}

/**
 * What a search for a device id or a MAC address may match, however it was typed (`26f57d463278`,
 * `26-f5-7d`, `26:F5:7D:46:32:78`): its hex digits, upper case, the separators dropped as the device id field
 * drops them. Null when the search holds anything else, which cannot be part of an id: it matches nothing
 * rather than being dropped. An empty search is ''.
 */
export function identifierSearchDigits(search: string): string | null {
  const trimmed = search.trim();
  if (!/^[0-9A-Fa-f:.\-\s]*$/.test(trimmed)) return null;
  return trimmed.replace(/[^0-9A-Fa-f]/g, '').toUpperCase();
}

export const deviceIdSchema = z
  .string({ error: validationKeys.deviceIdRequired })
  .trim()
  .min(1, { error: validationKeys.deviceIdRequired })
  .max(64, { error: validationKeys.deviceIdInvalid })
  .regex(deviceIdPattern, { error: validationKeys.deviceIdInvalid })
  .meta({
    description:
      'A device id: twelve hex digits in either case, with colons, dashes, dots or spaces between them or none (`AA:BB:CC:DD:EE:FF`, the form answers give)',
    examples: ['AA:BB:CC:DD:EE:FF'],
  })
  // Twelve hex digits, as the pattern proved: pairs of them, upper case, joined by colons.
  .transform((value) => formatDeviceIdInput(value));

export type DeviceId = z.output<typeof deviceIdSchema>;
