import type { WebhookEventType } from '@vela/validation';

// What each event of a reseller's webhook carries in `data` (decision 41). The body posted is
// `{ id, type, created_at, data }`; `id` is also the `webhook-id` header and stays the same on every retry
// and re-send. Only facts the reseller already sees in Clients go out: never a username or password.

/** A playlist of one of the reseller's clients, as `playlist.added` and `playlist.removed` describe it. */
export interface PlaylistEventData {
  playlist: {
    id: string;
    /** The TV's device id (MAC form, `AA:BB:CC:DD:EE:FF`). */
    device_id: string;
    name: string;
    /** The server address it plays from, `scheme://host[:port]`. */
    host: string;
    /** How it came: `dashboard`, `mylist`, `code` or `integration`. */
    added_via: string;
  };
}

/** `device.claimed`: a TV holding one of the reseller's clients' playlists was claimed into an account. */
interface DeviceClaimedData {
  device: {
    device_id: string;
    /** ISO 8601. */
    claimed_at: string;
  };
}

/**
 * `host.failing` and `host.recovered`: one of the reseller's hosts (an address of its whitelist) stopped
 * answering its clients' playlists, or answers them again. Raised by the host alerts with
 * `publishResellerEvent(tx, deps, { resellerId, type: 'host.failing', data })`.
 */
interface HostHealthEventData {
  host: {
    /** The address, `scheme://host[:port]`. */
    address: string;
    /** The whitelist entry it belongs to; null when it is not one of the reseller's entries. */
    whitelist_id: string | null;
  };
  /** Distinct clients (TVs) that reported on the host in the last hour: loading fine, and failing. */
  clients_ok: number;
  clients_failing: number;
  /** ISO 8601: since when it fails (`host.failing`), or when it answered again (`host.recovered`). */
  since: string;
}

/**
 * `device.activated` and `activation.revoked`: the reseller activated a device with its credits (dashboard or
 * integration API), or the activation was revoked (by the reseller within the grace period, or reversed by an
 * operator) and its credits came back.
 */
export interface ActivationEventData {
  activation: {
    id: string;
    /** The TV's device id (MAC form, `AA:BB:CC:DD:EE:FF`). */
    device_id: string;
    tier: 'basic' | 'premium';
    /** What it cost. */
    credits: number;
    /** ISO 8601: the end of Privacy Mode it gave; null for Basic without it. */
    privacy_expires_at: string | null;
    /** ISO 8601. */
    created_at: string;
  };
}

/** `credits.low`: a spend left the balance at or below the threshold the reseller set; sent once until it rises. */
interface CreditsLowData {
  balance: number;
  threshold: number;
}

interface ResellerEventDataByType {
  'playlist.added': PlaylistEventData;
  'playlist.removed': PlaylistEventData;
  'device.claimed': DeviceClaimedData;
  'host.failing': HostHealthEventData;
  'host.recovered': HostHealthEventData;
  'device.activated': ActivationEventData;
  'activation.revoked': ActivationEventData;
  'credits.low': CreditsLowData;
}

/** One event for one reseller, typed by its kind. */
export type ResellerEvent = {
  [Type in WebhookEventType]: { resellerId: string; type: Type; data: ResellerEventDataByType[Type] };
}[WebhookEventType];
