import type { RouteHandler } from '@hono/zod-openapi';
import type { HealthResponse, PublicConfig } from '@vela/api-client';
import { pingDatabase } from '../../db/database.ts';
import type { AppDeps } from '../../deps.ts';
import { describeError } from '../../logger.ts';
import { simulatorPlanId } from '../../payments/simulator.ts';
import type { configRoute, healthRoute } from './system.routes.ts';

export function healthHandler({ database, logger }: AppDeps): RouteHandler<typeof healthRoute> {
  return async (c) => {
    try {
      await pingDatabase(database.db);
    } catch (error) {
      logger.error('health.db_unavailable', { error: describeError(error) });
      return c.json({ error: 'The database does not answer', code: 'db_unavailable' }, 503);
    }
    return c.json({ status: 'ok', db: database.engine } satisfies HealthResponse, 200);
  };
}

export function configHandler(
  { env, settings }: AppDeps,
  simulated: boolean,
): RouteHandler<typeof configRoute> {
  const config: PublicConfig = {
    ...settings,
    payments: simulated
      ? { provider: 'simulator', clientId: null, planId: simulatorPlanId }
      : {
          provider: 'paypal',
          clientId: env.PAYPAL_CLIENT_ID ?? null,
          planId: env.PAYPAL_PLAN_ID ?? simulatorPlanId,
        },
    captcha:
      env.RECAPTCHA_SECRET_KEY && env.RECAPTCHA_SITE_KEY
        ? { provider: 'recaptcha', siteKey: env.RECAPTCHA_SITE_KEY }
        : { provider: 'altcha' },
  };
  return (c) => c.json(config, 200);
}
