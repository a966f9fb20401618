import { createRoute, z } from '@hono/zod-openapi';
import { errorBody } from '../../auth/auth-errors.ts';
import type { AppDeps } from '../../deps.ts';
import { createRouter } from '../../http/api-router.ts';
import { errorSchema } from '../../http/openapi-schemas.ts';

/** An ALTCHA challenge (protocol v2) as altcha-lib makes it: what the widget, or altcha-lib's solver, solves. */
const challengeSchema = z
  .object({
    parameters: z.object({
      algorithm: z.string().describe('The key derivation, `PBKDF2/SHA-256`'),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number().int().describe('Iterations of the key derivation per attempt'),
      keyLength: z.number().int(),
      keyPrefix: z.string().describe('The hex prefix a derived key must start with'),
      expiresAt: z.number().int().describe('Unix time in seconds after which the challenge is refused'),
      keySignature: z.string().optional(),
      memoryCost: z.number().int().optional(),
      parallelism: z.number().int().optional(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: z.string().describe("The server's signature of the parameters"),
  })
  .openapi('CaptchaChallenge');

const captchaChallengeRoute = createRoute({
  method: 'get',
  path: '/captcha/challenge',
  operationId: 'getCaptchaChallenge',
  security: [],
  tags: ['Account: sign-in'],
  summary: 'A proof-of-work captcha for sign-up, sign-in and password reset',
  description:
    'The solution goes, base64-encoded as `{challenge, solution}` JSON, into the `x-captcha-response` header of `sign-up/email`, `sign-in/email` or `request-password-reset`; each solution is good for one request within ten minutes. `GET /api/config` says which captcha the server uses (`captcha.provider`).',
  responses: {
    200: {
      description: 'A new challenge, never cached',
      content: { 'application/json': { schema: challengeSchema } },
    },
    404: {
      description: 'The server uses Google reCAPTCHA instead (`not_found`): its token is the header’s value',
      content: { 'application/json': { schema: errorSchema } },
    },
  },
});

/** An ALTCHA challenge for the widget on the sign-up, sign-in and forgot-password pages. */
export function captchaRoutes({ altcha }: AppDeps) {
  return createRouter().openapi(captchaChallengeRoute, async (c) => {
    if (!altcha) return c.json(errorBody('not_found'), 404);
    c.header('cache-control', 'no-store');
    const { parameters, signature } = await altcha.challenge();
    // Ours are always signed and expire (src/captcha/altcha.ts): a challenge without either is a fault here.
    if (signature === undefined || parameters.expiresAt === undefined)
      throw new Error('Unsigned ALTCHA challenge');
    return c.json({ parameters: { ...parameters, expiresAt: parameters.expiresAt }, signature }, 200);
  });
}
