import { randomUUID } from 'node:crypto';
import type { RouteHandler } from '@hono/zod-openapi';
import { creditOrderFilterSchema, creditPackFilterSchema } from '@vela/validation';
import { errorBody } from '../../../auth/auth-errors.ts';
import type { AppDeps } from '../../../deps.ts';
import { setContentRange } from '../../../http/admin-list.ts';
import { clientAddress } from '../../../http/client-address.ts';
import { rateLimited } from '../../../http/limits.ts';
import type { UserVariables } from '../../../http/require-user.ts';
import { sellerOf } from '../../../http/seller.ts';
import { describeError } from '../../../logger.ts';
import { isProviderRefusal } from '../../../payments/provider.ts';
import {
  completeCreditOrder,
  findCreditOrder,
  getCreditOrder,
  listCreditOrders,
  markCreditOrderFailed,
  quoteCreditOrder,
  recordCreditOrder,
} from '../../../store/credit-orders.ts';
import {
  createCreditPack,
  getCreditPack,
  listCreditPacks,
  updateCreditPack,
} from '../../../store/credit-packs.ts';
import { balanceOf } from '../../../store/credits.ts';
import type {
  captureOrderRoute,
  createOrderRoute,
  createPackRoute,
  getOrderRoute,
  getPackRoute,
  listOrdersRoute,
  listPacksRoute,
  updatePackRoute,
} from './credit-packs.routes.ts';

type Env = { Variables: UserVariables };

/** What a change of a pack is made with: the shop's currency for a new pack that names none. */
const packChange = (deps: AppDeps, address: string | null) => ({
  currency: deps.settings.prices.currency,
  now: deps.now(),
  address,
});

export function listPacksHandler(deps: AppDeps): RouteHandler<typeof listPacksRoute, Env> {
  return async (c) => {
    const query = c.req.valid('query');
    const filter = creditPackFilterSchema.safeParse(query.filter);
    if (!filter.success) return c.json(errorBody('invalid_request'), 400);
    const { rows, total } = await listCreditPacks(deps.database.db, c.get('user'), query, filter.data);
    setContentRange(c, 'credit-packs', query.offset, rows.length, total);
    return c.json(rows, 200);
  };
}

export function getPackHandler(deps: AppDeps): RouteHandler<typeof getPackRoute, Env> {
  return async (c) => {
    const pack = await getCreditPack(deps.database.db, c.get('user'), c.req.valid('param').id);
    return pack ? c.json(pack, 200) : c.json(errorBody('not_found'), 404);
  };
}

export function createPackHandler(deps: AppDeps): RouteHandler<typeof createPackRoute, Env> {
  return async (c) => {
    const pack = await createCreditPack(
      deps.database.db,
      c.get('user'),
      c.req.valid('json'),
      packChange(deps, clientAddress(c, deps.env)),
    );
    return c.json(pack, 201);
  };
}

export function updatePackHandler(deps: AppDeps): RouteHandler<typeof updatePackRoute, Env> {
  return async (c) => {
    const pack = await updateCreditPack(
      deps.database.db,
      c.get('user'),
      c.req.valid('param').id,
      c.req.valid('json'),
      packChange(deps, clientAddress(c, deps.env)),
    );
    return pack ? c.json(pack, 200) : c.json(errorBody('not_found'), 404);
  };
}

export function listOrdersHandler(deps: AppDeps): RouteHandler<typeof listOrdersRoute, Env> {
  const seller = sellerOf(deps.settings.brand);
  return async (c) => {
    const query = c.req.valid('query');
    const filter = creditOrderFilterSchema.safeParse(query.filter);
    if (!filter.success) return c.json(errorBody('invalid_request'), 400);
    const { rows, total } = await listCreditOrders(deps.database.db, c.get('user'), query, filter.data);
    setContentRange(c, 'credit-orders', query.offset, rows.length, total);
    return c.json(
      rows.map((row) => ({ ...row, ...seller })),
      200,
    );
  };
}

export function getOrderHandler(deps: AppDeps): RouteHandler<typeof getOrderRoute, Env> {
  const seller = sellerOf(deps.settings.brand);
  return async (c) => {
    const order = await getCreditOrder(deps.database.db, c.get('user'), c.req.valid('param').id);
    return order ? c.json({ ...order, ...seller }, 200) : c.json(errorBody('not_found'), 404);
  };
}

export function createOrderHandler(deps: AppDeps): RouteHandler<typeof createOrderRoute, Env> {
  return async (c) => {
    const user = c.get('user');
    const wait = await deps.limits.purchase('credit_orders', user.id);
    if (wait) return rateLimited(c, wait);
    const { pack_id, locale } = c.req.valid('json');
    const { db } = deps.database;
    const quote = await quoteCreditOrder(db, user.id, pack_id);
    if ('refused' in quote) {
      return quote.refused === 'credits_frozen'
        ? c.json(errorBody(quote.refused), 403)
        : c.json(errorBody(quote.refused), 404);
    }
    const { pack } = quote;
    // Our id goes to the provider as the order's custom id: the capture and the webhook are checked against it.
    const id = randomUUID();
    let created: { id: string };
    try {
      created = await deps.payments.createOrder({
        amount: { value: pack.price, currency: pack.currency },
        customId: id,
        description: `${deps.settings.brand.name}: ${pack.credits} credits`.slice(0, 127),
        requestId: id,
      });
    } catch (error) {
      deps.logger.error('credits.create_order_failed', { error: describeError(error) });
      return c.json(errorBody('payment_provider_error'), 502);
    }
    await recordCreditOrder(db, {
      id,
      provider: deps.payments.name,
      providerOrderId: created.id,
      resellerId: user.id,
      pack,
      locale: locale ?? null,
      now: deps.now(),
      address: clientAddress(c, deps.env),
    });
    return c.json({ orderId: created.id }, 201);
  };
}

export function captureOrderHandler(deps: AppDeps): RouteHandler<typeof captureOrderRoute, Env> {
  const seller = sellerOf(deps.settings.brand);
  return async (c) => {
    const user = c.get('user');
    const wait = await deps.limits.purchase('credit_captures', user.id);
    if (wait) return rateLimited(c, wait);
    const { orderId } = c.req.valid('param');
    const { db } = deps.database;
    const order = await findCreditOrder(db, deps.payments.name, orderId, user.id);
    if (!order) return c.json(errorBody('not_found'), 404);
    // Already paid, through this capture or the provider's webhook: answered again, nothing asked twice.
    if (order.status !== 'completed') {
      let captured: Awaited<ReturnType<AppDeps['payments']['captureOrder']>>;
      try {
        captured = await deps.payments.captureOrder(orderId, `capture-${order.id}`);
      } catch (error) {
        if (isProviderRefusal(error)) return c.json(errorBody('payment_not_completed'), 409);
        deps.logger.error('credits.capture_failed', { error: describeError(error) });
        return c.json(errorBody('payment_provider_error'), 502);
      }
      const paidAsOrdered =
        captured.status === 'COMPLETED' &&
        captured.customId === order.id &&
        captured.amount?.value === order.amount &&
        captured.amount.currency === order.currency;
      if (!paidAsOrdered || !captured.captureId) {
        await markCreditOrderFailed(db, order.id);
        return c.json(errorBody('payment_not_completed'), 409);
      }
      await completeCreditOrder(db, order.id, captured.captureId, {
        now: deps.now(),
        actorId: user.id,
        address: clientAddress(c, deps.env),
      });
    }
    const [paid, balance] = await Promise.all([getCreditOrder(db, user, order.id), balanceOf(db, user.id)]);
    if (!paid) throw new Error(`The credit order ${order.id} is gone`);
    return c.json({ order: { ...paid, ...seller }, balance }, 200);
  };
}
