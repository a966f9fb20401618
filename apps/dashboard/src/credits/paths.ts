import { dashboardBase } from '../providers/auth-client.ts';

/** The signed-in reseller's (or operator's) own credits, inside the layout: a custom route beside the resources. */
export const creditsRoute = '/credits';
export const creditsPath = `${dashboardBase}${creditsRoute}`;
