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
