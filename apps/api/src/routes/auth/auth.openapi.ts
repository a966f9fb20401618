import { z } from '@hono/zod-openapi';
import { signInNoticeCookie } from '@vela/api-client';
import { userRoles } from '@vela/validation';
import type { Router } from '../../http/api-router.ts';
import { errorSchema } from '../../http/openapi-schemas.ts';
import { type AuthEndpoint, type AuthEndpointKey, authEndpoints } from './auth-endpoints.ts';

/**
 * The allow-listed better-auth endpoints in `/api/openapi.json` (decision 44). Their rules are not written
 * again here: the query or body of each is the very schema of `authEndpoints` that the gate checks, and its
 * captcha header and its 403 and 429 answers follow from the gate's settings of the endpoint. What is
 * written here is what better-auth answers, as it answers it behind the gate (`src/auth/auth.ts`): e-mail
 * confirmation before sign-in, no callback URLs, TOTP as the only second factor, errors as `{error, code}`.
 */

type Registry = Router['openAPIRegistry'];
type PathConfig = Parameters<Registry['registerPath']>[0];
type Response = PathConfig['responses'][string];

const timestamp = z.iso.datetime();

const userSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string().describe('The full name; empty until the person gives one on the account page'),
    emailVerified: z.boolean(),
    image: z.string().nullable().optional(),
    createdAt: timestamp,
    updatedAt: timestamp,
    twoFactorEnabled: z.boolean().nullable().optional(),
    role: z.enum(userRoles),
    phone: z.string().nullable().optional(),
    country: z.string().nullable().optional(),
    locale: z.string().nullable().optional().describe('The language e-mails go out in'),
    banned: z.boolean().optional(),
  })
  .openapi('AuthUser');

const sessionFields = {
  id: z.string(),
  userId: z.string(),
  expiresAt: timestamp,
  createdAt: timestamp,
  updatedAt: timestamp,
  ipAddress: z.string().nullable().optional(),
  userAgent: z.string().nullable().optional(),
};

const sessionSchema = z
  .object({ ...sessionFields, token: z.string().describe("This browser's session token") })
  .openapi('AuthSession');

const listedSessionSchema = z
  .object({
    ...sessionFields,
    token: z.string().describe("The SHA-256 of the session's token, in hex: what `revoke-session` takes"),
  })
  .openapi('AuthListedSession');

const doneSchema = z.object({ status: z.literal(true) }).openapi('AuthDone');

const signedInSchema = z
  .object({
    redirect: z.boolean().describe('Always false: the API takes no callback URL'),
    token: z.string().describe('The session token, also set as the session cookie'),
    user: userSchema,
  })
  .openapi('AuthSignedIn');

const secondFactorNeededSchema = z
  .object({
    twoFactorRedirect: z.literal(true),
    twoFactorMethods: z
      .array(z.literal('totp'))
      .describe('`totp`: a code of the authenticator app, or a recovery code, completes the sign-in'),
  })
  .openapi('AuthSecondFactorNeeded');

const secondFactorPassedSchema = z
  .object({ token: z.string().describe('A session token of the account'), user: userSchema })
  .openapi('AuthSecondFactorPassed');

const sessionCookie =
  'the session cookie `vela.session_token` (`__Secure-vela.session_token` in production, where cookies are Secure)';

/** What a completed sign-in may also leave, for the dashboard to show once and remove. */
const signInNotice = `; a sign-in that cancelled a pending deletion of the account also sets the readable \`${signInNoticeCookie}=deletion_cancelled\` (10 minutes)`;

const setCookie = (required: boolean, description: string) => ({
  'Set-Cookie': {
    description: `${description.charAt(0).toUpperCase()}${description.slice(1)}; one header per cookie`,
    required,
    schema: { type: 'string' as const },
  },
});

const failure = (description: string): Response => ({
  description,
  content: { 'application/json': { schema: errorSchema } },
});

type Status = 400 | 401 | 403 | 409 | 422;

interface AuthOperation {
  operationId: string;
  tag: 'Account: sign-in' | 'Account: security' | 'Account';
  summary: string;
  description?: string;
  /** `session`: only signed in; `optional`: with or without a session, answering about it when there is one. */
  security: 'none' | 'session' | 'optional';
  ok: {
    description: string;
    schema: z.ZodType;
    /** Whether the answer sets cookies always, or may (a session refreshed or ended on the way). */
    cookies?: { always: boolean; description: string };
  };
  /** What `code` says on the endpoint's own failures, besides the gate's (input rules, origin, limits). */
  failures?: Partial<Record<Status, string>>;
  /** Why better-auth itself answers 429, besides the gate's limits. */
  ownRateLimit?: string;
}

const refreshedCookie = {
  always: false,
  description: `${sessionCookie} when better-auth refreshes the session, or removes it when the session ended`,
};

const secondFactorLock =
  'also when better-auth locks the second factor of the account after ten wrong codes in a row (`Retry-After` gives the whole lock), or after five wrong codes on one sign-in, which then starts again';

const wrongPassword = '`current_password_wrong`: the password is not the account’s';

/** What each allow-listed endpoint is and answers, under its key of `authEndpoints`. */
const operations: Record<AuthEndpointKey, AuthOperation> = {
  'GET /get-session': {
    operationId: 'getSession',
    tag: 'Account: sign-in',
    summary: "The signed-in person and this browser's session, or null",
    description:
      'With `disableCookieCache=true` the session is read from where sessions are stored, never from a cookie cache.',
    security: 'optional',
    ok: {
      description: 'The session and its account; `null` without a valid session cookie',
      schema: z.union([
        z.object({ session: sessionSchema, user: userSchema }).openapi('AuthSessionWithUser'),
        z.null(),
      ]),
      cookies: refreshedCookie,
    },
  },
  'GET /verify-email': {
    operationId: 'verifyEmail',
    tag: 'Account: sign-in',
    summary: 'Confirms an e-mail address with the token of its confirmation link',
    description:
      'The confirmation e-mail links to the dashboard (`/dashboard/verify-email?token=`), which calls this. No session starts: the person signs in next.',
    security: 'none',
    ok: {
      description: 'The address is confirmed (or was already)',
      schema: z.object({ status: z.literal(true), user: z.null() }).openapi('AuthEmailVerified'),
    },
    failures: {
      400: '`invalid_token`: the link is wrong or expired',
      401: '`please_sign_in`: the account of the link no longer exists',
    },
  },
  'GET /list-sessions': {
    operationId: 'listSessions',
    tag: 'Account: security',
    summary: 'The browsers signed in to the account',
    security: 'session',
    ok: {
      description: "The account's sessions that have not expired, this browser's among them",
      schema: z.array(listedSessionSchema),
      cookies: refreshedCookie,
    },
  },
  'POST /sign-up/email': {
    operationId: 'signUpEmail',
    tag: 'Account: sign-in',
    summary: 'Creates an account and e-mails the link that confirms its address',
    description:
      'No session starts: the address is confirmed first (`verify-email`), then the person signs in (`sign-in/email`). `repeatPassword`, when sent, must equal `password`; `name` may be left out and given later on the account page.',
    security: 'none',
    ok: {
      description: 'Created; the confirmation link is on its way',
      schema: z.object({ token: z.null(), user: userSchema }).openapi('AuthSignedUp'),
    },
    failures: {
      422: '`user_exists`: an account has this address already; `data_not_saved`: the account could not be stored',
    },
  },
  'POST /sign-in/email': {
    operationId: 'signInEmail',
    tag: 'Account: sign-in',
    summary: 'Signs in with an e-mail address and a password',
    description:
      'Sets the session cookie. When the account has two-factor authentication on and this browser is not trusted, answers `twoFactorRedirect` instead, sets a `vela.two_factor` cookie for ten minutes, and the session cookie follows `two-factor/verify-totp` or `two-factor/verify-backup-code`. With `rememberMe: false` the session cookie ends with the browser.',
    security: 'none',
    ok: {
      description: 'Signed in, or the password was right and the second factor is asked for',
      schema: z.union([signedInSchema, secondFactorNeededSchema]),
      cookies: {
        always: true,
        description: `${sessionCookie}; or, when the second factor is asked for, \`vela.two_factor\` while the session cookie is removed${signInNotice}`,
      },
    },
    failures: {
      401: '`login_failed`: no account has this address, or the password is wrong',
      403: '`email_not_confirmed`: the address is not confirmed yet (the link was sent again); `account_banned`: the account is suspended',
    },
  },
  'POST /request-password-reset': {
    operationId: 'requestPasswordReset',
    tag: 'Account: sign-in',
    summary: 'E-mails a link to set a new password',
    description:
      'The answer is the same whether an account has the address or not. The link leads to the dashboard (`/dashboard/reset-password?token=`), which calls `reset-password`.',
    security: 'none',
    ok: {
      description: 'The link is on its way, if an account has the address',
      schema: z
        .object({ status: z.literal(true), message: z.string() })
        .openapi('AuthPasswordResetRequested'),
    },
  },
  'POST /send-verification-email': {
    operationId: 'sendVerificationEmail',
    tag: 'Account: sign-in',
    summary: 'E-mails the confirmation link again',
    description:
      "The answer is the same whether an account has the address or not. Inside a session the address must be the account's own and not yet confirmed (else `invalid_request`).",
    security: 'none',
    ok: { description: 'The link is on its way, if an account needs it', schema: doneSchema },
  },
  'POST /reset-password': {
    operationId: 'resetPassword',
    tag: 'Account: sign-in',
    summary: 'Sets a new password with the token of a reset link',
    description: 'Every session of the account ends; the person signs in with the new password.',
    security: 'none',
    ok: { description: 'The password is changed', schema: doneSchema },
    failures: { 400: '`invalid_token`: the link is wrong, used or expired' },
  },
  'POST /sign-out': {
    operationId: 'signOut',
    tag: 'Account: sign-in',
    summary: 'Signs this browser out',
    description: "Ends the cookie's session, if any, and removes the cookies.",
    security: 'optional',
    ok: {
      description: 'Signed out',
      schema: z.object({ success: z.literal(true) }).openapi('AuthSignedOut'),
      cookies: { always: true, description: `Removes ${sessionCookie} and better-auth's other cookies` },
    },
  },
  'POST /update-user': {
    operationId: 'updateSignedInUser',
    tag: 'Account',
    summary: 'Changes the full name or the language of the account',
    description: 'The same rules as `PUT /api/account`, which changes the rest of the profile.',
    security: 'session',
    ok: { description: 'Changed', schema: doneSchema, cookies: refreshedCookie },
    failures: { 400: '`invalid_request`: no field to change' },
  },
  'POST /change-password': {
    operationId: 'changePassword',
    tag: 'Account: security',
    summary: 'Changes the password',
    description:
      'With `revokeOtherSessions: true`, every other browser of the account is signed out and this one gets a new session (its cookie and `token`).',
    security: 'session',
    ok: {
      description: 'Changed; the account is told by e-mail',
      schema: z
        .object({
          token: z
            .string()
            .nullable()
            .describe('The new session token with `revokeOtherSessions: true`, else null'),
          user: userSchema,
        })
        .openapi('AuthPasswordChanged'),
      cookies: { always: false, description: `The new ${sessionCookie} with \`revokeOtherSessions: true\`` },
    },
    failures: { 400: wrongPassword },
  },
  'POST /revoke-session': {
    operationId: 'revokeSession',
    tag: 'Account: security',
    summary: 'Signs one browser of the account out',
    description:
      "`token` is the hash that `list-sessions` gives. A hash of no session of the account changes nothing; this browser's own also removes its cookie.",
    security: 'session',
    ok: {
      description: 'That browser is signed out',
      schema: doneSchema,
      cookies: { always: false, description: `Removes ${sessionCookie} when the session was this browser's` },
    },
  },
  'POST /revoke-other-sessions': {
    operationId: 'revokeOtherSessions',
    tag: 'Account: security',
    summary: 'Signs every other browser of the account out',
    security: 'session',
    ok: { description: 'Only this browser is still signed in', schema: doneSchema, cookies: refreshedCookie },
  },
  'POST /two-factor/enable': {
    operationId: 'enableTwoFactor',
    tag: 'Account: security',
    summary: 'Starts turning two-factor authentication on',
    description:
      "Answers the authenticator app's `otpauth://` URI (shown as a QR code) and ten recovery codes. Two-factor authentication is on once a code of the app is checked with `two-factor/verify-totp`.",
    security: 'session',
    ok: {
      description: 'The secret for the authenticator app and the recovery codes, shown once',
      schema: z
        .object({
          method: z.literal('totp'),
          totpURI: z.string().describe('An `otpauth://totp/` URI'),
          backupCodes: z.array(z.string()).describe('Recovery codes, each good for one sign-in'),
        })
        .openapi('AuthTwoFactorSetup'),
      cookies: refreshedCookie,
    },
    failures: { 400: `${wrongPassword}; \`invalid_request\`: two-factor authentication is on already` },
  },
  'POST /two-factor/disable': {
    operationId: 'disableTwoFactor',
    tag: 'Account: security',
    summary: 'Turns two-factor authentication off',
    security: 'session',
    ok: {
      description: 'Off; this browser has a new session',
      schema: doneSchema,
      cookies: { always: true, description: `The new ${sessionCookie}` },
    },
    failures: { 400: wrongPassword },
  },
  'POST /two-factor/generate-backup-codes': {
    operationId: 'generateBackupCodes',
    tag: 'Account: security',
    summary: 'Replaces the recovery codes',
    security: 'session',
    ok: {
      description: 'Ten new recovery codes, shown once; the old ones no longer work',
      schema: z
        .object({ status: z.literal(true), backupCodes: z.array(z.string()) })
        .openapi('AuthBackupCodes'),
      cookies: refreshedCookie,
    },
    failures: { 400: `${wrongPassword}; \`invalid_request\`: two-factor authentication is off` },
  },
  'POST /two-factor/verify-totp': {
    operationId: 'verifyTotp',
    tag: 'Account: sign-in',
    summary: 'Checks a code of the authenticator app',
    description:
      'At sign-in, with the `vela.two_factor` cookie of `sign-in/email`: completes the sign-in and sets the session cookie; `trustDevice: true` spares this browser the second factor for 30 days. Inside a session, after `two-factor/enable`: turns two-factor authentication on, with a new session cookie.',
    security: 'optional',
    ok: {
      description: 'The code is right',
      schema: secondFactorPassedSchema,
      cookies: {
        always: false,
        description: `${sessionCookie} (and, with \`trustDevice\`, \`vela.trust_device\`), while \`vela.two_factor\` is removed${signInNotice}`,
      },
    },
    failures: {
      400: '`invalid_request`: two-factor authentication is not set up for the account',
      401: '`two_factor_invalid`: the code is wrong, or the two-factor cookie of the sign-in is missing or expired',
      403: '`account_banned`: the account is suspended',
    },
    ownRateLimit: secondFactorLock,
  },
  'POST /two-factor/verify-backup-code': {
    operationId: 'verifyBackupCode',
    tag: 'Account: sign-in',
    summary: 'Completes a sign-in with a recovery code',
    description:
      'Like `two-factor/verify-totp`, with one of the recovery codes instead of a code of the app; each works once.',
    security: 'optional',
    ok: {
      description: 'The recovery code is right, and used up',
      schema: secondFactorPassedSchema,
      cookies: {
        always: false,
        description: `${sessionCookie} (and, with \`trustDevice\`, \`vela.trust_device\`), while \`vela.two_factor\` is removed${signInNotice}`,
      },
    },
    failures: {
      400: '`invalid_request`: the account has no recovery codes',
      401: '`two_factor_invalid`: the code is wrong or used, or the two-factor cookie of the sign-in is missing or expired',
      403: '`account_banned`: the account is suspended',
      409: '`invalid_request`: another request used the same code at the same moment',
    },
    ownRateLimit: secondFactorLock,
  },
};

const securityOf: Record<AuthOperation['security'], Record<string, string[]>[]> = {
  none: [],
  session: [{ session: [] }],
  optional: [{ session: [] }, {}],
};

/**
 * The answers of the gate in front of better-auth (`index.ts`) and the endpoint's own failures. What every
 * operation answers because of the shared middleware (413, 415, 503, `Retry-After`, `X-Request-Id`) is added
 * to all operations alike by `completeAnswers`.
 */
function failures(method: 'GET' | 'POST', endpoint: AuthEndpoint, operation: AuthOperation) {
  const own = operation.failures ?? {};
  const join = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join('; ');
  const responses: Record<string, Response> = {
    400: failure(
      join(
        'The request breaks an input rule: `code` names the rule',
        method === 'POST' && '`malformed_json`: the body is not JSON',
        endpoint.captcha &&
          '`captcha_required`: `x-captcha-response` is missing, wrong, expired or used already',
        own[400],
      ),
    ),
  };
  if (operation.security === 'session' || own[401]) {
    responses[401] = failure(
      join(operation.security === 'session' && '`please_sign_in`: no session, or it ended', own[401]),
    );
  }
  if (method === 'POST') {
    responses[403] = failure(
      join(
        '`invalid_origin`: a request with a cookie that does not come from the dashboard’s pages',
        own[403],
      ),
    );
  }
  if (own[409]) responses[409] = failure(own[409]);
  if (own[422]) responses[422] = failure(own[422]);
  const limits = [
    endpoint.limit === 'email' && 'too many attempts from this address or for this e-mail address',
    endpoint.limit === 'address' && 'too many attempts from this address',
    endpoint.checksSecret && 'too many checks of the password or of a code for this account',
    endpoint.accountWrite && 'too many changes of this account',
  ];
  if (limits.some(Boolean)) {
    responses[429] = failure(
      join(`\`rate_limited\`: ${join(...limits)}; wait \`Retry-After\` seconds`, operation.ownRateLimit),
    );
  }
  return responses;
}

function describeEndpoint(registry: Registry, key: AuthEndpointKey, endpoint: AuthEndpoint) {
  const operation = operations[key];
  const [verb = '', path = ''] = key.split(' ');
  const method = verb === 'POST' ? 'POST' : 'GET';
  const { input } = endpoint;
  if (!(input instanceof z.ZodObject)) throw new Error(`The input of ${key} is not an object schema`);
  const hasFields = Object.keys(input.shape).length > 0;
  const request: PathConfig['request'] = {
    ...(method === 'GET' && hasFields ? { query: input } : {}),
    ...(method === 'POST'
      ? {
          body: {
            // The gate reads a missing body as `{}`: required only where `{}` breaks the rules.
            required: !input.safeParse({}).success,
            content: { 'application/json': { schema: input } },
          },
        }
      : {}),
    ...(endpoint.captcha
      ? {
          headers: z.object({
            'x-captcha-response': z
              .string()
              .describe(
                'A solved captcha: the base64 ALTCHA solution of `GET /api/captcha/challenge`, or the reCAPTCHA token when `GET /api/config` says `recaptcha`; each is good once',
              ),
          }),
        }
      : {}),
  };
  const { cookies } = operation.ok;
  registry.registerPath({
    method: method === 'POST' ? 'post' : 'get',
    path: `/auth${path}`,
    operationId: operation.operationId,
    tags: [operation.tag],
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    security: securityOf[operation.security],
    request,
    responses: {
      200: {
        description: operation.ok.description,
        ...(cookies ? { headers: setCookie(cookies.always, cookies.description) } : {}),
        content: { 'application/json': { schema: operation.ok.schema } },
      },
      ...failures(method, endpoint, operation),
    },
  });
}

/** Adds every endpoint of `authEndpoints` to the description, as the gate and better-auth answer it. */
export function describeAuthEndpoints(registry: Registry) {
  for (const key of Object.keys(operations) as AuthEndpointKey[]) {
    const endpoint = authEndpoints[key];
    if (endpoint) describeEndpoint(registry, key, endpoint);
  }
}
