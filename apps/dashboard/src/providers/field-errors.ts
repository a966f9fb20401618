import { HttpError } from 'react-admin';

/**
 * The fields a refusal is about, each with the key of its text (react-admin's server-side validation); a form
 * with its own save returns them so that react-admin puts each under its field.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const body: unknown = error.body;
  if (typeof body !== 'object' || body === null || !('errors' in body)) return undefined;
  const { errors } = body;
  if (typeof errors !== 'object' || errors === null) return undefined;
  const onFields = Object.entries(errors).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return onFields.length > 0 ? Object.fromEntries(onFields) : undefined;
}

/** The field of a react-admin form a refusal is about, and the key of the text shown under it. */
type FieldError = readonly [field: string, message: string];

const onField =
  (prefix: string) =>
  (fields: Record<string, string>): Record<string, FieldError> =>
    Object.fromEntries(Object.entries(fields).map(([code, field]) => [code, [field, `${prefix}${code}`]]));

/**
 * For each resource, the API's codes that concern one field of its form. A refusal with one of them carries
 * `errors: { [field]: key }`, which react-admin's forms show on that field (server-side validation).
 */
export const fieldErrors: Record<string, Record<string, FieldError>> = {
  whitelist: onField('hosts.errors.')({ host_taken: 'host', backup_host_taken: 'backup_host' }),
  playlists: {
    ...onField('errors.dashboard.')({ device_not_found: 'deviceid', slots_full: 'deviceid' }),
    ...onField('validation.')({
      serial_nr: 'deviceid',
      invalid_device_id: 'deviceid',
      playlist_name_req: 'playlistName',
      m3u_required: 'm3uUrl',
      invalid_m3u: 'm3uUrl',
      missing_m3u: 'm3uUrl',
      host_required: 'host',
      invalid_url: 'host',
      host_invalid: 'host',
      username_required: 'username',
      password_required: 'password',
    }),
  },
  news: onField('news-admin.errors.')({ slug_taken: 'slug' }),
  'api-keys': onField('validation.')({
    required: 'name',
    max_length: 'name',
    invalid_characters: 'name',
    expiry_in_past: 'expires_at',
    pattern: 'expires_at',
  }),
  webhooks: onField('validation.')({
    invalid_url: 'url',
    https_required: 'url',
    max_length: 'url',
    required: 'event_types',
    one_of: 'event_types',
  }),
};
