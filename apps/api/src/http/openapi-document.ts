import type { PublicSettings } from '@vela/validation';
import type { Router } from './api-router.ts';
import { sessionCookieName } from './session-cookie.ts';

/**
 * Serves `/api/openapi.json`, the description resellers generate clients from (decision 44). Every operation
 * names one of these schemes in its `security` (or `[]` when it is public):
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
      'The session of a person signed in to the dashboard (`/api/auth/sign-in/email`). A write also needs an `Origin` (or `Referer`) of the dashboard; operators need two-factor authentication.',
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
  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: `${settings.brand.name} API`,
      version: '1.0.0',
      description: 'Errors are `{ "error": "English text", "code": "stable_key" }`.',
      contact: { name: settings.brand.legalEntity, email: settings.brand.supportEmail },
    },
    servers: [{ url: '/api' }],
  });
}
