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

/**
 * Every call carries the session cookie. A refusal becomes an `HttpError` whose message is a translation key:
 * react-admin shows it translated, and the authProvider's `checkError` sees its status.
 */
async function httpClient(url: string, options: fetchUtils.Options = {}) {
  try {
    return await fetchJsonRetryingReads(url, options);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const body = error.body as { code?: unknown } | undefined;
    const code = typeof body?.code === 'string' ? body.code : undefined;
    const message =
      error.status === 403
        ? authMessages.notAuthorized
        : code
          ? errorMessageKey(code)
          : 'errors.dashboard.data_provider';
    throw new HttpError(message, error.status, error.body);
  }
}

/**
 * The dashboard's data: react-admin's standard methods on `/api/admin`, and room for the API's own operations
 * (claim a device, mass host update, stats, reveal a password) as typed methods beside them.
 */
export type AppDataProvider = DataProvider & {
  /** A `GET` of an admin endpoint that is not a list, e.g. `stats`. */
  getJson: <T>(path: string) => Promise<T>;
  /** A `POST` of an admin operation, e.g. `devices/claim`. */
  postJson: <T>(path: string, body: unknown) => Promise<T>;
  /** A `PATCH` of some fields of a record, e.g. a device's name. */
  patchJson: <T>(path: string, body: unknown) => Promise<T>;
};

export function createDataProvider(apiUrl: string = adminApiUrl): AppDataProvider {
  const base = simpleRestProvider(apiUrl, httpClient);
  return {
    ...base,
    getJson: async <T>(path: string) => (await httpClient(`${apiUrl}/${path}`)).json as T,
    postJson: async <T>(path: string, body: unknown) =>
      (await httpClient(`${apiUrl}/${path}`, { method: 'POST', body: JSON.stringify(body) })).json as T,
    patchJson: async <T>(path: string, body: unknown) =>
      (await httpClient(`${apiUrl}/${path}`, { method: 'PATCH', body: JSON.stringify(body) })).json as T,
  };
}
