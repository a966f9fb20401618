import type { PublicSettings } from '@vela/validation';
import type { Router } from './http/api-router.ts';
import { describeJsonParameters } from './http/json-parameters.ts';
import { completeAnswers } from './http/openapi-answers.ts';
import { sessionCookieName } from './http/session-cookie.ts';
import { describeAuthEndpoints } from './routes/auth/auth.openapi.ts';

/**
 * Serves `/api/openapi.json`, the description resellers generate clients from (decision 44). It sits beside
 * `app.ts`, which composes the routers, as it describes the auth routes too. Every operation names one of these
 * schemes in its `security` (or `[]` when it is public):
 *
 * - `session`: the dashboard's signed-in routes, by better-auth's session cookie (`Secure` in production).
 * - `apiKey`: the integration API, `Authorization: Bearer vela_…`.
 * - `metricsToken`: `/api/metrics` from another machine; this machine reads it without (`{}`).
 *
 * The scheme names are a contract: routes write `security: [{ session: [] }]` and `[{ apiKey: [] }]`.
 */
export function describeApi(
  api: Router,
  { production, settings }: { production: boolean; settings: PublicSettings },
) {
  api.openAPIRegistry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: sessionCookieName(production),
    description:
      'The session of a person signed in to the dashboard: the cookie that `POST /api/auth/sign-in/email` sets (or, when the account has two-factor authentication on, `two-factor/verify-totp` or `two-factor/verify-backup-code` after it) and `POST /api/auth/sign-out` removes. A write also needs an `Origin` (or `Referer`) of the dashboard; operators need two-factor authentication.',
  });
  api.openAPIRegistry.registerComponent('securitySchemes', 'apiKey', {
    type: 'http',
    scheme: 'bearer',
    description: 'An API key made in the dashboard (API keys), sent as `Authorization: Bearer vela_…`',
  });
  api.openAPIRegistry.registerComponent('securitySchemes', 'metricsToken', {
    type: 'http',
    scheme: 'bearer',
    description: 'The `METRICS_TOKEN` of the server, for a scraper on another machine',
  });
  describeAuthEndpoints(api.openAPIRegistry);
  const config = {
    openapi: '3.1.0',
    info: {
      title: `${settings.brand.name} API`,
      version: '1.0.0',
      description:
        'Errors are `{ "error": "English text", "code": "stable_key" }`. A request whose line and headers exceed 16 KB in all is refused by the HTTP server with 431 before the API reads it.',
      contact: { name: settings.brand.legalEntity, email: settings.brand.supportEmail },
      license: { name: 'Terms and conditions', url: `${settings.siteUrl}/terms-and-conditions` },
    },
    servers: [{ url: '/api' }],
  };
  api.openAPIRegistry.registerPath({
    method: 'get',
    path: '/openapi.json',
    operationId: 'getApiDescription',
    security: [],
    tags: ['System'],
    summary: 'This description of the API (OpenAPI 3.1)',
    description:
      'What clients are generated from, e.g. `npx openapi-typescript https://<host>/api/openapi.json -o vela-api.d.ts`.',
    responses: {
      200: {
        description: 'The OpenAPI document',
        content: { 'application/json': { schema: { type: 'object', additionalProperties: true } } },
      },
    },
  });
  // Made once, at the first request: every route is registered by then, and none is added later.
  let document: string | undefined;
  api.get('/openapi.json', (c) => {
    document ??= JSON.stringify(completeAnswers(describeJsonParameters(api.getOpenAPI31Document(config))));
    return c.body(document, 200, { 'content-type': 'application/json' });
  });
}
