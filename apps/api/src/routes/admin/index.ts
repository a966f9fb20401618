import type { AppDeps } from '../../deps.ts';
import { createRouter } from '../../http/api-router.ts';
import { originCheck } from '../../http/origin-check.ts';
import { requireUser, type UserVariables } from '../../http/require-user.ts';
import { apiKeyRoutes } from './api-keys/index.ts';
import { auditRoutes } from './audit/index.ts';
import { cannedReplyRoutes } from './canned-replies/index.ts';
import { clientRoutes } from './clients/index.ts';
import { creditPackRoutes } from './credit-packs/index.ts';
import { creditRoutes } from './credits/index.ts';
import { deviceAdminRoutes } from './devices/index.ts';
import { hostClientRoutes } from './host-clients/index.ts';
import { hostHealthRoutes } from './host-health/index.ts';
import { inboxRoutes } from './inbox/index.ts';
import { jobRoutes } from './jobs/index.ts';
import { meRoutes } from './me/index.ts';
import { newsAdminRoutes } from './news/index.ts';
import { orderRoutes } from './orders/index.ts';
import { adminPlaylistRoutes } from './playlists/index.ts';
import { receiptRoutes } from './receipts/index.ts';
import { statsRoutes } from './stats/index.ts';
import { ticketAttachmentRoutes } from './ticket-attachments/index.ts';
import { ticketRoutes } from './tickets/index.ts';
import { userAdminRoutes } from './users/index.ts';
import { webhookRoutes } from './webhooks/index.ts';
import { whitelistRoutes } from './whitelist/index.ts';

/**
 * Everything under `/api/admin/` passes the origin check and `requireUser` (operators need two-factor
 * authentication), and its writes are counted per account; resource routers add their role rules on top.
 */
export function adminRoutes(deps: AppDeps, trustedOrigins: readonly string[]) {
  const router = createRouter<{ Variables: UserVariables }>();
  router.use('/admin/*', originCheck(trustedOrigins), requireUser(deps.auth), deps.limits.accountWrites());
  router.route('/', deviceAdminRoutes(deps));
  router.route('/', statsRoutes(deps));
  router.route('/', ticketRoutes(deps));
  router.route('/', ticketAttachmentRoutes(deps));
  router.route('/', adminPlaylistRoutes(deps));
  router.route('/', clientRoutes(deps));
  router.route('/', apiKeyRoutes(deps));
  router.route('/', hostHealthRoutes(deps));
  router.route('/', hostClientRoutes(deps));
  router.route('/', whitelistRoutes(deps));
  router.route('/', userAdminRoutes(deps));
  router.route('/', newsAdminRoutes(deps));
  router.route('/', auditRoutes(deps));
  router.route('/', inboxRoutes(deps));
  router.route('/', cannedReplyRoutes(deps));
  router.route('/', jobRoutes(deps));
  router.route('/', receiptRoutes(deps));
  router.route('/', orderRoutes(deps));
  router.route('/', webhookRoutes(deps));
  router.route('/', creditRoutes(deps));
  router.route('/', creditPackRoutes(deps));
  return router.route('/', meRoutes());
}
