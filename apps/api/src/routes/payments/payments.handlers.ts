import { randomUUID } from 'node:crypto';
import type { RouteHandler } from '@hono/zod-openapi';
import type { ErrorBody } from '@vela/api-client';
import type { Context } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { grantPremium, summariseLicence } from '../../domain/licence.ts';
import { errorTexts } from '../../http/error-text.ts';
import { rateLimited } from '../../http/limits.ts';
import { describeError } from '../../logger.ts';
import { type PayPalEvent, payPalEnvelopeSchema, payPalEventSchema } from '../../payments/paypal-events.ts';
import { isProviderRefusal } from '../../payments/provider.ts';
import { type PaymentsSimulator, simulatorPlanId } from '../../payments/simulator.ts';
import { completeCreditOrder, findCreditOrder } from '../../store/credit-orders.ts';
import { findDevice, findDeviceByRowId, licenceStateOf } from '../../store/devices.ts';
import { applyGrant, type Grant } from '../../store/licences.ts';
import {
  findPaymentOrder,
  findSubscription,
  forgetWebhookEvent,
  markOrderCompleted,
  markOrderFailed,
  recordPaymentOrder,
  recordSubscriptionPayment,
  recordWebhookEvent,
  setSubscriptionStatus,
  subscriptionDeviceOf,
  upsertSubscription,
} from '../../store/payments.ts';
import type {
  captureOrderRoute,
  confirmSubscriptionRoute,
  createOrderRoute,
  deviceLicenceRoute,
  payPalWebhookRoute,
  simulatedSubscriptionRoute,
} from './payments.routes.ts';

const deviceMissing: ErrorBody = { error: errorTexts.deviceNotFound, code: 'device_not_found' };
const providerFailed: ErrorBody = {
  error: 'The payment provider could not be reached. Please try again.',
  code: 'payment_provider_error',
};

/** Basic adds nothing to a device that has the lifetime licence, and nothing is refunded: it is not sold. */
const lifetimeOwned: ErrorBody = {
  error: 'This device already has the lifetime licence. Premium adds Privacy Mode.',
  code: 'lifetime_licence_owned',
};

function planIdOf(deps: AppDeps): string {
  return deps.env.PAYPAL_PLAN_ID ?? simulatorPlanId;
}

function promotionEndOf(deps: AppDeps): Date | null {
  return deps.settings.promotionEndsAt ? new Date(deps.settings.promotionEndsAt) : null;
}

/** A paid grant: applied once per payment, and counted as a licence sold that one time. */
async function grantPaid(deps: AppDeps, grant: Grant) {
  const result = await applyGrant(deps.database.db, grant);
  if (result.applied) deps.metrics.licenceSold(grant.plan);
  return result;
}

export function deviceLicenceHandler(deps: AppDeps): RouteHandler<typeof deviceLicenceRoute> {
  return async (c) => {
    const { deviceid } = c.req.valid('json');
    const wait = await deps.limits.device('payments_licence', deviceid);
    if (wait) return rateLimited(c, wait);
    const device = await findDevice(deps.database.db, deviceid);
    if (!device) return c.json(deviceMissing, 404);
    const now = deps.now();
    const state = licenceStateOf(device);
    const premium = grantPremium(state, now);
    return c.json(
      {
        deviceid: device.deviceId,
        licence: summariseLicence(state, now),
        offers: {
          basic: !state.lifetimeLicence,
          premium_privacy_until: premium.privacyExpiresAt?.toISOString() ?? now.toISOString(),
        },
      },
      200,
    );
  };
}

export function createOrderHandler(deps: AppDeps): RouteHandler<typeof createOrderRoute> {
  return async (c) => {
    const { deviceid, locale } = c.req.valid('json');
    const wait = await deps.limits.device('payments_order', deviceid);
    if (wait) return rateLimited(c, wait);
    const device = await findDevice(deps.database.db, deviceid);
    if (!device) return c.json(deviceMissing, 404);
    if (device.lifetimeLicence) return c.json(lifetimeOwned, 409);
    const { currency, basic } = deps.settings.prices;
    const amount = { value: basic.toFixed(2), currency };
    try {
      const order = await deps.payments.createOrder({
        amount,
        customId: device.deviceId,
        description: `${deps.settings.brand.name} Basic: lifetime licence for device ${device.deviceId}`,
        requestId: randomUUID(),
      });
      await recordPaymentOrder(deps.database.db, {
        provider: deps.payments.name,
        providerOrderId: order.id,
        deviceRowId: device.id,
        amount: amount.value,
        currency,
        locale: locale ?? null,
      });
      return c.json({ orderId: order.id }, 200);
    } catch (error) {
      deps.logger.error('payments.create_order_failed', { error: describeError(error) });
      return c.json(providerFailed, 502);
    }
  };
}

export function captureOrderHandler(deps: AppDeps): RouteHandler<typeof captureOrderRoute> {
  return async (c) => {
    const { orderId } = c.req.valid('param');
    const order = await findPaymentOrder(deps.database.db, deps.payments.name, orderId);
    if (!order)
      return c.json({ error: errorTexts.notFound, code: 'order_not_found' } satisfies ErrorBody, 404);
    if (order.status !== 'completed') {
      // Another purchase may have granted the lifetime licence since this order was created: take no money.
      const owner = await findDeviceByRowId(deps.database.db, order.deviceId);
      if (owner?.lifetimeLicence) {
        await markOrderFailed(deps.database.db, order.id);
        return c.json(lifetimeOwned, 409);
      }
    }
    let captured: Awaited<ReturnType<AppDeps['payments']['captureOrder']>>;
    try {
      captured = await deps.payments.captureOrder(orderId, `capture-${order.id}`);
    } catch (error) {
      if (isProviderRefusal(error)) {
        return c.json({ error: error.message, code: 'payment_not_completed' } satisfies ErrorBody, 409);
      }
      deps.logger.error('payments.capture_failed', { error: describeError(error) });
      return c.json(providerFailed, 502);
    }
    const device = await findDeviceByRowId(deps.database.db, order.deviceId);
    const paidAsOrdered =
      captured.status === 'COMPLETED' &&
      captured.captureId !== null &&
      captured.customId === device?.deviceId &&
      captured.amount?.value === order.amount &&
      captured.amount.currency === order.currency;
    if (!device || !paidAsOrdered || !captured.captureId) {
      await markOrderFailed(deps.database.db, order.id);
      return c.json(
        { error: 'The payment was not completed.', code: 'payment_not_completed' } satisfies ErrorBody,
        409,
      );
    }
    await markOrderCompleted(deps.database.db, order.id, captured.captureId);
    const now = deps.now();
    const { state } = await grantPaid(deps, {
      deviceRowId: device.id,
      plan: 'basic',
      source: `${deps.payments.name}_capture`,
      sourceRef: captured.captureId,
      now,
      promotionEndsAt: promotionEndOf(deps),
      paid: {
        amount: order.amount,
        currency: order.currency,
        reference: order.providerOrderId,
        provider: order.provider,
        locale: order.locale,
      },
    });
    return c.json({ deviceid: device.deviceId, licence: summariseLicence(state, now) }, 200);
  };
}

/** What a subscription cycle costs: the configured Premium price (a sale's own amount when it says). */
function premiumCycle(deps: AppDeps, subscriptionId: string, locale: string | null) {
  const { currency, premium } = deps.settings.prices;
  return {
    amount: premium.toFixed(2),
    currency,
    reference: subscriptionId,
    provider: deps.payments.name,
    locale,
  };
}

/** Records a provider subscription for a device and grants its first year, once. */
async function activateSubscription(
  deps: AppDeps,
  deviceRowId: string,
  subscription: { id: string; planId: string; status: string },
  /** The language of the page it was taken on, when the buyer's browser confirms it. */
  locale: string | null = null,
) {
  await upsertSubscription(deps.database.db, {
    provider: deps.payments.name,
    providerSubscriptionId: subscription.id,
    deviceRowId,
    planId: subscription.planId,
    status: subscription.status,
    locale,
  });
  return grantPaid(deps, {
    deviceRowId,
    plan: 'premium',
    source: `${deps.payments.name}_subscription_cycle`,
    sourceRef: `${subscription.id}:1`,
    now: deps.now(),
    promotionEndsAt: null,
    paid: premiumCycle(deps, subscription.id, locale),
  });
}

export function confirmSubscriptionHandler(deps: AppDeps): RouteHandler<typeof confirmSubscriptionRoute> {
  return async (c) => {
    const { deviceid, subscriptionId, locale } = c.req.valid('json');
    const wait = await deps.limits.device('payments_subscription', deviceid);
    if (wait) return rateLimited(c, wait);
    const device = await findDevice(deps.database.db, deviceid);
    if (!device) return c.json(deviceMissing, 404);
    let subscription: Awaited<ReturnType<AppDeps['payments']['getSubscription']>>;
    try {
      subscription = await deps.payments.getSubscription(subscriptionId);
    } catch (error) {
      if (isProviderRefusal(error)) {
        return c.json(
          { error: errorTexts.notFound, code: 'subscription_not_found' } satisfies ErrorBody,
          404,
        );
      }
      deps.logger.error('payments.subscription_lookup_failed', { error: describeError(error) });
      return c.json(providerFailed, 502);
    }
    const valid =
      subscription.planId === planIdOf(deps) &&
      subscription.customId === device.deviceId &&
      ['ACTIVE', 'APPROVED'].includes(subscription.status);
    if (!valid) {
      return c.json(
        {
          error: 'This subscription is not an active Premium subscription of this device.',
          code: 'subscription_invalid',
        } satisfies ErrorBody,
        409,
      );
    }
    const takenBy = await subscriptionDeviceOf(deps.database.db, deps.payments.name, subscription.id);
    if (takenBy && takenBy !== device.id) {
      return c.json(
        {
          error: 'This subscription belongs to another device.',
          code: 'subscription_invalid',
        } satisfies ErrorBody,
        409,
      );
    }
    const { state } = await activateSubscription(deps, device.id, subscription, locale ?? null);
    return c.json({ deviceid: device.deviceId, licence: summariseLicence(state, deps.now()) }, 200);
  };
}

export function simulatedSubscriptionHandler(
  deps: AppDeps,
  simulator: PaymentsSimulator | null,
): RouteHandler<typeof simulatedSubscriptionRoute> {
  return async (c) => {
    if (!simulator) return c.json({ error: errorTexts.notFound, code: 'not_found' } satisfies ErrorBody, 404);
    const { deviceid } = c.req.valid('json');
    const wait = await deps.limits.device('payments_simulator', deviceid);
    if (wait) return rateLimited(c, wait);
    const device = await findDevice(deps.database.db, deviceid);
    if (!device) return c.json(deviceMissing, 404);
    return c.json({ subscriptionId: simulator.createSubscription(planIdOf(deps), device.deviceId).id }, 200);
  };
}

/** The provider's id of the order or subscription an event is about, so that operators see it with them. */
function purchaseReferenceOf(event: PayPalEvent): string {
  switch (event.event_type) {
    case 'PAYMENT.CAPTURE.COMPLETED':
      return event.resource.supplementary_data.related_ids.order_id;
    case 'PAYMENT.SALE.COMPLETED':
      return event.resource.billing_agreement_id;
    default:
      return event.resource.id;
  }
}

type CaptureResource = Extract<PayPalEvent, { event_type: 'PAYMENT.CAPTURE.COMPLETED' }>['resource'];

/**
 * PayPal took the payment of a reseller's purchase of credits: its credits arrive, once, when it was paid as
 * ordered (the amount and currency, and the order's id as its custom id when PayPal repeats it). Whichever of
 * this and the reseller's own capture comes first completes the order; the other finds it completed.
 */
async function creditOrderCaptured(deps: AppDeps, providerOrderId: string, resource: CaptureResource) {
  const { db } = deps.database;
  const order = await findCreditOrder(db, 'paypal', providerOrderId);
  if (!order || resource.status !== 'COMPLETED') return;
  const paidAsOrdered =
    resource.amount.value === order.amount &&
    resource.amount.currency_code === order.currency &&
    (resource.custom_id === undefined || resource.custom_id === order.id);
  if (!paidAsOrdered) return;
  await completeCreditOrder(db, order.id, resource.id, { now: deps.now(), actorId: null, address: null });
}

async function handlePayPalEvent(deps: AppDeps, event: unknown): Promise<void> {
  const parsed = payPalEventSchema.safeParse(event);
  if (!parsed.success) return;
  const { db } = deps.database;
  const known = parsed.data;
  switch (known.event_type) {
    case 'PAYMENT.CAPTURE.COMPLETED': {
      const { resource } = known;
      const providerOrderId = resource.supplementary_data.related_ids.order_id;
      const order = await findPaymentOrder(db, 'paypal', providerOrderId);
      // No device's order: a reseller's purchase of credits, when it is one (decision 61).
      if (!order) return creditOrderCaptured(deps, providerOrderId, resource);
      if (resource.status !== 'COMPLETED') return;
      if (resource.amount.value !== order.amount || resource.amount.currency_code !== order.currency) return;
      await markOrderCompleted(db, order.id, resource.id);
      await grantPaid(deps, {
        deviceRowId: order.deviceId,
        plan: 'basic',
        source: 'paypal_capture',
        sourceRef: resource.id,
        now: deps.now(),
        promotionEndsAt: promotionEndOf(deps),
        paid: {
          amount: order.amount,
          currency: order.currency,
          reference: order.providerOrderId,
          provider: order.provider,
          locale: order.locale,
        },
      });
      return;
    }
    case 'BILLING.SUBSCRIPTION.ACTIVATED': {
      const { resource } = known;
      if (resource.plan_id !== planIdOf(deps) || !resource.custom_id) return;
      const device = await findDevice(db, resource.custom_id);
      if (!device) return;
      await activateSubscription(deps, device.id, {
        id: resource.id,
        planId: resource.plan_id,
        status: resource.status,
      });
      return;
    }
    case 'PAYMENT.SALE.COMPLETED': {
      const { resource } = known;
      const subscription = await findSubscription(db, 'paypal', resource.billing_agreement_id);
      if (!subscription || resource.state !== 'completed') return;
      const payments = await recordSubscriptionPayment(db, subscription.id, resource.id);
      if (!payments) return;
      // The first payment is the year granted at activation; each later one is a renewal.
      await grantPaid(deps, {
        deviceRowId: subscription.deviceId,
        plan: 'premium',
        source: 'paypal_subscription_cycle',
        sourceRef: `${resource.billing_agreement_id}:${payments.cycles ?? 1}`,
        now: deps.now(),
        promotionEndsAt: null,
        paid: {
          ...premiumCycle(deps, resource.billing_agreement_id, subscription.locale),
          ...(resource.amount ? { amount: resource.amount.total, currency: resource.amount.currency } : {}),
        },
      });
      return;
    }
    default:
      await setSubscriptionStatus(db, 'paypal', known.resource.id, known.resource.status);
  }
}

export function payPalWebhookHandler(deps: AppDeps): RouteHandler<typeof payPalWebhookRoute> {
  return async (c: Context) => {
    const rawBody = await c.req.text();
    let event: unknown;
    try {
      event = JSON.parse(rawBody);
    } catch {
      deps.metrics.webhook('malformed');
      return c.json({ error: errorTexts.malformedJson, code: 'malformed_json' } satisfies ErrorBody, 400);
    }
    const envelope = payPalEnvelopeSchema.safeParse(event);
    if (!envelope.success) {
      deps.metrics.webhook('malformed');
      return c.json({ error: errorTexts.invalidRequest, code: 'invalid_request' } satisfies ErrorBody, 400);
    }
    let genuine: boolean;
    try {
      genuine = await deps.payments.verifyWebhook({ headers: c.req.raw.headers, rawBody, event });
    } catch (error) {
      deps.logger.error('payments.webhook_verification_failed', { error: describeError(error) });
      deps.metrics.webhook('failed');
      return c.json(providerFailed, 502);
    }
    if (!genuine) {
      deps.logger.warn('payments.webhook_rejected', { event_id: envelope.data.id });
      deps.metrics.webhook('rejected');
      return c.json(
        { error: 'The notification could not be verified.', code: 'invalid_signature' } satisfies ErrorBody,
        400,
      );
    }
    const about = payPalEventSchema.safeParse(event);
    const fresh = await recordWebhookEvent(deps.database.db, {
      id: envelope.data.id,
      provider: 'paypal',
      eventType: envelope.data.event_type,
      resourceRef: about.success ? purchaseReferenceOf(about.data) : null,
    });
    if (fresh) {
      try {
        await handlePayPalEvent(deps, event);
      } catch (error) {
        // Let PayPal deliver it again: forget that it arrived.
        await forgetWebhookEvent(deps.database.db, envelope.data.id);
        deps.metrics.webhook('failed');
        throw error;
      }
    }
    deps.metrics.webhook(fresh ? 'processed' : 'duplicate');
    return c.json({ ok: true as const }, 200);
  };
}
