import { createHash, timingSafeEqual } from 'node:crypto';
import type { RouteHandler } from '@hono/zod-openapi';
import type { HealthResponse, PublicConfig } from '@vela/api-client';
import { pingDatabase } from '../../db/database.ts';
import type { AppDeps } from '../../deps.ts';
import { errorTexts } from '../../http/error-text.ts';
import { fromLoopback } from '../../http/loopback.ts';
import { retryAfterSeconds } from '../../http/unavailable.ts';
import { describeError } from '../../logger.ts';
import { simulatorPlanId } from '../../payments/simulator.ts';
import type { configRoute, healthRoute, metricsRoute, readyRoute } from './system.routes.ts';

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

const notReadyTexts = {
  draining: 'The server is stopping',
  db_unavailable: 'The database does not answer',
  not_migrated: 'The database lacks a migration this version needs',
} as const;

export function readyHandler({ readiness }: AppDeps): RouteHandler<typeof readyRoute> {
  return async (c) => {
    const notReady = await readiness.check();
    if (notReady) {
      return c.json({ error: notReadyTexts[notReady], code: notReady }, 503, {
        'Retry-After': String(retryAfterSeconds),
      });
    }
    return c.json({ status: 'ready' as const }, 200);
  };
}

const bearer = /^Bearer[ \t]+(\S+)[ \t]*$/i;
const digest = (text: string) => createHash('sha256').update(text).digest();

/** This machine by its socket address, or the configured token; anyone else is told nothing is there. */
export function metricsHandler({ env, metrics }: AppDeps): RouteHandler<typeof metricsRoute> {
  const token = env.METRICS_TOKEN ? digest(env.METRICS_TOKEN) : null;
  const tokenMatches = (header: string | undefined) => {
    const given = header ? bearer.exec(header)?.[1] : undefined;
    return token !== null && given !== undefined && timingSafeEqual(digest(given), token);
  };
  return async (c) => {
    if (!fromLoopback(c) && !tokenMatches(c.req.header('authorization'))) {
      return c.json({ error: errorTexts.notFound, code: 'not_found' }, 404);
    }
    return c.text(await metrics.scrape(), 200, { 'Content-Type': metrics.registry.contentType });
  };
}
