import type { AppDeps } from '../../../deps.ts';
import { createRouter } from '../../../http/api-router.ts';
import type { UserVariables } from '../../../http/require-user.ts';
import { downloadHandler, uploadHandler } from './ticket-attachments.handlers.ts';
import { downloadRoute, uploadRoute } from './ticket-attachments.routes.ts';

/**
 * Files attached to the messages of a ticket: uploaded by the message's author, downloaded by whoever may read
 * the ticket (its owner and operators). Internal notes never carry one.
 */
export function ticketAttachmentRoutes(deps: AppDeps) {
  const router = createRouter<{ Variables: UserVariables }>();
  return router.openapi(uploadRoute, uploadHandler(deps)).openapi(downloadRoute, downloadHandler(deps));
}
