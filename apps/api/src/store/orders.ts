import type { AdminOrder, AdminOrderDetail } from '@vela/api-client';
import type { OrderFilter } from '@vela/validation';
import { and, asc, count, desc, eq, ilike, like, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { devices, licenceGrants, paymentOrders, subscriptions, users, webhookEvents } from '../db/schema.ts';
import type { ListQuery } from '../domain/list-query.ts';
import { deviceIdSearch } from './admin-devices.ts';
import { dayRange } from './days.ts';
import { likePattern } from './like.ts';

export const orderSortFields = ['created_at', 'updated_at', 'amount', 'status'] as const;
export type OrderSortField = (typeof orderSortFields)[number];

/** The yearly price a subscription is listed with: subscriptions store no amount of their own. */
export interface PremiumPrice {
  amount: string;
  currency: string;
}

/**
 * Orders and subscriptions as one relation with the same columns, so that one query filters, sorts and pages
 * them together.
 */
function purchases(db: Database, premium: PremiumPrice) {
  const orders = db
    .select({
      id: paymentOrders.id,
      kind: sql<'order' | 'subscription'>`'order'::text`.as('purchase_kind'),
      provider: sql<string>`${paymentOrders.provider}`.as('purchase_provider'),
      reference: sql<string>`${paymentOrders.providerOrderId}`.as('purchase_reference'),
      captureId: sql<string | null>`${paymentOrders.captureId}`.as('purchase_capture_id'),
      plan: sql<'basic' | 'premium'>`'basic'::text`.as('purchase_plan'),
      amount: sql<string>`${paymentOrders.amount}`.as('purchase_amount'),
      currency: sql<string>`${paymentOrders.currency}`.as('purchase_currency'),
      status: sql<string>`${paymentOrders.status}`.as('purchase_status'),
      deviceRowId: sql<string>`${paymentOrders.deviceId}`.as('device_row_id'),
      createdAt: sql<Date>`${paymentOrders.createdAt}`.as('purchase_created_at'),
      updatedAt: sql<Date>`${paymentOrders.updatedAt}`.as('purchase_updated_at'),
    })
    .from(paymentOrders);
  const subscribed = db
    .select({
      id: subscriptions.id,
      kind: sql<'order' | 'subscription'>`'subscription'::text`.as('purchase_kind'),
      provider: sql<string>`${subscriptions.provider}`.as('purchase_provider'),
      reference: sql<string>`${subscriptions.providerSubscriptionId}`.as('purchase_reference'),
      captureId: sql<string | null>`null::text`.as('purchase_capture_id'),
      plan: sql<'basic' | 'premium'>`'premium'::text`.as('purchase_plan'),
      amount: sql<string>`${premium.amount}::numeric(10, 2)`.as('purchase_amount'),
      currency: sql<string>`${premium.currency}::text`.as('purchase_currency'),
      status: sql<string>`lower(${subscriptions.status})`.as('purchase_status'),
      deviceRowId: sql<string>`${subscriptions.deviceId}`.as('device_row_id'),
      createdAt: sql<Date>`${subscriptions.createdAt}`.as('purchase_created_at'),
      updatedAt: sql<Date>`${subscriptions.updatedAt}`.as('purchase_updated_at'),
    })
    .from(subscriptions);
  return orders.unionAll(subscribed).as('purchases');
}

type Purchases = ReturnType<typeof purchases>;

function conditions(all: Purchases, filter: OrderFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.status) parts.push(eq(all.status, filter.status));
  if (filter.plan) parts.push(eq(all.plan, filter.plan));
  if (filter.kind) parts.push(eq(all.kind, filter.kind));
  // Both days count whole.
  parts.push(...dayRange(all.createdAt, filter.from, filter.to));
  if (filter.owner) parts.push(ilike(users.email, likePattern(filter.owner)));
  if (filter.owner_id) parts.push(eq(devices.ownerId, filter.owner_id));
  if (filter.device) {
    const byName = ilike(devices.name, likePattern(filter.device));
    const byId = deviceIdSearch(devices.deviceId, filter.device);
    parts.push(byId ? or(byId, byName) : byName);
  }
  if (filter.q) {
    // The provider's reference, whole or in part (an operator pastes it from PayPal).
    const reference = likePattern(filter.q);
    parts.push(or(ilike(all.reference, reference), ilike(all.captureId, reference)));
  }
  return and(...parts);
}

type PurchaseRow = {
  purchase: {
    id: string;
    kind: 'order' | 'subscription';
    provider: string;
    reference: string;
    captureId: string | null;
    plan: 'basic' | 'premium';
    amount: string;
    currency: string;
    status: string;
    createdAt: Date | string;
    updatedAt: Date | string;
  };
  deviceId: string;
  deviceName: string | null;
  ownerId: string | null;
  ownerEmail: string | null;
};

/** Timestamps selected through a union arrive as text on some drivers. */
const iso = (value: Date | string) => new Date(value).toISOString();

function toAdminOrder({ purchase, deviceId, deviceName, ownerId, ownerEmail }: PurchaseRow): AdminOrder {
  return {
    id: purchase.id,
    kind: purchase.kind,
    provider: purchase.provider === 'paypal' ? 'paypal' : 'simulator',
    reference: purchase.reference,
    capture_id: purchase.captureId,
    plan: purchase.plan,
    amount: Number(purchase.amount).toFixed(2),
    currency: purchase.currency,
    status: purchase.status,
    device_id: deviceId,
    device_name: deviceName,
    owner_id: ownerId,
    owner_email: ownerEmail,
    created_at: iso(purchase.createdAt),
    updated_at: iso(purchase.updatedAt),
  };
}

function selectPurchases(db: Database, all: Purchases) {
  return db
    .select({
      purchase: {
        id: all.id,
        kind: all.kind,
        provider: all.provider,
        reference: all.reference,
        captureId: all.captureId,
        plan: all.plan,
        amount: all.amount,
        currency: all.currency,
        status: all.status,
        createdAt: all.createdAt,
        updatedAt: all.updatedAt,
      },
      deviceId: devices.deviceId,
      deviceName: devices.name,
      ownerId: devices.ownerId,
      ownerEmail: users.email,
    })
    .from(all)
    .innerJoin(devices, eq(devices.id, all.deviceRowId))
    .leftJoin(users, eq(users.id, devices.ownerId));
}

/**
 * One page of every purchase, for operators (the route lets no one else in): filtered, sorted and paged in
 * SQL, with the number of all that match.
 */
export async function listOrders(
  db: Database,
  query: ListQuery<OrderSortField>,
  filter: OrderFilter,
  premium: PremiumPrice,
): Promise<{ rows: AdminOrder[]; total: number }> {
  const all = purchases(db, premium);
  const where = conditions(all, filter);
  const columns = {
    created_at: all.createdAt,
    updated_at: all.updatedAt,
    amount: all.amount,
    status: all.status,
  };
  const order = query.sort.order === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    selectPurchases(db, all)
      .where(where)
      .orderBy(order(columns[query.sort.field]), order(all.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: count() })
      .from(all)
      .innerJoin(devices, eq(devices.id, all.deviceRowId))
      .leftJoin(users, eq(users.id, devices.ownerId))
      .where(where),
  ]);
  return { rows: rows.map(toAdminOrder), total: counted?.total ?? 0 };
}

/** One purchase with the notifications the provider sent about it and the licence changes it paid for. */
export async function getOrder(
  db: Database,
  id: string,
  premium: PremiumPrice,
): Promise<AdminOrderDetail | undefined> {
  const all = purchases(db, premium);
  const [row] = await selectPurchases(db, all).where(eq(all.id, id)).limit(1);
  if (!row) return undefined;
  const order = toAdminOrder(row);
  const paidBy =
    order.kind === 'order'
      ? order.capture_id
        ? and(like(licenceGrants.source, '%\\_capture'), eq(licenceGrants.sourceRef, order.capture_id))
        : sql`false`
      : and(
          like(licenceGrants.source, '%\\_subscription\\_cycle'),
          like(licenceGrants.sourceRef, `${order.reference.replace(/[\\%_]/g, '\\$&')}:%`),
        );
  const [events, grants] = await Promise.all([
    db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.resourceRef, order.reference))
      .orderBy(asc(webhookEvents.receivedAt))
      .limit(200),
    db
      .select()
      .from(licenceGrants)
      .innerJoin(devices, eq(devices.id, licenceGrants.deviceId))
      .where(and(paidBy, eq(devices.deviceId, order.device_id)))
      .orderBy(asc(licenceGrants.createdAt))
      .limit(200),
  ]);
  return {
    ...order,
    webhook_events: events.map((event) => ({
      id: event.id,
      event_type: event.eventType,
      received_at: event.receivedAt.toISOString(),
    })),
    grants: grants.map(({ licence_grants: grant }) => ({
      id: grant.id,
      plan: grant.plan,
      source: grant.source,
      source_ref: grant.sourceRef,
      lifetime: grant.lifetimeLicence,
      privacy_expiry: grant.privacyExpiresAt?.toISOString() ?? null,
      created_at: grant.createdAt.toISOString(),
    })),
  };
}

/** The newest purchases of one account's devices, for the customer page. */
export async function ordersOfOwner(
  db: Database,
  ownerId: string,
  premium: PremiumPrice,
  limit: number,
): Promise<AdminOrder[]> {
  const all = purchases(db, premium);
  const rows = await selectPurchases(db, all)
    .where(eq(devices.ownerId, ownerId))
    .orderBy(desc(all.createdAt), desc(all.id))
    .limit(limit);
  return rows.map(toAdminOrder);
}
