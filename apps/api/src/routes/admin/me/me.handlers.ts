import type { RouteHandler } from '@hono/zod-openapi';
import type { AdminMe } from '@vela/api-client';
import { toAccount } from '../../../domain/signed-in-user.ts';
import type { UserVariables } from '../../../http/require-user.ts';
import type { meRoute } from './me.routes.ts';

type Env = { Variables: UserVariables };

export function meHandler(): RouteHandler<typeof meRoute, Env> {
  return (c) => {
    const { id, email, fullName, role, twoFactorEnabled, profileComplete } = toAccount(c.get('user'));
    return c.json({ id, email, fullName, role, twoFactorEnabled, profileComplete } satisfies AdminMe, 200);
  };
}
