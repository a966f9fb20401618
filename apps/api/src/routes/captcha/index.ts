import { Hono } from 'hono';
import { errorBody } from '../../auth/auth-errors.ts';
import type { AppDeps } from '../../deps.ts';

/** An ALTCHA challenge for the widget on the sign-up, sign-in and forgot-password pages. */
export function captchaRoutes({ altcha }: AppDeps) {
  return new Hono().get('/captcha/challenge', async (c) => {
    if (!altcha) return c.json(errorBody('not_found'), 404);
    c.header('cache-control', 'no-store');
    return c.json(await altcha.challenge());
  });
}
