import type { PublicSettings } from '@vela/validation';
import type { CaptchaConfig } from './account-types.ts';

/** Response bodies of the API, as the server sends them. */

export type DatabaseEngine = 'pglite' | 'postgres';

export interface HealthResponse {
  status: 'ok';
  db: DatabaseEngine;
}

/** The public settings the browser gets from `GET /api/config`. Never holds a secret. */
export interface PublicConfig extends PublicSettings {
  payments: {
    /** `simulator` stands in for PayPal where no PayPal account is configured (never in production). */
    provider: 'paypal' | 'simulator';
    /** PayPal's public client id, for its JavaScript SDK. */
    clientId: string | null;
    planId: string;
  };
  /** The captcha that sign-up, sign-in and password-reset requests need in their `x-captcha-response` header. */
  captcha: CaptchaConfig;
}

/** Every error answer of the API: a human text and a stable key. */
export interface ErrorBody {
  error: string;
  code: string;
}

/** A news article of `POST /api/getAllNews`; translations come as `title_{lang}` and `description_{lang}`. */
export interface NewsArticle {
  _id: string;
  slug: string;
  title: string;
  /** Paragraphs, shown joined with a space in a list. */
  description: string[];
  author: string;
  /** ISO 8601. */
  date: string;
  /** `/news/{slug}`. */
  linkHref: string;
  imgSrc: string;
  [localized: `title_${string}` | `description_${string}`]: string | string[];
}

export interface MessageResponse {
  message: string;
}

export interface OkResponse {
  ok: true;
}

export type Plan = 'premium' | 'basic' | 'trial' | 'none';

/** A device's licence as the API reports it. */
export interface Licence {
  plan: Plan;
  lifetime_licence: boolean;
  trial_expires_at: string;
  privacy_expires_at: string | null;
  privacy_active: boolean;
}

export interface LicenceResult {
  deviceid: string;
  licence: Licence;
}

/** What a device has, and what buying each plan would change (`POST /api/payments/licence`). */
export interface DeviceLicence extends LicenceResult {
  offers: {
    /** False when the device already has the lifetime licence: Basic is not sold to it. */
    basic: boolean;
    /** Where a Premium year would put the end of Privacy Mode. */
    premium_privacy_until: string;
  };
}

export interface DeviceRegistered extends LicenceResult {
  /** Only in the answer to the first registration, with the id the server picked: keep both. */
  device_key?: string;
  trial_expires_at: string;
}

/** A short code the TV shows (and as a QR code of `claim_url`) so its owner can claim it in the dashboard. */
export interface PairingCode {
  code: string;
  expires_at: string;
  claim_url: string;
}

export interface DevicePlaylist {
  id: string;
  name: string;
  /** For a playlist added with a reseller's code: the current host of that whitelist entry. */
  host: string;
  /** The whitelist entry's backup address, for a playlist added with its code; otherwise null. */
  backup_host: string | null;
  username: string;
  password: string;
  hide_playlist_info: boolean;
  added_at: string;
}

export interface DeviceSync extends LicenceResult {
  playlists: DevicePlaylist[];
}

export interface PlayDecision {
  allowed: boolean;
  reason: 'lifetime' | 'trial' | 'whitelisted_host' | 'no_licence';
  privacy_active: boolean;
}
