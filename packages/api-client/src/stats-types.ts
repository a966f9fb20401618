/**
 * `GET /api/admin/stats?year=YYYY&month=M`: what the caller may see (a customer or reseller their own devices,
 * an operator everything). Dates are counted in UTC.
 */
export interface AdminStats {
  year: number;
  month: number;
  /** Devices the caller owns (every device, for an operator). */
  devices: number;
  playlists: number;
  /** Playlists whose details the TV shows (`hide_playlist_info` off). */
  visible: number;
  /** Playlists whose details the TV hides (`hide_playlist_info` on). */
  hidden: number;
  /** Playlists added in each month of `year`, January first (12 numbers). */
  perMonth: number[];
  /** Playlists added on each day of `month` of `year`, the 1st first (as many numbers as the month has days). */
  perDay: number[];
}

/** Money taken in one currency in each month of a year, January first, as decimal amounts (12 numbers). */
export interface RevenueSeries {
  /** ISO 4217 code, e.g. `EUR`. */
  currency: string;
  perMonth: number[];
}

/**
 * `GET /api/admin/stats/operator?year=YYYY&month=M` (operators only): the business over every customer,
 * counted in UTC. Licences sold count paid licences only (captures and subscription cycles), never an
 * operator's grant.
 */
export interface OperatorStats {
  year: number;
  month: number;
  /** Devices registered on each day of `month`, the 1st first. */
  newDevicesPerDay: number[];
  /** Paid licences on each day of `month`, by plan. */
  licencesPerDay: { basic: number[]; premium: number[] };
  /** Revenue in each month of `year`, one series per currency, the currency's code in alphabetical order. */
  revenuePerMonth: RevenueSeries[];
}

/** Counts per UTC day over a reseller's last 30 days, the oldest first and today last (30 numbers). */
export type DayCounts = number[];

/**
 * `GET /api/admin/stats/reseller` (resellers only): a reseller's business over the playlists they reach (added
 * with their code or API key, or on an address of an entry they verified) and nothing else, per UTC day over
 * the last 30 days, today included.
 */
export interface ResellerStats {
  /** The 30 days, `YYYY-MM-DD` in UTC, the oldest first and today last. */
  days: string[];
  /** Clients today: devices holding at least one playlist the reseller reaches. */
  clients: number;
  /** Clients at the end of each day (today's clients, each from its oldest reached playlist). */
  clientsPerDay: DayCounts;
  /** Devices that became clients on each day. */
  newClientsPerDay: DayCounts;
  /** Today's clients by licence: lifetime, a trial still running, or neither. */
  licences: { lifetime: number; trial: number; none: number };
  /** Playlists added on each day with the reseller's code (My List) and with their API key. */
  playlistsPerDay: { code: DayCounts; integration: DayCounts };
  /** The reseller's hosts failing now as Host health flags them: how many, and the worst few. */
  failingHosts: {
    total: number;
    hosts: { host: string; failedClients: number; okClients: number }[];
  };
  /** The hosts with the most clients, the most first (at most five). */
  topHosts: { host: string; clients: number }[];
}
