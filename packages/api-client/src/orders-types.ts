import type { components } from './generated/openapi.ts';

type Schemas = components['schemas'];

/**
 * One purchase, as operators list it (`GET /api/admin/orders`): a Basic order or a Premium subscription, with
 * the provider's reference, its device and the device's owner.
 */
export type AdminOrder = Schemas['AdminOrder'];

/** A provider notification about a purchase, as it was received. */
export type OrderWebhookEvent = Schemas['OrderWebhookEvent'];

/** A licence change a purchase paid for. */
export type OrderGrant = Schemas['OrderGrant'];

/** `GET /api/admin/orders/{id}`: the purchase with its notifications and the licence it granted. */
export type AdminOrderDetail = Schemas['AdminOrderDetail'];

/** `GET /api/admin/customers/{id}`: one account as a whole, for operators. */
export type AdminCustomer = Schemas['AdminCustomer'];
