/** What the dashboard shows of a device's licence: the lifetime player licence, a running trial, or none. */
export type LicenceStateName = 'lifetime' | 'trial' | 'none';

/** A device as `/api/admin/devices` answers it; `id` is the canonical device id. */
export interface AdminDevice {
  id: string;
  device_id: string;
  activation_date: string;
  /** When the player licence ends: the trial's end, or null for a lifetime licence. */
  license_expiry: string | null;
  privacy_expiry: string | null;
  privacy_active: boolean;
  device_brand: string | null;
  os: string | null;
  device_info: string | null;
  api_version: string | null;
  app_name: string | null;
  app_version: string | null;
  mac_address: string | null;
  firmware: string | null;
  hdmi: string | null;
  n_type: string | null;
  screensize: string | null;
  app_id: string | null;
  player_id: string | null;
  lifetime: boolean;
  upload_protected: boolean;
  /** The owner's name for the TV ('Living room'); null until they give one. */
  name: string | null;
  /** The owner's note about the TV. */
  note: string | null;
  last_seen: string | null;
  licence_state: LicenceStateName;
  /** Operators only: the account the device belongs to, null when nobody claimed it. */
  owner_id?: string | null;
  /** Operators only: that account's e-mail address. */
  owner_email?: string | null;
  /**
   * One device's answer only (not lists): how many playlists a release deletes, those its owner added in the
   * dashboard. Playlists others added stay with the TV.
   */
  release_removes_playlists?: number;
}

/** One purchase of a device: a Basic order or a Premium subscription. */
export interface DevicePurchase {
  id: string;
  kind: 'order' | 'subscription';
  plan: 'basic' | 'premium';
  /** The amount paid (orders) or the yearly price (subscriptions), as a decimal string. */
  amount: string;
  currency: string;
  status: string;
  created_at: string;
  updated_at: string;
}

/** What changed a device's licence or its owner, as its history lists it. */
export type DeviceHistoryKind =
  | 'purchase'
  | 'grant'
  | 'revoke'
  | 'transfer_in'
  | 'transfer_out'
  | 'claim'
  | 'release'
  | 'reset';

/**
 * One event of a device's history. `by_support` marks an operator's grant or revocation; `actor_email` (who
 * acted) is given to operators only, so a customer sees such an entry as made by support.
 */
export interface DeviceHistoryEvent {
  id: string;
  kind: DeviceHistoryKind;
  at: string;
  /** The plan a purchase or grant gave; null otherwise. */
  plan: 'basic' | 'premium' | null;
  /** What paid for a purchase (`paypal_capture`, …), `operator` for an operator's change; null otherwise. */
  source: string | null;
  reason: string | null;
  by_support: boolean;
  actor_email: string | null;
  /** The other device of a move. */
  other_device_id: string | null;
  /** The other device's name, while the same person owns both. */
  other_device_name: string | null;
  /** The licence the change left: lifetime licence and Privacy Mode's end, when recorded. */
  lifetime: boolean | null;
  privacy_expiry: string | null;
}

/** How many moves a device's licence has left this year. */
export interface LicenceTransferAllowance {
  used: number;
  limit: number;
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
