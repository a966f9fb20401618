import { dashboardBase } from '../providers/auth-client.ts';

/** The integration API's guide, inside the layout (a custom route beside the resource's own). */
export const integrationGuideRoute = '/integration-api';
export const integrationGuidePath = `${dashboardBase}${integrationGuideRoute}`;
