import { dashboardBase } from '../providers/auth-client.ts';

/** The clients whose TVs failed on one host: the host clients list, filtered to it. */
export const hostClientsPath = (host: string) =>
  `${dashboardBase}/host-clients?filter=${encodeURIComponent(JSON.stringify({ host }))}`;

/** Host health, where each host links here. */
export const hostHealthPath = `${dashboardBase}/host-health`;
