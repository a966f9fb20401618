import { fillPlaceholders } from '@vela/locales';
import errors from '@vela/locales/en/errors.json';
import validation from '@vela/locales/en/validation.json';
import type { ValidationMessage } from '@vela/validation';

/** The English text of a validation key, for the `error` of an API answer (the `code` is the key itself). */
export function validationText({ key, params }: ValidationMessage): string {
  return fillPlaceholders(validation[key], params ?? {});
}

export const errorTexts = {
  malformedJson: 'The request body is not valid JSON.',
  unsupportedMediaType: errors.generic.unsupported_media_type,
  invalidRequest: errors.generic.invalid_request,
  payloadTooLarge: errors.generic.payload_too_large,
  rateLimited: errors.generic.rate_limited,
  notFound: errors.generic.not_found,
  server: errors.generic.server,
  unavailable: errors.generic.unavailable,
  deviceNotFound: errors.playlist.device_not_found,
  slotsFull: errors.playlist.slots_full,
  uploadProtected: errors.playlist.upload_protected,
  hostCodeUnknown: validation.invalid_code,
  hostCodeSuspended: errors.playlist.host_code_suspended,
  deviceKeyInvalid: 'The device key does not match this device.',
  playlistNotFound: 'This device has no such playlist.',
} as const;
