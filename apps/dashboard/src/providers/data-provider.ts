import type { ErrorBody, MassHostUpdatePreview, MassHostUpdateResult, operations } from '@vela/api-client';
import simpleRestProvider from 'ra-data-simple-rest';
import { type DataProvider, fetchUtils, HttpError } from 'react-admin';
import { authMessages } from './auth-provider.ts';
import { readAttempts, retryDelayMs } from './outage.ts';

/** Where the dashboard's resources live, in ra-data-simple-rest's conventions (DESIGN section 4). */
export const adminApiUrl = '/api/admin';

/** Error codes whose text is in the `generic` block of the `errors` texts rather than the `dashboard` one. */
const genericCodes = new Set([
  'rate_limited',
  'payload_too_large',
  'invalid_request',
  'not_found',
  'server',
  'unavailable',
]);

/** The key react-admin translates for an error code the API sent. */
export function errorMessageKey(code: string): string {
  return genericCodes.has(code) ? `errors.generic.${code}` : `errors.dashboard.${code}`;
}

/** The stable key of every error answer of the API (`{error, code}`). */
export type ApiErrorCode = ErrorBody['code'];

/** The API's error code a refusal carried; undefined for a failure without one (the network, a bug). */
export function errorCode(error: unknown): ApiErrorCode | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const body: unknown = error.body;
  if (typeof body !== 'object' || body === null || !('code' in body)) return undefined;
  return typeof body.code === 'string' ? body.code : undefined;
}

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
const fieldErrors: Record<string, Record<string, FieldError>> = {
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

/**
 * A read is asked again, a second apart, while the API answers 503 (its database or Redis out of reach for a
 * moment); a write is not, since the person decides whether to send it again.
 */
async function fetchJsonRetryingReads(url: string, options: fetchUtils.Options) {
  const read = (options.method ?? 'GET').toUpperCase() === 'GET';
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetchUtils.fetchJson(url, { ...options, credentials: 'include' });
    } catch (error) {
      if (!read || !(error instanceof HttpError) || error.status !== 503 || attempt >= readAttempts)
        throw error;
      // react-admin's HttpError keeps the body, not the headers: the default wait.
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs(null)));
    }
  }
}

/** The resource a URL under `/api/admin/` names: its first segment. */
const resourceOf = (url: string) => url.slice(adminApiUrl.length + 1).split(/[/?]/, 1)[0] ?? '';

/**
 * Every call carries the session cookie. A refusal becomes an `HttpError` whose message is a translation key:
 * react-admin shows it translated, and the authProvider's `checkError` sees its status. A refusal about one
 * field of the resource's form also names it in `errors`.
 */
async function httpClient(url: string, options: fetchUtils.Options = {}) {
  try {
    return await fetchJsonRetryingReads(url, options);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const code = errorCode(error);
    const message =
      error.status === 403
        ? authMessages.notAuthorized
        : code
          ? errorMessageKey(code)
          : 'errors.dashboard.data_provider';
    const field = code ? fieldErrors[resourceOf(url)]?.[code] : undefined;
    // A refusal with a code has a JSON object for its body.
    const body: unknown = error.body;
    throw new HttpError(
      message,
      error.status,
      field && typeof body === 'object' ? { ...body, errors: { [field[0]]: field[1] } } : body,
    );
  }
}

type JsonOf<Answer> = Answer extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON body of an operation's success (200 or 201), as `/api/openapi.json` describes it. */
export type ApiAnswer<Id extends keyof operations> = operations[Id]['responses'] extends infer Answers
  ? 200 extends keyof Answers
    ? JsonOf<Answers[200]>
    : 201 extends keyof Answers
      ? JsonOf<Answers[201]>
      : never
  : never;

/** The JSON body an operation takes. */
export type ApiInput<Id extends keyof operations> = operations[Id] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/** The operations on the playlists that work the same on a reseller's clients. */
export type HostMoveScope = 'playlists' | 'clients';

/** The two hosts of a mass host update. */
type HostMove = Omit<ApiInput<'massUpdatePlaylistsHost'>, 'confirm'>;

/** The operations on an account that operators run from the account's page. */
export type UserOperation = 'ban' | 'unban' | 'sign-out' | 'reset-two-factor' | 'password-reset';

/** `year` and `month` (1 to 12) of the figures asked for. */
export interface StatsPeriod {
  year: number;
  month: number;
}

export function createDataProvider(apiUrl: string = adminApiUrl) {
  const base = simpleRestProvider(apiUrl, httpClient);
  const at = (...segments: string[]) => `${apiUrl}/${segments.map(encodeURIComponent).join('/')}`;
  const get = async <T>(url: string) => (await httpClient(url)).json as T;
  const send = async <T>(method: 'POST' | 'PATCH', url: string, body: unknown = {}) =>
    (await httpClient(url, { method, body: JSON.stringify(body) })).json as T;
  const upload = async <T>(url: string, file: File, type: string) =>
    (await httpClient(url, { method: 'POST', body: file, headers: new Headers({ 'content-type': type }) }))
      .json as T;
  const period = ({ year, month }: StatsPeriod) =>
    `?${new URLSearchParams({ year: `${year}`, month: `${month}` })}`;

  return {
    ...base,
    getStats: (asked: StatsPeriod) => get<ApiAnswer<'getStats'>>(`${at('stats')}${period(asked)}`),
    getOperatorStats: (asked: StatsPeriod) =>
      get<ApiAnswer<'getOperatorStats'>>(`${at('stats', 'operator')}${period(asked)}`),
    getResellerStats: () => get<ApiAnswer<'getResellerStats'>>(at('stats', 'reseller')),
    getCustomer: (id: string) => get<ApiAnswer<'getCustomer'>>(at('customers', id)),

    claimDevice: (body: ApiInput<'claimDevice'>) =>
      send<ApiAnswer<'claimDevice'>>('POST', at('devices', 'claim'), body),
    labelDevice: (id: string, body: ApiInput<'labelDevice'>) =>
      send<ApiAnswer<'labelDevice'>>('PATCH', at('devices', id), body),
    releaseDevice: (id: string) => send<ApiAnswer<'releaseDevice'>>('POST', at('devices', id, 'release')),
    changeDeviceLicence: (id: string, body: ApiInput<'changeDeviceLicence'>) =>
      send<ApiAnswer<'changeDeviceLicence'>>('POST', at('devices', id, 'licence'), body),
    transferDeviceLicence: (id: string, body: ApiInput<'transferDeviceLicence'>) =>
      send<ApiAnswer<'transferDeviceLicence'>>('POST', at('devices', id, 'transfer-licence'), body),
    listDeviceHistory: (id: string) => get<ApiAnswer<'listDeviceHistory'>>(at('devices', id, 'history')),
    listDevicePurchases: (id: string) =>
      get<ApiAnswer<'listDevicePurchases'>>(at('devices', id, 'purchases')),

    revealPlaylistPassword: (id: string) =>
      send<ApiAnswer<'revealPlaylistPassword'>>('POST', at('playlists', id, 'reveal-password')),
    listHostsInUse: (scope: HostMoveScope) => get<ApiAnswer<'listPlaylistHosts'>>(at(scope, 'hosts')),
    /** What moving every playlist within reach from one host to another would change. */
    previewHostMove: (scope: HostMoveScope, hosts: HostMove) =>
      send<MassHostUpdatePreview>('POST', at(scope, 'mass-update-host'), { ...hosts, confirm: false }),
    /** Moves every playlist within reach from one host to another. */
    moveHost: (scope: HostMoveScope, hosts: HostMove) =>
      send<MassHostUpdateResult>('POST', at(scope, 'mass-update-host'), { ...hosts, confirm: true }),
    listHostMoves: (scope: HostMoveScope) =>
      get<ApiAnswer<'listPlaylistHostMoves'>>(at(scope, 'mass-update-host', 'history')),
    undoHostMove: (scope: HostMoveScope, updateId: string) =>
      send<ApiAnswer<'undoMassUpdatePlaylistsHost'>>('POST', at(scope, 'mass-update-host', updateId, 'undo')),

    listTicketMessages: (id: string) => get<ApiAnswer<'listTicketMessages'>>(at('tickets', id, 'messages')),
    createTicketMessage: (id: string, body: ApiInput<'createTicketMessage'>) =>
      send<ApiAnswer<'createTicketMessage'>>('POST', at('tickets', id, 'messages'), body),
    listTicketNotes: (id: string) => get<ApiAnswer<'listTicketNotes'>>(at('tickets', id, 'notes')),
    createTicketNote: (id: string, body: ApiInput<'createTicketNote'>) =>
      send<ApiAnswer<'createTicketNote'>>('POST', at('tickets', id, 'notes'), body),
    /** The file itself is the body, its name in the query; its type comes from its bytes. */
    uploadTicketAttachment: (ticketId: string, messageId: string, file: File) =>
      upload<ApiAnswer<'createTicketAttachment'>>(
        `${at('tickets', ticketId, 'messages', messageId, 'attachments')}?${new URLSearchParams({ name: file.name })}`,
        file,
        'application/octet-stream',
      ),

    lookupUser: (email: string) =>
      get<ApiAnswer<'lookupUser'>>(`${at('users', 'lookup')}?${new URLSearchParams({ email })}`),
    /** `ban` takes the reason; the others nothing. Answers the account afterwards. */
    runUserOperation: (id: string, operation: UserOperation, body: ApiInput<'banUser'> | object = {}) =>
      send<ApiAnswer<'banUser'>>('POST', at('users', id, operation), body),

    regenerateWhitelistCode: (id: string) =>
      send<ApiAnswer<'regenerateWhitelistCode'>>('POST', at('whitelist', id, 'regenerate-code')),
    verifyWhitelistEntry: (id: string) =>
      send<ApiAnswer<'verifyWhitelistEntry'>>('POST', at('whitelist', id, 'verify')),
    /** Operators only: verify an entry by hand, or withdraw its verification, with the reason. */
    setWhitelistVerification: (
      id: string,
      operation: 'operator-verify' | 'withdraw-verification',
      body: ApiInput<'operatorVerifyWhitelistEntry'>,
    ) => send<ApiAnswer<'operatorVerifyWhitelistEntry'>>('POST', at('whitelist', id, operation), body),

    createApiKey: (body: ApiInput<'createApiKey'>) =>
      send<ApiAnswer<'createApiKey'>>('POST', at('api-keys'), body),
    revokeApiKey: (id: string) => send<ApiAnswer<'revokeApiKey'>>('POST', at('api-keys', id, 'revoke')),
    createWebhook: (body: ApiInput<'createWebhook'>) =>
      send<ApiAnswer<'createWebhook'>>('POST', at('webhooks'), body),
    sendWebhookTest: (id: string) => send<ApiAnswer<'sendWebhookTest'>>('POST', at('webhooks', id, 'test')),
    rotateWebhookSecret: (id: string) =>
      send<ApiAnswer<'rotateWebhookSecret'>>('POST', at('webhooks', id, 'rotate-secret')),
    resendWebhookDelivery: (id: string) =>
      send<ApiAnswer<'resendWebhookDelivery'>>('POST', at('webhook-deliveries', id, 'resend')),

    retryJob: (id: string) => send<ApiAnswer<'retryJob'>>('POST', at('jobs', id, 'retry')),
    createSubmissionReply: (id: string, body: ApiInput<'createSubmissionReply'>) =>
      send<ApiAnswer<'createSubmissionReply'>>('POST', at('submissions', id, 'replies'), body),
    moderateComments: (body: ApiInput<'moderateComments'>) =>
      send<ApiAnswer<'moderateComments'>>('POST', at('submissions', 'moderate'), body),
    /** The file itself is the body, with its type. */
    uploadNewsImage: (file: File) =>
      upload<ApiAnswer<'uploadNewsImage'>>(at('news', 'images'), file, file.type),
  } satisfies DataProvider;
}

/**
 * The dashboard's data: react-admin's standard methods on `/api/admin`, and the API's own operations (claim a
 * device, mass host update, stats, reveal a password, …) as typed methods beside them, each typed from
 * `/api/openapi.json` through `@vela/api-client`.
 */
export type AppDataProvider = ReturnType<typeof createDataProvider>;
