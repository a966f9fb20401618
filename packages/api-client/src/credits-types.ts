import type { components } from './generated/openapi.ts';

type Schemas = components['schemas'];

/** `GET /api/admin/credits`: the caller's balance, whether it may spend, its low-balance setting and the prices. */
export type CreditSummary = Schemas['CreditSummary'];

/** What each tier costs, in credits. */
export type ActivationPrices = Schemas['ActivationPrices'];

/** One movement of a reseller's credit ledger, with the balance it left. */
export type CreditMovement = Schemas['CreditMovement'];

/** A reseller's balance as operators list it. */
export type ResellerCredits = Schemas['ResellerCredits'];

/** A reseller's activation of a device for a tier, paid in credits. */
export type Activation = Schemas['Activation'];

/** A pack of credits resellers buy, as operators keep it (`GET /api/admin/credit-packs`). */
export type CreditPack = Schemas['CreditPack'];

/** A reseller's purchase of a pack of credits, with the seller named on its receipt. */
export type CreditOrder = Schemas['CreditOrder'];

/** A purchase of credits as the API keeps it: the purchase without the seller named on its receipt. */
export type CreditOrderRecord = Omit<CreditOrder, 'seller_name' | 'seller_address'>;

/** `POST /api/admin/credit-orders`: the provider's order, for the buyer to approve in its window. */
export type CreditOrderCreated = Schemas['CreditOrderCreated'];

/** `POST /api/admin/credit-orders/{orderId}/capture`: the paid purchase and the balance it left. */
export type CreditOrderCaptured = Schemas['CreditOrderCaptured'];

/** Why a purchase of credits was refused or did not go through. */
export type CreditPurchaseErrorCode =
  | 'credit_pack_not_found'
  | 'credits_frozen'
  | 'payment_not_completed'
  | 'payment_provider_error';

/** Why a spend or a refund of credits was refused. */
export type CreditErrorCode =
  | 'insufficient_credits'
  | 'credits_frozen'
  | 'already_licensed'
  | 'revoke_window_over'
  | 'activation_revoked'
  | 'licence_changed';
