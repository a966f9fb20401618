import { createHash } from 'node:crypto';
import type { ErrorBody } from '@vela/api-client';
import { messageOf } from '@vela/validation';
import { type Context, Hono } from 'hono';
import { authBasePath } from '../../auth/auth.ts';
import { errorBody, translateAuthError } from '../../auth/auth-errors.ts';
import { clientAddressHeader } from '../../auth/client-address-header.ts';
import type { AppDeps } from '../../deps.ts';
import { clientAddress } from '../../http/client-address.ts';
import { errorTexts, validationText } from '../../http/error-text.ts';
import { rateLimited } from '../../http/limits.ts';
import { originCheck } from '../../http/origin-check.ts';
import type { Hit } from '../../http/rate-limit.ts';
import { hasSessionCookie } from '../../http/session-cookie.ts';
import { serviceUnavailable, unavailableDependency } from '../../http/unavailable.ts';
import { type AuthEndpoint, authEndpoints } from './auth-endpoints.ts';

const jsonMediaType = /^application\/json\s*(?:;|$)/i;

/** The first failure of a body or query as our error answer: the rule's key and its English text. */
function invalid(c: Context, error: { issues: Parameters<typeof messageOf>[0][] }) {
  const issue = error.issues[0];
  const message = issue ? messageOf(issue) : { key: 'invalid_type' as const };
  return c.json({ error: validationText(message), code: message.key } satisfies ErrorBody, 400);
}

/** The input of a POST as JSON: `{}` when there is no body, an answer when it is not JSON. */
async function jsonInput(c: Context): Promise<{ input: unknown } | { refusal: Response }> {
  const text = await c.req.text();
  if (text === '') return { input: {} };
  if (!jsonMediaType.test(c.req.header('content-type') ?? '')) {
    return { refusal: c.json(errorBody('unsupported_media_type'), 415) };
  }
  try {
    return { input: JSON.parse(text) };
  } catch {
    return {
      refusal: c.json({ error: errorTexts.malformedJson, code: 'malformed_json' } satisfies ErrorBody, 400),
    };
  }
}

/**
 * The e-mail address a request names, as the key its attempts are counted under: the SHA-256 of the address
 * in lower case, so that the shared store of counters never holds an address (decision 39).
 */
const emailOf = (input: unknown): string | null => {
  const email = (input as { email?: unknown } | null)?.email;
  if (typeof email !== 'string') return null;
  return createHash('sha256').update(email.trim().toLowerCase().slice(0, 320)).digest('hex');
};

/**
 * better-auth behind our own gates (decision 30). Only the endpoints of `authEndpoints` are reached, each with
 * a JSON body (or a query) checked by the rules of `packages/validation` and handed on as the checked value;
 * the rest of better-auth's endpoints, and other content types, are refused here. Before that: the Origin
 * check of signed-in writes, limits per client address and per e-mail address, per account for checks of the
 * password inside a session and for the account's own writes, and the ALTCHA proof of work (when reCAPTCHA
 * is not configured; better-auth's captcha plugin checks reCAPTCHA). Errors are rewritten to `{error, code}`
 * with our keys.
 */
export function authRoutes(deps: AppDeps) {
  const { auth, altcha, env, limits, rateLimitStore: store } = deps;
  const windowMs = env.RATE_LIMIT_WINDOW_SECONDS * 1000;

  /**
   * One attempt on `RATE_LIMIT_SIGN_IN` over the sliding window, per address and (for `email`) per e-mail: the
   * wait in ms when over. Sign-in, sign-up, password resets and two-factor codes (recovery codes too) count so.
   */
  const attempt = async (c: Context, path: string, endpoint: AuthEndpoint, input: unknown) => {
    if (env.RATE_LIMIT_SIGN_IN === 0) return null;
    const email = endpoint.limit === 'email' ? emailOf(input) : null;
    const keys = [`ip:${clientAddress(c, env)}`, ...(email ? [`email:${email}`] : [])];
    const hits: Hit[] = await Promise.all(
      keys.map((key) => store.hit(`auth${path}:${key}`, windowMs, env.RATE_LIMIT_SIGN_IN)),
    );
    const over = hits.filter((hit) => hit.count > env.RATE_LIMIT_SIGN_IN);
    return over.length > 0 ? Math.max(1, ...over.map((hit) => hit.resetAt - Date.now())) : null;
  };

  /**
   * The per-account counts of a request made inside a session: a write of the account, a check of the password
   * or of a code. The session is looked up only for the endpoints that count so, and only with a session
   * cookie; without a session better-auth refuses the request itself. The wait in ms when over, else null.
   */
  const perAccount = async (c: Context, endpoint: AuthEndpoint) => {
    if (!hasSessionCookie(c)) return null;
    const session = await auth.api.getSession({ headers: c.req.raw.headers }).catch((error: unknown) => {
      // Unreachable stores end the request with 503 (app.onError), never as a missing session.
      if (unavailableDependency(error)) throw error;
      return null;
    });
    if (!session) return null;
    const [write, secret] = await Promise.all([
      endpoint.accountWrite ? limits.accountWrite(session.user.id) : null,
      endpoint.checksSecret ? limits.passwordCheck(session.user.id) : null,
    ]);
    return write ?? secret;
  };

  const app = new Hono();
  app.use('/auth/*', originCheck(deps.trustedOrigins));
  app.on(['GET', 'POST'], '/auth/*', async (c) => {
    const url = new URL(c.req.url);
    const path = url.pathname.slice(authBasePath.length);
    const method = c.req.method === 'POST' ? 'POST' : 'GET';
    const endpoint = authEndpoints[`${method} ${path}`];
    if (!endpoint) return c.json(errorBody('not_found'), 404);

    let input: unknown;
    if (method === 'GET') {
      input = Object.fromEntries(url.searchParams);
    } else {
      const read = await jsonInput(c);
      if ('refusal' in read) return read.refusal;
      input = read.input;
    }

    if (endpoint.limit) {
      const wait = await attempt(c, path, endpoint, input);
      if (wait) return rateLimited(c, wait);
    }
    if (endpoint.checksSecret || endpoint.accountWrite) {
      const wait = await perAccount(c, endpoint);
      if (wait) return rateLimited(c, wait);
    }
    if (endpoint.captcha && altcha && !(await altcha.verify(c.req.header('x-captcha-response')))) {
      return c.json(errorBody('captcha_required'), 400);
    }
    const checked = endpoint.input.safeParse(input);
    if (!checked.success) return invalid(c, checked.error);
    const value = endpoint.forward ? endpoint.forward(checked.data) : checked.data;

    // better-auth gets exactly what was checked: JSON, without a query, or the checked query alone.
    const target = new URL(`${url.origin}${url.pathname}`);
    const headers = new Headers(c.req.raw.headers);
    headers.delete('content-length');
    // The session records the address our own rule finds (TRUST_PROXY), never one the client wrote itself.
    headers.set(clientAddressHeader, clientAddress(c, env));
    let request: Request;
    if (method === 'GET') {
      for (const [name, text] of Object.entries(value)) target.searchParams.set(name, String(text));
      request = new Request(target, { method, headers });
    } else {
      headers.set('content-type', 'application/json');
      request = new Request(target, { method, headers, body: JSON.stringify(value) });
    }
    const response = await auth.handler(request);
    // better-auth answers a store it could not reach with a 500 of its own: find out which, and say 503.
    if (response.status >= 500 && (await deps.dependencies.unreachable())) return serviceUnavailable(c);
    return translateAuthError(response);
  });
  return app;
}
