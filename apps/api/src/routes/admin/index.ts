import { createRoute, z } from '@hono/zod-openapi';
import type { AdminMe } from '@vela/api-client';
import type { AppDeps } from '../../deps.ts';
import { toAccount } from '../../domain/signed-in-user.ts';
import { createRouter } from '../../http/api-router.ts';
import { errorResponses } from '../../http/openapi-schemas.ts';
import { originCheck } from '../../http/origin-check.ts';
import { requireUser, type UserVariables } from '../../http/require-user.ts';
import { apiKeyRoutes } from './api-keys.ts';
import { auditRoutes } from './audit.ts';
import { cannedReplyRoutes } from './canned-replies.ts';
import { clientRoutes } from './clients.ts';
import { deviceAdminRoutes } from './devices.ts';
import { hostClientRoutes } from './host-clients.ts';
import { hostHealthRoutes } from './host-health.ts';
import { inboxRoutes } from './inbox.ts';
import { jobRoutes } from './jobs.ts';
import { newsAdminRoutes } from './news.ts';
import { orderRoutes } from './orders.ts';
import { adminPlaylistRoutes } from './playlists.ts';
import { receiptRoutes } from './receipts.ts';
import { statsRoutes } from './stats.ts';
import { ticketAttachmentRoutes } from './ticket-attachments.ts';
import { ticketRoutes } from './tickets.ts';
import { userAdminRoutes } from './users.ts';
import { webhookRoutes } from './webhooks.ts';
import { whitelistRoutes } from './whitelist.ts';

const meRoute = createRoute({
  method: 'get',
  path: '/admin/me',
  operationId: 'getCurrentUser',
  security: [{ session: [] }],
  tags: ['Dashboard'],
  summary: 'Who is signed in, with the role the dashboard shows its screens by',
  responses: {
    200: {
      description: 'The signed-in person',
      content: {
        'application/json': {
          schema: z
            .object({
              id: z.string(),
              email: z.string(),
              fullName: z.string(),
              role: z.enum(['customer', 'reseller', 'operator']),
              twoFactorEnabled: z.boolean(),
              profileComplete: z.boolean(),
            })
            .openapi('AdminMe'),
        },
      },
    },
    ...errorResponses(401, 403),
  },
});

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
  return router.openapi(meRoute, (c) => {
    const { id, email, fullName, role, twoFactorEnabled, profileComplete } = toAccount(c.get('user'));
    return c.json({ id, email, fullName, role, twoFactorEnabled, profileComplete } satisfies AdminMe, 200);
  });
}
