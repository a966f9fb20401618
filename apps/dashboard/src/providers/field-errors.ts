/** The field of a react-admin form a refusal is about, and the key of the text shown under it. */
type FieldError = readonly [field: string, message: string];

const onField =
  (prefix: string) =>
  (fields: Record<string, string>): Record<string, FieldError> =>
    Object.fromEntries(Object.entries(fields).map(([code, field]) => [code, [field, `${prefix}${code}`]]));

/**
 * For each resource, or one operation on it (`devices/claim`), the API's codes that concern one field of its
 * form. A refusal with one of them carries
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
  'devices/claim': {
    ...onField('errors.dashboard.')({
      pairing_code_unknown: 'pairing_code',
      device_not_found: 'deviceid',
      device_key_invalid: 'device_key',
    }),
    ...onField('validation.')({
      pairing_code_invalid: 'pairing_code',
      serial_nr: 'deviceid',
      invalid_device_id: 'deviceid',
    }),
  },
  'users/lookup': {
    ...onField('errors.dashboard.')({ user_not_found: 'email' }),
    ...onField('validation.')({ email: 'email' }),
  },
  'api-keys': onField('validation.')({
    required: 'name',
    max_length: 'name',
    invalid_characters: 'name',
    expiry_in_past: 'expires_at',
    pattern: 'expires_at',
  }),
  activations: {
    ...onField('errors.dashboard.')({
      device_not_found: 'device_id',
      already_licensed: 'tier',
      insufficient_credits: 'tier',
    }),
    ...onField('validation.')({
      serial_nr: 'device_id',
      invalid_device_id: 'device_id',
      one_of: 'tier',
      max_length: 'note',
      invalid_characters: 'note',
    }),
  },
  'credit-movements': {
    ...onField('errors.dashboard.')({ insufficient_credits: 'credits' }),
    ...onField('validation.')({
      number: 'credits',
      min_value: 'credits',
      max_value: 'credits',
      one_of: 'direction',
      required: 'reason',
      max_length: 'reason',
      invalid_characters: 'reason',
    }),
  },
  'credits/settings': onField('validation.')({
    number: 'low_balance_threshold',
    min_value: 'low_balance_threshold',
    max_value: 'low_balance_threshold',
  }),
  webhooks: onField('validation.')({
    invalid_url: 'url',
    https_required: 'url',
    address_not_allowed: 'url',
    max_length: 'url',
    required: 'event_types',
    one_of: 'event_types',
  }),
};
