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

/** Why a spend or a refund of credits was refused. */
export type CreditErrorCode =
  | 'insufficient_credits'
  | 'credits_frozen'
  | 'already_licensed'
  | 'revoke_window_over'
  | 'activation_revoked'
  | 'licence_changed';
