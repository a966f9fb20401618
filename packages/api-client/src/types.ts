import type { components } from './generated/openapi.ts';

type Schemas = components['schemas'];

/** Response bodies of the API, as the server sends them and `/api/openapi.json` describes them. */

export type HealthResponse = Schemas['Health'];

export type DatabaseEngine = HealthResponse['db'];

/** The public settings the browser gets from `GET /api/config`. Never holds a secret. */
export type PublicConfig = Schemas['PublicConfig'];

/** Every error answer of the API: a human text and a stable key. */
export type ErrorBody = Schemas['Error'];

/** A news article of `GET /api/getAllNews`; translations come as `title_{lang}` and `description_{lang}`. */
export type NewsArticle = Schemas['NewsArticle'];

/** The answer of `POST /api/checkdeviceid`, whose text says whether the device is registered. */
export type MessageResponse = Schemas['DeviceCheck'];

export type OkResponse = Schemas['Ok'];

/** A device's licence as the API reports it. */
export type Licence = Schemas['Licence'];

export type Plan = Licence['plan'];

export type LicenceResult = Schemas['LicenceResult'];

/** What a device has, and what buying each plan would change (`POST /api/payments/licence`). */
export type DeviceLicence = Schemas['DeviceLicence'];

/** `POST /api/app/register`: `device_key` only in the answer to the first registration: keep both. */
export type DeviceRegistered = Schemas['DeviceRegistered'];

/** A short code the TV shows (and as a QR code of `claim_url`) so its owner can claim it in the dashboard. */
export type PairingCode = Schemas['PairingCode'];

export type DevicePlaylist = Schemas['DevicePlaylist'];

export type DeviceSync = Schemas['DeviceSync'];

export type PlayDecision = Schemas['PlayDecision'];
