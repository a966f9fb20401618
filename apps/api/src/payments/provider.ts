/**
 * What the API needs from a payment provider. PayPal implements it over its REST API; the simulator
 * implements it in memory for local use (never in production).
 */
export interface Money {
  /** Decimal string with two places, e.g. "5.49". */
  value: string;
  currency: string;
}

export interface CreateOrderInput {
  amount: Money;
  /** The device id the order pays for: PayPal's `custom_id`. */
  customId: string;
  description: string;
  /** Idempotency key: PayPal's `PayPal-Request-Id`. */
  requestId: string;
}

export interface CapturedOrder {
  orderId: string;
  /** COMPLETED when the money was taken. */
  status: string;
  captureId: string | null;
  customId: string | null;
  amount: Money | null;
}

export interface ProviderSubscription {
  id: string;
  /** ACTIVE once approved and paid; also APPROVAL_PENDING, APPROVED, SUSPENDED, CANCELLED, EXPIRED. */
  status: string;
  planId: string;
  customId: string | null;
}

export interface WebhookDelivery {
  headers: Headers;
  /** The body exactly as received, for the signature check. */
  rawBody: string;
  /** The same body, parsed. */
  event: unknown;
}

export interface PaymentsProvider {
  readonly name: 'paypal' | 'simulator';
  createOrder(input: CreateOrderInput): Promise<{ id: string }>;
  captureOrder(orderId: string, requestId: string): Promise<CapturedOrder>;
  getSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  verifyWebhook(delivery: WebhookDelivery): Promise<boolean>;
}

/** A provider that answered, but not with success: the order or subscription does not exist, and the like. */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
  constructor(
    message: string,
    readonly status: number,
    readonly providerCode: string | null = null,
  ) {
    super(message);
  }
}

/** Client errors of the provider mean "not paid" (not approved, declined, unknown); anything else, no answer. */
export function isProviderRefusal(error: unknown): error is PaymentProviderError {
  return error instanceof PaymentProviderError && error.status >= 400 && error.status < 500;
}
