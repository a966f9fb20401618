import type { components } from './generated/openapi.ts';

type Schemas = components['schemas'];

/** A device as `/api/admin/devices` answers it; `id` is the canonical device id. */
export type AdminDevice = Schemas['AdminDevice'];

/** What the dashboard shows of a device's licence: the lifetime player licence, a running trial, or none. */
export type LicenceStateName = AdminDevice['licence_state'];

/** One purchase of a device: a Basic order or a Premium subscription. */
export type DevicePurchase = Schemas['DevicePurchase'];

/**
 * One event of a device's history. `by_support` marks an operator's grant or revocation; `actor_email` (who
 * acted) is given to operators only, so a customer sees such an entry as made by support.
 */
export type DeviceHistoryEvent = Schemas['DeviceHistoryEvent'];

/** What changed a device's licence or its owner, as its history lists it. */
export type DeviceHistoryKind = DeviceHistoryEvent['kind'];

/** `POST /api/admin/devices/{id}/transfer-licence`: both devices afterwards, and the moves used this year. */
export type LicenceTransfer = Schemas['LicenceTransfer'];

/**
 * How many moves a device's licence has left this year.
 *
 * @deprecated No endpoint answers this shape: a licence move answers {@link LicenceTransfer}, whose
 * `moves_used` and `moves_limit` say it.
 */
export interface LicenceTransferAllowance {
  used: LicenceTransfer['moves_used'];
  limit: LicenceTransfer['moves_limit'];
}

export type DeviceErrorCode =
  | 'device_not_found'
  | 'pairing_code_unknown'
  | 'device_key_invalid'
  | 'device_owned'
  | 'transfer_no_licence'
  | 'transfer_limit_reached'
  | 'transfer_same_device'
  | 'transfer_target_licensed';
