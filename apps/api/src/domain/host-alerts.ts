/** The host alerts' rule (decision 42), apart from storage: when a reseller's host starts failing or recovers. */
const hourMs = 60 * 60_000;
/** What the alert looks at: the clients that reported on the host in the last hour. */
export const alertWindowMs = hourMs;
/** At most one 'failing' e-mail per host in this long, however often it fails and recovers. */
export const failingMailEveryMs = 6 * hourMs;

export interface HostAlertPreferences {
  enabled: boolean;
  minFailingClients: number;
}

/** How a reseller's host fared in the last hour: distinct clients that loaded from it fine, and that failed. */
export interface HostReading {
  resellerId: string;
  host: string;
  ok: number;
  failed: number;
}

export type HostAlertChange = 'failing' | 'recovered';

/** The e-mail job's payload: what changed, with the counts that made it change. */
export interface HostAlertEvent {
  change: HostAlertChange;
  resellerId: string;
  host: string;
  ok: number;
  failed: number;
  at: string;
}

/** The rule, apart from storage: a host starts failing, recovers, or stays as it was. */
export function nextHostState(
  state: 'ok' | 'failing',
  { ok, failed }: Pick<HostReading, 'ok' | 'failed'>,
  minFailingClients: number,
): 'ok' | 'failing' {
  if (state === 'ok') return failed > ok && failed >= minFailingClients ? 'failing' : 'ok';
  // Once failing, a host stays so until successes outnumber failures again or no client failed for an hour.
  return ok > failed || failed === 0 ? 'ok' : 'failing';
}
