import { OpenAPIHono } from '@hono/zod-openapi';
import type { ErrorBody } from '@vela/api-client';
import { messageOf } from '@vela/validation';
import type { Env } from 'hono';
import { validationText } from './error-text.ts';

/**
 * Every API router is created here so that a request that fails its schema is answered the same way:
 * 400 with the English text of the first failure and its stable key as the code.
 */
export function createRouter<E extends Env = Env>() {
  return new OpenAPIHono<E>({
    defaultHook: (result, c) => {
      if (result.success) return;
      const issue = result.error.issues[0];
      const message = issue ? messageOf(issue) : { key: 'invalid_type' as const };
      return c.json({ error: validationText(message), code: message.key } satisfies ErrorBody, 400);
    },
  });
}

export type Router = ReturnType<typeof createRouter>;
