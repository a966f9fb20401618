import { dashboardBase } from '../providers/auth-client.ts';

/** Whether an address is the dashboard's home, whose texts come with the layout. */
export const isHomePath = (pathname: string) =>
  pathname === dashboardBase || pathname === `${dashboardBase}/`;
