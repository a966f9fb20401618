import type { MiddlewareHandler } from 'hono';
import { errorBody } from '../../../auth/auth-errors.ts';
import type { AppDeps } from '../../../deps.ts';
import { createRouter } from '../../../http/api-router.ts';
import type { UserVariables } from '../../../http/require-user.ts';
import {
  deleteSignupHandler,
  getSignupHandler,
  getSubmissionHandler,
  listNewsletterHandler,
  listSubmissionsHandler,
  moderateCommentsHandler,
  replyHandler,
  updateSubmissionHandler,
} from './inbox.handlers.ts';
import {
  deleteSignupRoute,
  getSignupRoute,
  getSubmissionRoute,
  listNewsletterRoute,
  listSubmissionsRoute,
  moderateCommentsRoute,
  replyRoute,
  updateSubmissionRoute,
} from './inbox.routes.ts';

/** The inbox is the operators' (DESIGN section 5); everyone else is refused before anything is read. */
const operatorsOnly: MiddlewareHandler<{ Variables: UserVariables }> = async (c, next) => {
  if (c.get('user').role !== 'operator') return c.json(errorBody('not_authorized'), 403);
  await next();
};

/**
 * `/api/admin/submissions` and `/api/admin/newsletter`: the operators' inbox. Every change is audited in its
 * transaction; a reply's e-mail leaves before it is kept, so the record says whether it was delivered.
 */
export function inboxRoutes(deps: AppDeps) {
  const router = createRouter<{ Variables: UserVariables }>();
  for (const path of [
    '/admin/submissions',
    '/admin/submissions/*',
    '/admin/newsletter',
    '/admin/newsletter/*',
  ]) {
    router.use(path, operatorsOnly);
  }
  return router
    .openapi(listSubmissionsRoute, listSubmissionsHandler(deps))
    .openapi(getSubmissionRoute, getSubmissionHandler(deps))
    .openapi(updateSubmissionRoute, updateSubmissionHandler(deps))
    .openapi(moderateCommentsRoute, moderateCommentsHandler(deps))
    .openapi(replyRoute, replyHandler(deps))
    .openapi(listNewsletterRoute, listNewsletterHandler(deps))
    .openapi(getSignupRoute, getSignupHandler(deps))
    .openapi(deleteSignupRoute, deleteSignupHandler(deps));
}
