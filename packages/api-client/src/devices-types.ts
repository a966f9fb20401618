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
  last_seen: string | null;
  licence_state: LicenceStateName;
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

/** How many moves a device's licence has left this year. */
export interface LicenceTransferAllowance {
  used: number;
  limit: number;
}

export type DeviceErrorCode =
  | 'device_not_found'
  | 'pairing_code_unknown'
  | 'device_key_invalid'
  | 'transfer_no_licence'
  | 'transfer_limit_reached'
  | 'transfer_same_device'
  | 'transfer_target_licensed';
