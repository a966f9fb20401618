import type { MassHostUpdatePreview, MassHostUpdateResult, operations } from '@vela/api-client';
import type { fetchUtils } from 'react-admin';

/** The data provider's HTTP client: the session cookie, reads asked again in an outage, refusals as `HttpError`. */
type HttpClient = (url: string, options?: fetchUtils.Options) => Promise<{ json: unknown }>;

type JsonOf<Answer> = Answer extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON body of an operation's success (200 or 201), as `/api/openapi.json` describes it. */
type ApiAnswer<Id extends keyof operations> = operations[Id]['responses'] extends infer Answers
  ? 200 extends keyof Answers
    ? JsonOf<Answers[200]>
    : 201 extends keyof Answers
      ? JsonOf<Answers[201]>
      : never
  : never;

/** The JSON body an operation takes. */
type ApiInput<Id extends keyof operations> = operations[Id] extends {
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
interface StatsPeriod {
  year: number;
  month: number;
}

/**
 * The API's own operations (claim a device, mass host update, stats, reveal a password, …), each typed from
 * `/api/openapi.json` through `@vela/api-client`. The data provider loads them with the first screen that
 * calls one, so that the sign-in screen does not download them.
 */
export function createAdminOperations(apiUrl: string, httpClient: HttpClient) {
  const at = (...segments: string[]) => `${apiUrl}/${segments.map(encodeURIComponent).join('/')}`;
  const get = async <T>(url: string) => (await httpClient(url)).json as T;
  const send = async <T>(method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body: unknown = {}) =>
    (await httpClient(url, { method, body: JSON.stringify(body) })).json as T;
  const upload = async <T>(url: string, file: File, type: string) =>
    (await httpClient(url, { method: 'POST', body: file, headers: new Headers({ 'content-type': type }) }))
      .json as T;
  const period = ({ year, month }: StatsPeriod) =>
    `?${new URLSearchParams({ year: `${year}`, month: `${month}` })}`;

  return {
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
    setParentalPin: (id: string, body: ApiInput<'setParentalPin'>) =>
      send<ApiAnswer<'setParentalPin'>>('PUT', at('devices', id, 'parental-pin'), body),
    clearParentalPin: (id: string, body: ApiInput<'clearParentalPin'>) =>
      send<ApiAnswer<'clearParentalPin'>>('DELETE', at('devices', id, 'parental-pin'), body),
    /** Opens the device's locked playlists to this browser's session for ten minutes. */
    unlockParentalControl: (id: string, body: ApiInput<'unlockParentalControl'>) =>
      send<ApiAnswer<'unlockParentalControl'>>('POST', at('devices', id, 'parental-unlock'), body),
    listDeviceHistory: (id: string) => get<ApiAnswer<'listDeviceHistory'>>(at('devices', id, 'history')),
    listDevicePurchases: (id: string) =>
      get<ApiAnswer<'listDevicePurchases'>>(at('devices', id, 'purchases')),

    revealPlaylistPassword: (id: string) =>
      send<ApiAnswer<'revealPlaylistPassword'>>('POST', at('playlists', id, 'reveal-password')),
    setPlaylistLock: (id: string, body: ApiInput<'setPlaylistLock'>) =>
      send<ApiAnswer<'setPlaylistLock'>>('PUT', at('playlists', id, 'lock'), body),
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

    /** The caller's balance, whether it may spend, its low-balance setting, the prices and the grace period. */
    getCreditSummary: () => get<ApiAnswer<'getCreditSummary'>>(at('credits')),
    updateCreditSettings: (body: ApiInput<'updateCreditSettings'>) =>
      send<ApiAnswer<'updateCreditSettings'>>('PUT', at('credits', 'settings'), body),
    getActivationPrices: () => get<ApiAnswer<'getActivationPrices'>>(at('activation-prices')),
    setActivationPrices: (body: ApiInput<'setActivationPrices'>) =>
      send<ApiAnswer<'setActivationPrices'>>('PUT', at('activation-prices'), body),
    /** The reseller undoes its own activation within the grace period: its credits come back. */
    revokeActivation: (id: string) =>
      send<ApiAnswer<'revokeActivation'>>('POST', at('activations', id, 'revoke')),
    /** Operators only: undo an activation at any time, with the reason the reseller reads. */
    reverseActivation: (id: string, body: ApiInput<'reverseActivation'>) =>
      send<ApiAnswer<'reverseActivation'>>('POST', at('activations', id, 'reverse'), body),

    /** A reseller starts the purchase of a pack with the payment provider: answers the provider's order id. */
    createCreditOrder: (body: ApiInput<'createCreditOrder'>) =>
      send<ApiAnswer<'createCreditOrder'>>('POST', at('credit-orders'), body),
    /** Takes the payment of an approved purchase and adds its credits: the purchase and the balance it left. */
    captureCreditOrder: (orderId: string) =>
      send<ApiAnswer<'captureCreditOrder'>>('POST', at('credit-orders', orderId, 'capture')),

    retryJob: (id: string) => send<ApiAnswer<'retryJob'>>('POST', at('jobs', id, 'retry')),
    createSubmissionReply: (id: string, body: ApiInput<'createSubmissionReply'>) =>
      send<ApiAnswer<'createSubmissionReply'>>('POST', at('submissions', id, 'replies'), body),
    moderateComments: (body: ApiInput<'moderateComments'>) =>
      send<ApiAnswer<'moderateComments'>>('POST', at('submissions', 'moderate'), body),
    /** The file itself is the body, with its type. */
    uploadNewsImage: (file: File) =>
      upload<ApiAnswer<'uploadNewsImage'>>(at('news', 'images'), file, file.type),
  };
}

export type AdminOperations = ReturnType<typeof createAdminOperations>;
