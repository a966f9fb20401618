import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { paymentOrders, subscriptionPayments, subscriptions, webhookEvents } from '../db/schema.ts';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
/** The payment providers' names: `paypal`, `simulator`. */
export type PaymentProviderName = PaymentOrderRow['provider'];

/** Records an order made with the provider for a device (pending until captured). */
export async function recordPaymentOrder(
  db: Database,
  order: {
    provider: PaymentProviderName;
    providerOrderId: string;
    deviceRowId: string;
    amount: string;
    currency: string;
    locale: string | null;
  },
): Promise<void> {
  await db.insert(paymentOrders).values({
    provider: order.provider,
    providerOrderId: order.providerOrderId,
    deviceId: order.deviceRowId,
    amount: order.amount,
    currency: order.currency,
    locale: order.locale,
  });
}

/** The order the provider knows by `providerOrderId`. */
export async function findPaymentOrder(
  db: Database,
  provider: PaymentProviderName,
  providerOrderId: string,
): Promise<PaymentOrderRow | undefined> {
  const [order] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.provider, provider), eq(paymentOrders.providerOrderId, providerOrderId)))
    .limit(1);
  return order;
}

export async function markOrderFailed(db: Database, orderId: string): Promise<void> {
  await db.update(paymentOrders).set({ status: 'failed' }).where(eq(paymentOrders.id, orderId));
}

export async function markOrderCompleted(db: Database, orderId: string, captureId: string): Promise<void> {
  await db.update(paymentOrders).set({ status: 'completed', captureId }).where(eq(paymentOrders.id, orderId));
}

/** Records a provider subscription of a device, or updates its status (and language, when given) if known. */
export async function upsertSubscription(
  db: Database,
  subscription: {
    provider: PaymentProviderName;
    providerSubscriptionId: string;
    deviceRowId: string;
    planId: string;
    status: string;
    locale: string | null;
  },
): Promise<void> {
  const { locale, status } = subscription;
  await db
    .insert(subscriptions)
    .values({
      provider: subscription.provider,
      providerSubscriptionId: subscription.providerSubscriptionId,
      deviceId: subscription.deviceRowId,
      planId: subscription.planId,
      status,
      locale,
    })
    .onConflictDoUpdate({
      target: [subscriptions.provider, subscriptions.providerSubscriptionId],
      set: { status, ...(locale ? { locale } : {}) },
    });
}

/** The subscription the provider knows by `providerSubscriptionId`. */
export async function findSubscription(
  db: Database,
  provider: PaymentProviderName,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | undefined> {
  const [subscription] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider),
        eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
      ),
    )
    .limit(1);
  return subscription;
}

/** The row id of the device a subscription is recorded for, when it is recorded. */
export async function subscriptionDeviceOf(
  db: Database,
  provider: PaymentProviderName,
  providerSubscriptionId: string,
): Promise<string | undefined> {
  const [taken] = await db
    .select({ deviceId: subscriptions.deviceId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider),
        eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
      ),
    )
    .limit(1);
  return taken?.deviceId;
}

export async function setSubscriptionStatus(
  db: Database,
  provider: PaymentProviderName,
  providerSubscriptionId: string,
  status: string,
): Promise<void> {
  await db
    .update(subscriptions)
    .set({ status })
    .where(
      and(
        eq(subscriptions.provider, provider),
        eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
      ),
    );
}

/**
 * Records a payment of a subscription once: null when it was recorded already, otherwise how many payments the
 * subscription has had, this one included.
 */
export async function recordSubscriptionPayment(
  db: Database,
  subscriptionId: string,
  providerPaymentId: string,
): Promise<{ cycles: number | undefined } | null> {
  const [recorded] = await db
    .insert(subscriptionPayments)
    .values({ subscriptionId, providerPaymentId })
    .onConflictDoNothing()
    .returning({ id: subscriptionPayments.id });
  if (!recorded) return null;
  const [payments] = await db
    .select({ cycles: count() })
    .from(subscriptionPayments)
    .where(eq(subscriptionPayments.subscriptionId, subscriptionId));
  return { cycles: payments?.cycles };
}

/** Notes a provider's notification once: false when it arrived before. */
export async function recordWebhookEvent(
  db: Database,
  event: { id: string; provider: PaymentProviderName; eventType: string; resourceRef: string | null },
): Promise<boolean> {
  const [fresh] = await db
    .insert(webhookEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  return Boolean(fresh);
}

/** Forgets that a notification arrived, so that its next delivery is handled. */
export async function forgetWebhookEvent(db: Database, eventId: string): Promise<void> {
  await db.delete(webhookEvents).where(eq(webhookEvents.id, eventId));
}
