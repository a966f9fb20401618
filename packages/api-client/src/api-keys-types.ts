import type { components } from './generated/openapi.ts';

type Schemas = components['schemas'];

/** An integration API key as `/api/admin/api-keys` lists it: never the key itself nor its hash. */
export type ApiKey = Schemas['ApiKey'];

/** Where an API key stands: usable, revoked, or past its expiry. */
export type ApiKeyStatus = ApiKey['status'];

/**
 * Why a key was revoked: by its owner, with the account's suspension, or when the account stopped being a
 * reseller. A key revoked with the account stays revoked when the ban is lifted or the role given back.
 */
export type ApiKeyRevocationReason = NonNullable<ApiKey['revoked_reason']>;

/** The answer to creating a key: the record and, this once, the key to give to the integration. */
export type ApiKeyCreated = Schemas['ApiKeyCreated'];

/** `GET /api/integration/v1/devices/{deviceid}/slots`. */
export type IntegrationSlots = Schemas['IntegrationSlots'];

/** A reseller's playlist on a device, as the integration API shows it: never its password. */
export type IntegrationPlaylistRecord = Schemas['IntegrationPlaylist'];

/** One of the reseller's whitelist entries, as `GET /api/integration/v1/hosts` lists it. */
export type IntegrationHost = Schemas['IntegrationHost'];
