import { createRoute, z } from '@hono/zod-openapi';
import {
  activationCreateSchema,
  activationFilterSchema,
  activationPricesSchema,
  activationReversalSchema,
  creditMovementFilterSchema,
  creditMovementKinds,
  creditMoveSchema,
  creditSettingsSchema,
  resellerCreditFilterSchema,
} from '@vela/validation';
import { listQuerySchema } from '../../../http/admin-list.ts';
import {
  errorResponses,
  errorSchema,
  idPathParams,
  jsonResponse as json,
  jsonBody,
} from '../../../http/openapi-schemas.ts';
import { activationRefusals, activationSchema, pricesSchema } from '../../../http/shared-schemas.ts';
import { activationSortFields } from '../../../store/activations.ts';
import { creditMovementSortFields, resellerCreditSortFields } from '../../../store/credits.ts';

const tags = ['Dashboard: credits and activations'];
const session = [{ session: [] }];

const refusal = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorSchema } },
});

const creditSummarySchema = z
  .object({
    balance: z.number().int().describe('Credits the caller holds: the sum of its ledger, never below zero'),
    frozen: z
      .boolean()
      .describe('True while the account is suspended or no longer a reseller: nothing can be spent'),
    low_balance_threshold: z
      .number()
      .int()
      .nullable()
      .describe('At or below this balance an e-mail tells the reseller once; null for never'),
    business_name: z
      .string()
      .nullable()
      .describe(
        'The name the reseller trades under, shown to the owners of the devices it activates; null: its own name is shown',
      ),
    prices: pricesSchema,
    revoke_window_hours: z
      .number()
      .int()
      .describe('How long after an activation its reseller may revoke it for the credits back'),
  })
  .openapi('CreditSummary');

const creditMovementSchema = z
  .object({
    id: z.string().uuid(),
    reseller_id: z.string().uuid(),
    reseller_name: z.string().describe('The business name, or the full name when none is set'),
    kind: z.enum(creditMovementKinds),
    amount: z.number().int().describe('Positive in, negative out'),
    balance_after: z.number().int().describe('The balance this movement left'),
    by_operator: z.boolean().describe('Moved by an operator (a grant, a take-back or a reversal)'),
    actor_name: z
      .string()
      .nullable()
      .describe('Who moved it, for operators; null for resellers and for deleted accounts'),
    reason: z.string().nullable(),
    activation_id: z.string().uuid().nullable(),
    device_id: z.string().nullable().describe('The device an activation or its refund concerns'),
    created_at: z.string().describe('ISO 8601'),
  })
  .openapi('CreditMovement');

const resellerCreditsSchema = z
  .object({
    id: z.string().uuid().describe('The reseller’s account id'),
    full_name: z.string(),
    business_name: z.string().nullable(),
    email: z.string(),
    role: z.enum(['reseller', 'operator']),
    banned: z.boolean(),
    balance: z.number().int(),
    activations_30_days: z.number().int().describe('Activations in the last 30 days, revoked ones excluded'),
    last_movement_at: z.string().nullable().describe('ISO 8601; null before the first movement'),
  })
  .openapi('ResellerCredits');

const idParams = idPathParams('The activation id (a UUID)');

export const summaryRoute = createRoute({
  method: 'get',
  path: '/admin/credits',
  operationId: 'getCreditSummary',
  security: session,
  tags,
  summary: 'The caller’s balance, its low-balance setting, the prices of the tiers and the grace period',
  responses: { 200: json('The summary', creditSummarySchema), ...errorResponses(401, 403) },
});

export const settingsRoute = createRoute({
  method: 'put',
  path: '/admin/credits/settings',
  operationId: 'updateCreditSettings',
  security: session,
  tags,
  summary:
    'Sets the balance at or below which the reseller is told by e-mail (null: never) and its business name (null or empty: none); a field left out is kept',
  request: { body: jsonBody(creditSettingsSchema) },
  responses: { 200: json('The summary', creditSummarySchema), ...errorResponses(400, 401, 403, 429) },
});

export const listMovementsRoute = createRoute({
  method: 'get',
  path: '/admin/credit-movements',
  operationId: 'listCreditMovements',
  security: session,
  tags,
  summary: 'The credit ledger: a reseller’s own movements, every reseller’s for operators; newest first',
  description:
    'ra-data-simple-rest conventions. `filter`: `kind`, `from` and `to` (days, both whole, UTC), and for operators `reseller_id`.',
  request: {
    query: listQuerySchema(
      creditMovementSortFields,
      { field: 'created_at', order: 'desc' },
      creditMovementFilterSchema,
    ),
  },
  responses: {
    200: json('One page; `Content-Range` gives the total', z.array(creditMovementSchema)),
    ...errorResponses(400, 401, 403),
  },
});

export const moveCreditsRoute = createRoute({
  method: 'post',
  path: '/admin/credit-movements',
  operationId: 'moveCredits',
  security: session,
  tags,
  summary: 'Operators: grants credits to a reseller, or takes some back, with a reason',
  request: { body: jsonBody(creditMoveSchema) },
  responses: {
    201: json('The movement', creditMovementSchema),
    ...errorResponses(400, 401, 403, 404, 429),
    409: refusal('`insufficient_credits`: the reseller holds fewer credits than would be taken back'),
  },
});

export const listResellerCreditsRoute = createRoute({
  method: 'get',
  path: '/admin/reseller-credits',
  operationId: 'listResellerCredits',
  security: session,
  tags,
  summary: 'Operators: every reseller’s balance and recent activations',
  description: 'ra-data-simple-rest conventions. `filter`: `q` (part of the name or e-mail address).',
  request: {
    query: listQuerySchema(
      resellerCreditSortFields,
      { field: 'balance', order: 'desc' },
      resellerCreditFilterSchema,
    ),
  },
  responses: {
    200: json('One page; `Content-Range` gives the total', z.array(resellerCreditsSchema)),
    ...errorResponses(400, 401, 403),
  },
});

export const getResellerCreditsRoute = createRoute({
  method: 'get',
  path: '/admin/reseller-credits/{id}',
  operationId: 'getResellerCredits',
  security: session,
  tags,
  summary: 'Operators: one reseller’s balance',
  request: { params: idPathParams('The reseller’s account id (a UUID)') },
  responses: { 200: json('The reseller', resellerCreditsSchema), ...errorResponses(401, 403, 404) },
});

export const getPricesRoute = createRoute({
  method: 'get',
  path: '/admin/activation-prices',
  operationId: 'getActivationPrices',
  security: session,
  tags,
  summary: 'What each tier costs in credits',
  responses: { 200: json('The prices', pricesSchema), ...errorResponses(401, 403) },
});

export const setPricesRoute = createRoute({
  method: 'put',
  path: '/admin/activation-prices',
  operationId: 'setActivationPrices',
  security: session,
  tags,
  summary: 'Operators: sets what each tier costs; later activations pay the new price',
  request: { body: jsonBody(activationPricesSchema) },
  responses: { 200: json('The prices', pricesSchema), ...errorResponses(400, 401, 403, 429) },
});

export const listActivationsRoute = createRoute({
  method: 'get',
  path: '/admin/activations',
  operationId: 'listActivations',
  security: session,
  tags,
  summary: 'A reseller’s activations (operators: every reseller’s), newest first',
  description:
    'ra-data-simple-rest conventions. `filter`: `q` (part of the device id, in any notation, or of the note), `tier`, `status`, `from` and `to` (days, both whole, UTC), and for operators `reseller_id`.',
  request: {
    query: listQuerySchema(
      activationSortFields,
      { field: 'created_at', order: 'desc' },
      activationFilterSchema,
    ),
  },
  responses: {
    200: json('One page; `Content-Range` gives the total', z.array(activationSchema)),
    ...errorResponses(400, 401, 403),
  },
});

export const getActivationRoute = createRoute({
  method: 'get',
  path: '/admin/activations/{id}',
  operationId: 'getActivation',
  security: session,
  tags,
  summary: 'One of the caller’s activations (operators: anyone’s)',
  request: { params: idParams },
  responses: { 200: json('The activation', activationSchema), ...errorResponses(401, 403, 404) },
});

export const createActivationRoute = createRoute({
  method: 'post',
  path: '/admin/activations',
  operationId: 'createActivation',
  security: session,
  tags,
  summary: 'Activates a device by its id for a tier, paid in credits',
  description: `Basic gives the lifetime licence; Premium a year of Privacy Mode from the later of now and its current end, with the lifetime licence. ${activationRefusals}`,
  request: { body: jsonBody(activationCreateSchema) },
  responses: {
    201: json('Activated', activationSchema),
    ...errorResponses(400, 401, 403, 404, 429),
    409: refusal('`already_licensed` or `insufficient_credits`'),
  },
});

export const revokeActivationRoute = createRoute({
  method: 'post',
  path: '/admin/activations/{id}/revoke',
  operationId: 'revokeActivation',
  security: session,
  tags,
  summary:
    'Revokes one of the caller’s activations within the grace period: its credits back, the licence undone',
  description:
    '409 `revoke_window_over` after the grace period, `activation_revoked` when already revoked, `licence_changed` when the device’s licence changed after the activation (a purchase or another activation); 403 `credits_frozen` while the account is suspended.',
  request: { params: idParams },
  responses: {
    200: json('Revoked', activationSchema),
    ...errorResponses(401, 403, 404, 429),
    409: refusal('`revoke_window_over`, `activation_revoked` or `licence_changed`'),
  },
});

export const reverseActivationRoute = createRoute({
  method: 'post',
  path: '/admin/activations/{id}/reverse',
  operationId: 'reverseActivation',
  security: session,
  tags,
  summary:
    'Operators: reverses a wrong activation at any time, with a reason: the credits back, the licence undone',
  description:
    '409 `activation_revoked` when already revoked, `licence_changed` when the device’s licence changed after it.',
  request: { params: idParams, body: jsonBody(activationReversalSchema) },
  responses: {
    200: json('Reversed', activationSchema),
    ...errorResponses(400, 401, 403, 404, 429),
    409: refusal('`activation_revoked` or `licence_changed`'),
  },
});
