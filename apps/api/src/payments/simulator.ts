import { randomBytes } from 'node:crypto';
import { PaymentProviderError, type PaymentsProvider, type ProviderSubscription } from './provider.ts';

interface SimulatedOrder {
  id: string;
  amount: { value: string; currency: string };
  customId: string;
  captureId: string | null;
}

const id = (prefix: string, length: number) =>
  `${prefix}${randomBytes(length).toString('hex').toUpperCase().slice(0, length)}`;

/**
 * Stands in for PayPal when no credentials are configured, so every purchase flow can be tried locally. It
 * approves every order and subscription it is asked about; it never runs in production (the configuration
 * refuses to start without PayPal there).
 */
export function createPaymentsSimulator() {
  const orders = new Map<string, SimulatedOrder>();
  const subscriptionsById = new Map<string, ProviderSubscription>();
  const requests = new Map<string, string>();

  const provider: PaymentsProvider & {
    createSubscription(planId: string, customId: string): ProviderSubscription;
  } = {
    name: 'simulator',
    async createOrder({ amount, customId, requestId }) {
      const existing = requests.get(requestId);
      if (existing) return { id: existing };
      const order: SimulatedOrder = { id: id('SIM', 14), amount, customId, captureId: null };
      orders.set(order.id, order);
      requests.set(requestId, order.id);
      return { id: order.id };
    },
    async captureOrder(orderId) {
      const order = orders.get(orderId);
      if (!order) throw new PaymentProviderError('The order does not exist', 404, 'RESOURCE_NOT_FOUND');
      order.captureId ??= id('SIMCAP', 12);
      return {
        orderId,
        status: 'COMPLETED',
        captureId: order.captureId,
        customId: order.customId,
        amount: order.amount,
      };
    },
    async getSubscription(subscriptionId) {
      const subscription = subscriptionsById.get(subscriptionId);
      if (!subscription)
        throw new PaymentProviderError('The subscription does not exist', 404, 'RESOURCE_NOT_FOUND');
      return subscription;
    },
    async verifyWebhook() {
      // The simulator sends no webhooks, so none can be genuine.
      return false;
    },
    createSubscription(planId, customId) {
      const subscription = { id: id('I-SIM', 12), status: 'ACTIVE', planId, customId };
      subscriptionsById.set(subscription.id, subscription);
      return subscription;
    },
  };
  return provider;
}

export type PaymentsSimulator = ReturnType<typeof createPaymentsSimulator>;

/** The plan id the simulator uses when no PayPal plan is configured. */
export const simulatorPlanId = 'P-SIMULATED-PREMIUM';
