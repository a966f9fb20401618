import type { components } from './generated/openapi.ts';

type Schemas = components['schemas'];

/**
 * `GET /api/admin/stats?year=YYYY&month=M`: what the caller may see (a customer or reseller their own devices,
 * an operator everything). Dates are counted in UTC.
 */
export type AdminStats = Schemas['AdminStats'];

/**
 * `GET /api/admin/stats/operator?year=YYYY&month=M` (operators only): the business over every customer,
 * counted in UTC. Licences sold count paid licences only (captures and subscription cycles), never an
 * operator's grant.
 */
export type OperatorStats = Schemas['OperatorStats'];

/** Money taken in one currency in each month of a year, January first, as decimal amounts (12 numbers). */
export type RevenueSeries = OperatorStats['revenuePerMonth'][number];

/**
 * `GET /api/admin/stats/reseller` (resellers only): a reseller's business over the playlists they reach (added
 * with their code or API key, or on an address of an entry they verified) and nothing else, per UTC day over
 * the last 30 days, today included.
 */
export type ResellerStats = Schemas['ResellerStats'];

/** Counts per UTC day over a reseller's last 30 days, the oldest first and today last (30 numbers). */
export type DayCounts = ResellerStats['clientsPerDay'];
