import type { RouteHandler } from '@hono/zod-openapi';
import {
  activationFilterSchema,
  creditMovementFilterSchema,
  resellerCreditFilterSchema,
} from '@vela/validation';
import { errorBody } from '../../../auth/auth-errors.ts';
import { isUuid } from '../../../db/uuid.ts';
import type { AppDeps } from '../../../deps.ts';
import { setContentRange } from '../../../http/admin-list.ts';
import { clientAddress } from '../../../http/client-address.ts';
import { actingContext, refusalStatus } from '../../../http/credit-calls.ts';
import type { UserVariables } from '../../../http/require-user.ts';
import {
  activateDevice,
  getActivation,
  listActivations,
  revokeActivation,
} from '../../../store/activations.ts';
import {
  creditSummary,
  currentPrices,
  listCreditMovements,
  listResellerCredits,
  moveCredits,
  setCreditSettings,
  setPrices,
} from '../../../store/credits.ts';
import type {
  createActivationRoute,
  getActivationRoute,
  getPricesRoute,
  getResellerCreditsRoute,
  listActivationsRoute,
  listMovementsRoute,
  listResellerCreditsRoute,
  moveCreditsRoute,
  reverseActivationRoute,
  revokeActivationRoute,
  setPricesRoute,
  settingsRoute,
  summaryRoute,
} from './credits.routes.ts';

type Env = { Variables: UserVariables };

export function summaryHandler(deps: AppDeps): RouteHandler<typeof summaryRoute, Env> {
  return async (c) =>
    c.json(await creditSummary(deps.database.db, c.get('user').id, deps.env.ACTIVATION_REVOKE_HOURS), 200);
}

export function settingsHandler(deps: AppDeps): RouteHandler<typeof settingsRoute, Env> {
  return async (c) => {
    const user = c.get('user');
    await setCreditSettings(deps.database.db, user, c.req.valid('json'), clientAddress(c, deps.env));
    return c.json(await creditSummary(deps.database.db, user.id, deps.env.ACTIVATION_REVOKE_HOURS), 200);
  };
}

export function listMovementsHandler(deps: AppDeps): RouteHandler<typeof listMovementsRoute, Env> {
  return async (c) => {
    const query = c.req.valid('query');
    const filter = creditMovementFilterSchema.safeParse(query.filter);
    if (!filter.success) return c.json(errorBody('invalid_request'), 400);
    const { rows, total } = await listCreditMovements(deps.database.db, c.get('user'), query, filter.data);
    setContentRange(c, 'credit-movements', query.offset, rows.length, total);
    return c.json(rows, 200);
  };
}

export function moveCreditsHandler(deps: AppDeps): RouteHandler<typeof moveCreditsRoute, Env> {
  return async (c) => {
    const moved = await moveCredits(
      deps.database.db,
      c.get('user'),
      c.req.valid('json'),
      clientAddress(c, deps.env),
    );
    if ('refused' in moved) {
      return moved.refused === 'not_found'
        ? c.json(errorBody('not_found'), 404)
        : c.json(errorBody(moved.refused), 409);
    }
    return c.json(moved.movement, 201);
  };
}

export function listResellerCreditsHandler(
  deps: AppDeps,
): RouteHandler<typeof listResellerCreditsRoute, Env> {
  return async (c) => {
    const query = c.req.valid('query');
    const filter = resellerCreditFilterSchema.safeParse(query.filter);
    if (!filter.success) return c.json(errorBody('invalid_request'), 400);
    const { rows, total } = await listResellerCredits(deps.database.db, query, filter.data, deps.now());
    setContentRange(c, 'reseller-credits', query.offset, rows.length, total);
    return c.json(rows, 200);
  };
}

export function getResellerCreditsHandler(deps: AppDeps): RouteHandler<typeof getResellerCreditsRoute, Env> {
  return async (c) => {
    const { id } = c.req.valid('param');
    if (!isUuid(id)) return c.json(errorBody('not_found'), 404);
    const { rows } = await listResellerCredits(
      deps.database.db,
      { sort: { field: 'balance', order: 'desc' }, offset: 0, limit: 1, filter: {} },
      { id },
      deps.now(),
    );
    const [row] = rows;
    return row ? c.json(row, 200) : c.json(errorBody('not_found'), 404);
  };
}

export function getPricesHandler(deps: AppDeps): RouteHandler<typeof getPricesRoute, Env> {
  return async (c) => c.json(await currentPrices(deps.database.db), 200);
}

export function setPricesHandler(deps: AppDeps): RouteHandler<typeof setPricesRoute, Env> {
  return async (c) =>
    c.json(
      await setPrices(
        deps.database.db,
        c.get('user'),
        c.req.valid('json'),
        deps.now(),
        clientAddress(c, deps.env),
      ),
      200,
    );
}

export function listActivationsHandler(deps: AppDeps): RouteHandler<typeof listActivationsRoute, Env> {
  return async (c) => {
    const query = c.req.valid('query');
    const filter = activationFilterSchema.safeParse(query.filter);
    if (!filter.success) return c.json(errorBody('invalid_request'), 400);
    const { rows, total } = await listActivations(
      deps.database.db,
      c.get('user'),
      query,
      filter.data,
      deps.env.ACTIVATION_REVOKE_HOURS,
    );
    setContentRange(c, 'activations', query.offset, rows.length, total);
    return c.json(rows, 200);
  };
}

export function getActivationHandler(deps: AppDeps): RouteHandler<typeof getActivationRoute, Env> {
  return async (c) => {
    const found = await getActivation(
      deps.database.db,
      c.get('user'),
      c.req.valid('param').id,
      deps.env.ACTIVATION_REVOKE_HOURS,
    );
    return found ? c.json(found, 200) : c.json(errorBody('not_found'), 404);
  };
}

export function createActivationHandler(deps: AppDeps): RouteHandler<typeof createActivationRoute, Env> {
  return async (c) => {
    const result = await activateDevice(
      deps.database.db,
      c.get('user'),
      c.req.valid('json'),
      actingContext(deps, c),
    );
    if ('refused' in result) {
      // The dashboard sends no Idempotency-Key: nothing is replayed here.
      if (result.refused === 'idempotency_key_reused') throw new Error('No Idempotency-Key was sent');
      return c.json(errorBody(result.refused), refusalStatus[result.refused]);
    }
    if ('replayed' in result) throw new Error('No Idempotency-Key was sent');
    return c.json(result.activation, 201);
  };
}

export function revokeActivationHandler(deps: AppDeps): RouteHandler<typeof revokeActivationRoute, Env> {
  return async (c) => {
    const result = await revokeActivation(
      deps.database.db,
      c.get('user'),
      c.req.valid('param').id,
      { as: 'reseller', reason: null },
      actingContext(deps, c),
    );
    if ('refused' in result) return c.json(errorBody(result.refused), refusalStatus[result.refused]);
    return c.json(result.activation, 200);
  };
}

export function reverseActivationHandler(deps: AppDeps): RouteHandler<typeof reverseActivationRoute, Env> {
  return async (c) => {
    const result = await revokeActivation(
      deps.database.db,
      c.get('user'),
      c.req.valid('param').id,
      { as: 'operator', reason: c.req.valid('json').reason },
      actingContext(deps, c),
    );
    if ('refused' in result) {
      const status = refusalStatus[result.refused];
      return c.json(errorBody(result.refused), status === 403 ? 409 : status);
    }
    return c.json(result.activation, 200);
  };
}
