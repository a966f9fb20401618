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
