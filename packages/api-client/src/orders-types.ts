import type { SecurityEvent } from './account-types.ts';
import type { AuditEntry } from './audit-types.ts';
import type { AdminDevice } from './devices-types.ts';
import type { Ticket } from './tickets-types.ts';
import type { AdminUser } from './users-types.ts';

/**
 * One purchase, as operators list it (`GET /api/admin/orders`): a Basic order or a Premium subscription, with
 * the provider's reference, its device and the device's owner.
 */
export interface AdminOrder {
  id: string;
  kind: 'order' | 'subscription';
  provider: 'paypal' | 'simulator';
  /** The provider's order id (orders) or subscription id (subscriptions). */
  reference: string;
  /** The provider's capture id of a completed order; null otherwise. */
  capture_id: string | null;
  plan: 'basic' | 'premium';
  /** What was paid (orders) or the yearly price (subscriptions), as a decimal string. */
  amount: string;
  currency: string;
  /** Lower case: `created`, `completed`, `failed` for orders, the provider's state for subscriptions. */
  status: string;
  device_id: string;
  device_name: string | null;
  owner_id: string | null;
  owner_email: string | null;
  created_at: string;
  updated_at: string;
}

/** A provider notification about a purchase, as it was received. */
export interface OrderWebhookEvent {
  id: string;
  event_type: string;
  received_at: string;
}

/** A licence change a purchase paid for. */
export interface OrderGrant {
  id: string;
  plan: 'basic' | 'premium' | null;
  source: string;
  source_ref: string;
  lifetime: boolean | null;
  privacy_expiry: string | null;
  created_at: string;
}

/** `GET /api/admin/orders/{id}`: the purchase with its notifications and the licence it granted. */
export interface AdminOrderDetail extends AdminOrder {
  webhook_events: OrderWebhookEvent[];
  grants: OrderGrant[];
}

/** `GET /api/admin/customers/{id}`: one account as a whole, for operators. */
export interface AdminCustomer {
  id: string;
  account: AdminUser;
  devices: AdminDevice[];
  purchases: AdminOrder[];
  tickets: Ticket[];
  security_events: SecurityEvent[];
  /** What the account itself did, newest first. */
  audit: AuditEntry[];
  /** Whether each list holds all there is, or only its newest rows. */
  truncated: {
    devices: boolean;
    purchases: boolean;
    tickets: boolean;
    security_events: boolean;
    audit: boolean;
  };
}
