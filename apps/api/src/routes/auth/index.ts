import type { ErrorBody } from '@vela/api-client';
import { messageOf, signUpFormSchema } from '@vela/validation';
import { Hono } from 'hono';
import { authBasePath } from '../../auth/auth.ts';
import { errorBody, translateAuthError } from '../../auth/auth-errors.ts';
import type { AppDeps } from '../../deps.ts';
import { clientAddress } from '../../http/client-address.ts';
import { validationText } from '../../http/error-text.ts';
import { originCheck } from '../../http/origin-check.ts';
import { rateLimit } from '../../http/rate-limit.ts';

/** better-auth endpoints that need a captcha and are limited per client address and per e-mail address. */
const guardedPaths = new Set(['/sign-up/email', '/sign-in/email', '/request-password-reset']);
/** Limited the same way, without a captcha: a link is sent again only as often as a sign-in is tried. */
const limitedPaths = new Set([...guardedPaths, '/send-verification-email']);

const emailOf = (body: unknown): string | null => {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 320) : null;
};

/**
 * better-auth behind our own gates: limits per address and per e-mail, the ALTCHA proof of work (when
 * reCAPTCHA is not configured; better-auth's captcha plugin checks reCAPTCHA), and errors rewritten to
 * `{error, code}` with our keys.
 */
export function authRoutes(deps: AppDeps) {
  const { auth, altcha, env, rateLimitStore } = deps;
  const windowMs = env.RATE_LIMIT_WINDOW_SECONDS * 1000;
  const limits = new Map(
    [...limitedPaths].map((path) => [
      path,
      rateLimit(rateLimitStore, {
        name: `auth${path}`,
        limit: env.RATE_LIMIT_SIGN_IN,
        windowMs,
        keys: (c) => [`ip:${clientAddress(c, env)}`, c.get('limitEmail')],
      }),
    ]),
  );

  const app = new Hono<{ Variables: { limitEmail: string | null } }>();
  app.use('/auth/*', originCheck(deps.trustedOrigins));
  app.on(['GET', 'POST'], '/auth/*', async (c) => {
    const path = c.req.path.slice(authBasePath.length);
    if (c.req.method !== 'POST') return translateAuthError(await auth.handler(c.req.raw));
    // The body is read once here and handed on, so the limits can count the e-mail address it names.
    const text = await c.req.text();
    // PostgreSQL stores no NUL character: refuse it here rather than fail on the way to the database.
    if (text.includes('\0') || /\\u0000/i.test(text)) return c.json(errorBody('invalid_request'), 400);
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    let forwarded = text;
    if (limitedPaths.has(path)) {
      const email = emailOf(body);
      c.set('limitEmail', email ? `email:${email}` : null);
      const limited = await limits.get(path)?.(c, async () => {});
      if (limited) return limited;
      if (guardedPaths.has(path) && altcha && !(await altcha.verify(c.req.header('x-captcha-response')))) {
        return c.json(errorBody('captcha_required'), 400);
      }
    }
    if (path === '/sign-up/email' && typeof body === 'object' && body !== null) {
      // The sign-up form's own rules, repeated password included, when the browser sends the whole form.
      const record = body as Record<string, unknown>;
      const issue = (
        'repeatPassword' in record
          ? signUpFormSchema.safeParse(record)
          : signUpFormSchema.safeParse({ ...record, repeatPassword: record.password })
      ).error?.issues[0];
      if (issue) {
        const message = messageOf(issue);
        return c.json({ error: validationText(message), code: message.key } satisfies ErrorBody, 400);
      }
      // The full name is asked for on the account page, not at sign-up.
      const { repeatPassword: _repeated, name, ...rest } = record;
      forwarded = JSON.stringify({
        ...rest,
        name: typeof name === 'string' && name.length <= 100 ? name : '',
      });
    }
    const request = new Request(c.req.url, { method: 'POST', headers: c.req.raw.headers, body: forwarded });
    return translateAuthError(await auth.handler(request));
  });
  return app;
}
