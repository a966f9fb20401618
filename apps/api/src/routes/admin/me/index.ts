import { createRouter } from '../../../http/api-router.ts';
import type { UserVariables } from '../../../http/require-user.ts';
import { meHandler } from './me.handlers.ts';
import { meRoute } from './me.routes.ts';

/** `GET /api/admin/me`: who is signed in, for every role. */
export function meRoutes() {
  return createRouter<{ Variables: UserVariables }>().openapi(meRoute, meHandler());
}
