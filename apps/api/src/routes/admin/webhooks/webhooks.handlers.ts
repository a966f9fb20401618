import type { RouteHandler } from '@hono/zod-openapi';
import type { ErrorBody } from '@vela/api-client';
import { validationKeys } from '@vela/validation';
import { errorBody } from '../../../auth/auth-errors.ts';
import type { AppDeps } from '../../../deps.ts';
import { setContentRange } from '../../../http/admin-list.ts';
import { clientAddress } from '../../../http/client-address.ts';
import { validationText } from '../../../http/error-text.ts';
import type { UserVariables } from '../../../http/require-user.ts';
import {
  createWebhook,
  deleteWebhook,
  getWebhook,
  getWebhookDelivery,
  listWebhookDeliveries,
  listWebhooks,
  resendWebhookDelivery,
  rotateWebhookSecret,
  sendWebhookTest,
  updateWebhook,
} from '../../../store/webhooks.ts';
import type { WebhookRoutes } from './webhooks.routes.ts';

type Env = { Variables: UserVariables };
type Handler<R extends keyof WebhookRoutes> = RouteHandler<WebhookRoutes[R], Env>;

const notFound = errorBody('not_found');

export function listHandler(deps: AppDeps): Handler<'listRoute'> {
  const { db } = deps.database;
  return async (c) => {
    const query = c.req.valid('query');
    const { rows, total } = await listWebhooks(db, c.get('user').id, query);
    setContentRange(c, 'webhooks', query.offset, rows.length, total);
    return c.json(rows, 200);
  };
}

export function getHandler(deps: AppDeps): Handler<'getRoute'> {
  const { db } = deps.database;
  return async (c) => {
    const webhook = await getWebhook(db, c.get('user').id, c.req.valid('param').id);
    return webhook ? c.json(webhook, 200) : c.json(notFound, 404);
  };
}

/**
 * Why the server would not send to this address, by the rules of every delivery (the outbound fetcher's: no
 * private, loopback, link-local or metadata address, written as such or resolved from the name now); undefined
 * when it would. Told at registration, so that an endpoint that could never be reached is not kept.
 */
async function refusedAddress(deps: AppDeps, url: string | undefined): Promise<ErrorBody | undefined> {
  if (url === undefined) return undefined;
  const judged = await deps.outbound.judge(url);
  if (judged.ok) return undefined;
  const key =
    judged.failure === 'invalid_url' ? validationKeys.hostUrlInvalid : validationKeys.addressNotAllowed;
  return { error: validationText({ key }), code: key };
}

export function createWebhookHandler(deps: AppDeps): Handler<'createWebhookRoute'> {
  const { db } = deps.database;
  return async (c) => {
    const refused = await refusedAddress(deps, c.req.valid('json').url);
    if (refused) return c.json(refused, 400);
    const created = await createWebhook(
      db,
      deps.playlistCipher,
      c.get('user').id,
      c.req.valid('json'),
      deps.now(),
      clientAddress(c, deps.env),
    );
    if (!created.ok) return c.json(errorBody(created.code), 409);
    return c.json(created.webhook, 201);
  };
}

export function updateHandler(deps: AppDeps): Handler<'updateRoute'> {
  const { db } = deps.database;
  return async (c) => {
    const refused = await refusedAddress(deps, c.req.valid('json').url);
    if (refused) return c.json(refused, 400);
    const webhook = await updateWebhook(
      db,
      c.get('user').id,
      c.req.valid('param').id,
      c.req.valid('json'),
      clientAddress(c, deps.env),
    );
    return webhook ? c.json(webhook, 200) : c.json(notFound, 404);
  };
}

export function deleteHandler(deps: AppDeps): Handler<'deleteRoute'> {
  const { db } = deps.database;
  return async (c) => {
    const webhook = await deleteWebhook(
      db,
      c.get('user').id,
      c.req.valid('param').id,
      clientAddress(c, deps.env),
    );
    return webhook ? c.json(webhook, 200) : c.json(notFound, 404);
  };
}

export function rotateHandler(deps: AppDeps): Handler<'rotateRoute'> {
  const { db } = deps.database;
  return async (c) => {
    const webhook = await rotateWebhookSecret(
      db,
      deps.playlistCipher,
      c.get('user').id,
      c.req.valid('param').id,
      deps.now(),
      clientAddress(c, deps.env),
    );
    return webhook ? c.json(webhook, 200) : c.json(notFound, 404);
  };
}

export function testHandler(deps: AppDeps): Handler<'testRoute'> {
  const { db } = deps.database;
  return async (c) => {
    const delivery = await sendWebhookTest(db, deps, c.get('user').id, c.req.valid('param').id);
    return delivery ? c.json(delivery, 202) : c.json(notFound, 404);
  };
}

export function deliveriesHandler(deps: AppDeps): Handler<'deliveriesRoute'> {
  const { db } = deps.database;
  return async (c) => {
    const query = c.req.valid('query');
    const webhookId = query.filter.webhook_id;
    const { rows, total } = await listWebhookDeliveries(
      db,
      c.get('user').id,
      typeof webhookId === 'string' ? webhookId : undefined,
      query,
    );
    setContentRange(c, 'webhook-deliveries', query.offset, rows.length, total);
    return c.json(rows, 200);
  };
}

export function deliveryHandler(deps: AppDeps): Handler<'deliveryRoute'> {
  const { db } = deps.database;
  return async (c) => {
    const delivery = await getWebhookDelivery(db, c.get('user').id, c.req.valid('param').id);
    return delivery ? c.json(delivery, 200) : c.json(notFound, 404);
  };
}

export function resendHandler(deps: AppDeps): Handler<'resendRoute'> {
  const { db } = deps.database;
  return async (c) => {
    const delivery = await resendWebhookDelivery(db, deps, c.get('user').id, c.req.valid('param').id);
    return delivery ? c.json(delivery, 202) : c.json(notFound, 404);
  };
}
