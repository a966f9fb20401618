import type {
  canPlaySchema,
  DeviceRegistrationInput,
  deviceCredentialsSchema,
  FormFieldsPayload,
  PlaylistPayload,
  PlaylistStatusReportInput,
  SubmittedFormId,
} from '@vela/validation';
import type { z } from 'zod';
import type {
  AccountProfile,
  AccountUpdate,
  AdminMe,
  OutboxMail,
  SecurityEventsPage,
} from './account-types.ts';
import { ApiError, isErrorBody } from './errors.ts';
import type { components } from './generated/openapi.ts';
import type { PlaylistStatusRecorded } from './host-health-types.ts';
import type { BlogComment } from './inbox-types.ts';
import type {
  DeviceLicence,
  DeviceRegistered,
  DeviceSync,
  HealthResponse,
  LicenceResult,
  MessageResponse,
  NewsArticle,
  OkResponse,
  PairingCode,
  PlayDecision,
  PublicConfig,
} from './types.ts';

type Schemas = components['schemas'];

export interface ApiClientOptions {
  /** Origin (and optional path prefix) of the API; empty for the page's own origin. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The device's credentials the TV app holds. */
export type DeviceCredentials = z.input<typeof deviceCredentialsSchema>;

/** Typed calls for every endpoint of the API; a failure is thrown as an {@link ApiError}. */
export function createApiClient({
  baseUrl = '',
  fetch: fetchImpl = globalThis.fetch,
}: ApiClientOptions = {}) {
  const root = baseUrl.replace(/\/+$/, '');

  async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(`${root}${path}`, {
        method,
        credentials: 'include',
        headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (cause) {
      throw new ApiError({ status: null, code: 'network_error', key: 'network', message: String(cause) });
    }
    const payload: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      if (isErrorBody(payload)) {
        throw new ApiError({
          status: response.status,
          code: payload.code,
          key: 'server',
          message: payload.error,
        });
      }
      throw new ApiError({
        status: response.status,
        code: 'http_status',
        key: 'http_status',
        message: `HTTP ${response.status}`,
        params: { status: response.status },
      });
    }
    return payload as T;
  }

  const post = <T>(path: string, body: unknown = {}) => request<T>('POST', path, body);

  return {
    health: () => request<HealthResponse>('GET', '/api/health'),
    config: () => request<PublicConfig>('GET', '/api/config'),

    /** Read with GET, which the browser may answer from its cache (the API's ETag). */
    getAllNews: () => request<NewsArticle[]>('GET', '/api/getAllNews'),
    checkDeviceId: (deviceid: string) => post<MessageResponse>('/api/checkdeviceid', { query: { deviceid } }),
    submitPlaylist: (payload: PlaylistPayload) => post<Schemas['PlaylistAdded']>('/api/playlist_v3', payload),
    checkHostCode: (hostCode: number) =>
      post<Schemas['HostCodeCheck']>('/api/checkHostCode', { host_code: hostCode }),
    /** `locale`: the language of the page the form is on, which an answer by e-mail is written in. */
    submitForm: (formId: SubmittedFormId, payload: FormFieldsPayload, locale?: string) =>
      post<OkResponse>(
        `/api/forms/${encodeURIComponent(formId)}${locale ? `?lang=${encodeURIComponent(locale)}` : ''}`,
        payload,
      ),
    /** The approved comments of a blog post, oldest first. */
    blogComments: (postId: string) =>
      request<BlogComment[]>('GET', `/api/blog/${encodeURIComponent(postId)}/comments`),
    /** `locale`: the language of the page the visitor signed up on. */
    subscribeNewsletter: (email: string, locale?: string) =>
      post<OkResponse>(`/api/newsletter${locale ? `?lang=${encodeURIComponent(locale)}` : ''}`, { email }),

    device: {
      /** Without `deviceid` and `device_key`, registers a new device under an id the server picks. */
      register: (registration: DeviceRegistrationInput = {}) =>
        post<DeviceRegistered>('/api/app/register', registration),
      sync: (credentials: DeviceCredentials) => post<DeviceSync>('/api/app/sync', credentials),
      canPlay: (credentials: z.input<typeof canPlaySchema>) =>
        post<PlayDecision>('/api/app/can-play', credentials),
      pairingCode: (credentials: DeviceCredentials) =>
        post<PairingCode>('/api/app/pairing-code', credentials),
      /**
       * Resets the device from the TV: it leaves its owner's account and loses every playlist, its pairing code
       * and its upload protection (its licence stays). Answers the device's state afterwards.
       */
      reset: (credentials: DeviceCredentials) => post<DeviceSync>('/api/app/reset', credentials),
      /** What the TV found when it loaded one of its playlists. */
      reportPlaylistStatus: (report: PlaylistStatusReportInput) =>
        post<PlaylistStatusRecorded>('/api/app/playlist-status', report),
    },

    account: {
      get: () => request<AccountProfile>('GET', '/api/account'),
      update: (update: AccountUpdate) => request<AccountProfile>('PUT', '/api/account', update),
      /** The signed-in person's security events, newest first; `page` counts from 1. */
      securityEvents: ({ page = 1, perPage = 10 }: { page?: number; perPage?: number } = {}) =>
        request<SecurityEventsPage>(
          'GET',
          `/api/account/security-events?${new URLSearchParams({ page: String(page), perPage: String(perPage) })}`,
        ),
    },
    admin: {
      me: () => request<AdminMe>('GET', '/api/admin/me'),
    },
    /** Outside production only: the e-mails the server sent, newest first. */
    devOutbox: () => request<OutboxMail[]>('GET', '/api/dev/outbox'),

    payments: {
      licence: (deviceid: string) => post<DeviceLicence>('/api/payments/licence', { deviceid }),
      /** `locale`: the language of the page it is bought on, which its receipt is written in. */
      createOrder: (deviceid: string, locale?: string) =>
        post<Schemas['OrderCreated']>('/api/payments/orders', { deviceid, ...(locale ? { locale } : {}) }),
      captureOrder: (orderId: string) =>
        post<LicenceResult>(`/api/payments/orders/${encodeURIComponent(orderId)}/capture`),
      confirmSubscription: (deviceid: string, subscriptionId: string, locale?: string) =>
        post<LicenceResult>('/api/payments/subscriptions', {
          deviceid,
          subscriptionId,
          ...(locale ? { locale } : {}),
        }),
      simulatedSubscription: (deviceid: string) =>
        post<Schemas['SimulatedSubscription']>('/api/payments/simulator/subscriptions', { deviceid }),
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** Whether a device check's message says the device is registered (the spec's reading of the answer). */
export function isRegisteredMessage(message: string): boolean {
  return message.includes('exists in the collection');
}
