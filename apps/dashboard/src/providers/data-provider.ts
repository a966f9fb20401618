import simpleRestProvider from 'ra-data-simple-rest';
import { type DataProvider, fetchUtils, HttpError } from 'react-admin';
import type { AccountOperations } from './account-operations.ts';
import type { AdminOperations } from './admin-operations.ts';
import { authMessages } from './auth-provider.ts';
import { errorCode, errorMessageKey } from './errors.ts';
import { readAttempts, retryDelayMs } from './outage.ts';

export type { HostMoveScope, UserOperation } from './admin-operations.ts';

/** Where the dashboard's resources live, in ra-data-simple-rest's conventions (DESIGN section 4). */
export const adminApiUrl = '/api/admin';

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
 * The fields a refusal of a URL under `/api/admin/` concerns: those of its operation (`devices/claim`) when
 * the table names it, else those of its resource (the first segment).
 */
async function fieldOf(url: string, code: string) {
  const { fieldErrors } = await import('./field-errors.ts');
  const [resource = '', operation] =
    url
      .slice(adminApiUrl.length + 1)
      .split('?', 1)[0]
      ?.split('/') ?? [];
  return (operation && fieldErrors[`${resource}/${operation}`]?.[code]) || fieldErrors[resource]?.[code];
}

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
    const field = code ? await fieldOf(url, code) : undefined;
    // A refusal with a code has a JSON object for its body.
    const body: unknown = error.body;
    throw new HttpError(
      message,
      error.status,
      field && typeof body === 'object' ? { ...body, errors: { [field[0]]: field[1] } } : body,
    );
  }
}

/**
 * The dashboard's data: react-admin's standard methods on `/api/admin`, the API's own operations
 * (`admin-operations.ts`) and the signed-in person's account (`account-operations.ts`) as typed methods beside
 * them, loaded when the first of them is called.
 */
export type AppDataProvider = DataProvider & AdminOperations & AccountOperations;

type Operations = AdminOperations & AccountOperations;

export function createDataProvider(apiUrl: string = adminApiUrl): AppDataProvider {
  const base = simpleRestProvider(apiUrl, httpClient);
  let loading: Promise<Operations> | undefined;
  const operation =
    (name: keyof Operations) =>
    async (...args: unknown[]): Promise<unknown> => {
      loading ??= Promise.all([import('./admin-operations.ts'), import('./account-operations.ts')]).then(
        ([admin, account]) => ({
          ...admin.createAdminOperations(apiUrl, httpClient),
          ...account.createAccountOperations(),
        }),
      );
      const run = (await loading)[name] as (...args: unknown[]) => Promise<unknown>;
      return run(...args);
    };
  // Any name that is not one of react-admin's methods is an operation of the API's own or of the account.
  return new Proxy(base, {
    get: (target, name) =>
      typeof name === 'symbol' || name === 'then' || name in target
        ? Reflect.get(target, name)
        : operation(name as keyof Operations),
  }) as AppDataProvider;
}
