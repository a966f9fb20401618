import type { ResourceOptions, ResourceProps } from 'react-admin';
import { activationsResource } from './activations/index.ts';
import { apiKeysResource } from './api-keys/index.ts';
import { auditResource } from './audit/index.ts';
import { cannedRepliesResource } from './canned-replies/index.ts';
import { clientsResource } from './clients/index.ts';
import { creditOrdersResource } from './credit-orders/index.ts';
import { creditPacksResource } from './credit-packs/index.ts';
import { creditMovementsResource } from './credits/index.ts';
import { devicesResource } from './devices/index.ts';
import { hostClientsResource } from './host-clients/index.ts';
import { hostHealthResource } from './host-health/index.ts';
import { newsletterResource, submissionsResource } from './inbox/index.ts';
import { jobsResource } from './jobs/index.ts';
import { newsResource } from './news/index.ts';
import { ordersResource } from './orders/index.ts';
import { playlists } from './playlists/index.ts';
import { receiptsResource } from './receipts/index.ts';
import { resellerCreditsResource } from './reseller-credits/index.ts';
import { ticketsResource } from './tickets/index.ts';
import { usersResource } from './users/index.ts';
import { webhookDeliveriesResource, webhooksResource } from './webhooks/index.ts';
import { whitelistResource } from './whitelist/index.ts';

/** What the dashboard's resources say in `options`: react-admin's label, and whether the menu lists them. */
export interface AppResourceOptions extends ResourceOptions {
  label: string;
  /** `false` keeps a resource with a list out of the menu: its list is reached from other screens. */
  inMenu?: false;
}

/**
 * Every resource of the dashboard, each registered by `app.tsx`, in the menu's order (`layout/app-menu.tsx`).
 * One list, so that what is checked of every resource (each list's CSV export is defused,
 * `src/export/exports.test.tsx`) cannot miss a new one.
 */
export const appResources: readonly (ResourceProps & { options: AppResourceOptions })[] = [
  devicesResource,
  playlists,
  whitelistResource,
  clientsResource,
  hostHealthResource,
  ticketsResource,
  apiKeysResource,
  webhooksResource,
  activationsResource,
  resellerCreditsResource,
  creditPacksResource,
  creditOrdersResource,
  usersResource,
  newsResource,
  submissionsResource,
  newsletterResource,
  cannedRepliesResource,
  ordersResource,
  auditResource,
  jobsResource,
  hostClientsResource,
  receiptsResource,
  webhookDeliveriesResource,
  creditMovementsResource,
];
