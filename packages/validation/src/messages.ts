/**
 * Stable keys of validation failures. Each is a key of the `validation` namespace of `@vela/locales`, so the
 * browser shows it translated and the API returns it as the `code` of its error answer.
 */
export const validationKeys = {
  required: 'required',
  deviceIdRequired: 'serial_nr',
  deviceIdInvalid: 'invalid_device_id',
  playlistNameRequired: 'playlist_name_req',
  m3uRequired: 'm3u_required',
  m3uInvalid: 'invalid_m3u',
  m3uMissingCredentials: 'missing_m3u',
  hostRequired: 'host_required',
  hostUrlInvalid: 'invalid_url',
  guideUrlInvalid: 'invalid_guide_url',
  usernameRequired: 'username_required',
  passwordRequired: 'password_required',
  hostCodeInvalid: 'host_code',
  hostCodeUnknown: 'invalid_code',
  hostCodeCheckFailed: 'error_msg',
  hostInvalid: 'host_invalid',
  email: 'email',
  minLength: 'min_length',
  maxLength: 'max_length',
  minValue: 'min_value',
  maxValue: 'max_value',
  number: 'number',
  oneOf: 'one_of',
  pattern: 'pattern',
  unique: 'unique',
  consentRequired: 'consent_required',
  agreementRequired: 'agreement_required',
  passwordsMismatch: 'passwords_mismatch',
  chatDelay: 'chat_delay',
  messageEmpty: 'message_empty',
  captchaRequired: 'captcha_required',
  invalidType: 'invalid_type',
  invalidCharacters: 'invalid_characters',
  listRange: 'list_range',
  deviceKeyRequired: 'device_key_required',
  pairingCodeInvalid: 'pairing_code_invalid',
  sameHost: 'same_host',
  expiryInPast: 'expiry_in_past',
  backupSameHost: 'backup_same_host',
  httpsRequired: 'https_required',
  addressNotAllowed: 'address_not_allowed',
  price: 'price',
  currency: 'currency',
  parentalPin: 'parental_pin',
  parentalProof: 'parental_proof',
} as const;

export type ValidationKey = (typeof validationKeys)[keyof typeof validationKeys];

/** A failure as a form shows it: the key of its text and the values its placeholders take. */
export interface ValidationMessage {
  key: ValidationKey;
  params?: Record<string, string | number>;
}
