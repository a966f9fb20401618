import { z } from 'zod';
import { formatDeviceIdInput } from './input/device-id-input.ts';
import { validationKeys } from './messages.ts';

/** Six pairs of upper-case hex digits joined by colons: the form in which a device id is stored and compared. */
export const canonicalDeviceId = /^[0-9A-F]{2}(?::[0-9A-F]{2}){5}$/;

/** Accepts any case and colons, dashes, dots, spaces or no separators; returns the canonical form or null. */
export function normaliseDeviceId(input: string): string | null {
  const trimmed = input.trim();
  if (!/^[0-9A-Fa-f:.\-\s]*$/.test(trimmed)) return null;
  if (trimmed.replace(/[^0-9A-Fa-f]/g, '').length !== 12) return null;
  const canonical = formatDeviceIdInput(trimmed);
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
  .transform((value, context) => {
    const canonical = normaliseDeviceId(value);
    if (canonical === null) {
      context.addIssue({ code: 'custom', message: validationKeys.deviceIdInvalid });
      return z.NEVER;
    }
    return canonical;
  });

export type DeviceId = z.output<typeof deviceIdSchema>;
