import type { ErrorBody } from '@vela/api-client';
import { type ErrorHandler, Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { TrieRouter } from 'hono/router/trie-router';
import type { AppDeps } from './deps.ts';
import { createRouter } from './http/api-router.ts';
import { bodySizeLimit } from './http/body-size.ts';
import { errorTexts } from './http/error-text.ts';
import { apiRequests } from './http/request-log.ts';
import { securityHeaders, securityHeaderWriter } from './http/security-headers.ts';
import { siteAddress } from './http/site-origin.ts';
import { pageDirectory } from './http/static-files.ts';
import { serviceUnavailable, unavailableDependency } from './http/unavailable.ts';
import { webApps } from './http/web-apps.ts';
import { describeError } from './logger.ts';
import { describeApi } from './openapi-document.ts';
import type { PaymentsSimulator } from './payments/simulator.ts';
import { accountDeletionRoutes } from './routes/account/deletion.ts';
import { emailChangeRoutes } from './routes/account/email-change.ts';
import { hostAlertSettingsRoutes } from './routes/account/host-alerts.ts';
import { accountRoutes } from './routes/account/index.ts';
import { adminRoutes } from './routes/admin/index.ts';
import { authRoutes } from './routes/auth/index.ts';
import { captchaRoutes } from './routes/captcha/index.ts';
import { devRoutes } from './routes/dev/index.ts';
import { deviceAppRoutes } from './routes/device-app/index.ts';
import { deviceRoutes } from './routes/devices/index.ts';
import { formRoutes } from './routes/forms/index.ts';
import { integrationRoutes } from './routes/integration/index.ts';
import { mailRoutes } from './routes/mail/index.ts';
import { newsRoutes } from './routes/news/index.ts';
import { paymentRoutes } from './routes/payments/index.ts';
import { playlistRoutes } from './routes/playlists/index.ts';
import { systemRoutes } from './routes/system/index.ts';
import { isPublishedSlug } from './store/news.ts';

const maxBodyBytes = 1024 * 1024;
const compressedApiPaths = ['/api/getAllNews', '/api/openapi.json'];

/** The whole product behind one fetch handler: the API under `/api/`, the dashboard and the site. */
export function createApp(deps: AppDeps, { simulator }: { simulator: PaymentsSimulator | null }) {
  const production = deps.env.NODE_ENV === 'production';
  const api = createRouter();
  api
    .route('/', systemRoutes(deps, simulator !== null))
    .route('/', newsRoutes(deps))
    .route('/', deviceRoutes(deps))
    .route('/', playlistRoutes(deps))
    .route('/', formRoutes(deps))
    .route('/', deviceAppRoutes(deps))
    .route('/', paymentRoutes(deps, simulator))
    .route('/', authRoutes(deps))
    .route('/', captchaRoutes(deps))
    .route('/', accountRoutes(deps, deps.trustedOrigins))
    // After the account's routes: their `/account/*` gate (session, origin, write limits) covers its preferences.
    .route('/', mailRoutes(deps))
    .route('/', hostAlertSettingsRoutes(deps))
    .route('/', emailChangeRoutes(deps))
    .route('/', accountDeletionRoutes(deps))
    .route('/', adminRoutes(deps, deps.trustedOrigins))
    .route('/', integrationRoutes(deps));
  if (!production) api.route('/', devRoutes(deps));
  describeApi(api, { production, settings: deps.settings });
  // Registered last: any path under /api/ that no route claimed.
  api.all('*', (c) => c.json({ error: errorTexts.notFound, code: 'not_found' } satisfies ErrorBody, 404));

  const onError: ErrorHandler = async (error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's body parsing refuses malformed JSON and other content types this way, before any schema runs.
      const body: ErrorBody =
        error.status === 400
          ? { error: errorTexts.malformedJson, code: 'malformed_json' }
          : error.status === 415
            ? { error: errorTexts.unsupportedMediaType, code: 'unsupported_media_type' }
            : { error: error.message || errorTexts.invalidRequest, code: 'invalid_request' };
      return c.json(body, error.status);
    }
    const unreachable = unavailableDependency(error) ?? (await deps.dependencies.unreachable());
    deps.logger.error(unreachable ? 'request.unavailable' : 'request.failed', {
      method: c.req.method,
      path: c.req.path,
      ...(unreachable ? { dependency: unreachable } : {}),
      error: describeError(error),
    });
    // PostgreSQL or Redis out of reach is an outage to wait out, not a failure of the request.
    if (unreachable) return serviceUnavailable(c);
    return c.json({ error: errorTexts.server, code: 'internal' } satisfies ErrorBody, 500);
  };

  // The pages: their own app, so that an API request never matches their catch-all routes nor pays for
  // their middlewares. Pages and assets are compressed (they carry a length, so small ones are not).
  const siteAddressOf = siteAddress(deps.env.SITE_DIR, deps.settings.siteUrl);
  const web = webApps({
    site: {
      root: deps.env.SITE_DIR,
      pages: pageDirectory(deps.env.SITE_DIR, { rewrite: siteAddressOf }),
      address: siteAddressOf,
    },
    dashboard: { root: deps.env.DASHBOARD_DIR, pages: pageDirectory(deps.env.DASHBOARD_DIR) },
    analytics: deps.settings.analyticsMeasurementId !== null,
    payPal: simulator === null,
    newsExists: (slug) => isPublishedSlug(deps.database.db, slug),
  });
  const pages = new Hono();
  pages.use(securityHeaders(securityHeaderWriter({ production, documents: true })));
  pages.use(compress());
  pages.route('/', web.app);
  pages.notFound((c) => web.notFoundPage(c.req.raw, c.req.path));
  pages.onError(onError);

  // Hono's RegExpRouter refuses a table where a fixed segment and a parameter share a place (`/admin/devices/claim`
  // beside `/admin/devices/:id`), whatever their order; those paths are the API's contract, so the table is the
  // trie router's from the start instead of after a failed build on the first request.
  const app = new Hono({ router: new TrieRouter() });
  // Every API request: security headers, body size, one log line and observation.
  app.use(
    '/api/*',
    apiRequests({
      logger: deps.logger,
      metrics: deps.metrics,
      security: securityHeaderWriter({ production, documents: false }),
      bodySize: bodySizeLimit(maxBodyBytes),
    }),
  );
  // Of the API's answers only the long ones are compressed: squeezing a short JSON answer costs more than it saves.
  for (const path of compressedApiPaths) app.use(path, compress());
  if (deps.env.CORS_ORIGINS.length > 0) {
    app.use('/api/*', cors({ origin: deps.env.CORS_ORIGINS, credentials: true, maxAge: 600 }));
  }
  app.route('/api', api);
  // Any other path is a page's, or the site's 404 page.
  app.notFound((c) => pages.fetch(c.req.raw, c.env));
  app.onError(onError);
  return app;
}
