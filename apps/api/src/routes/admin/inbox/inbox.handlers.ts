import type { RouteHandler } from '@hono/zod-openapi';
import type { ErrorBody } from '@vela/api-client';
import inboxTexts from '@vela/locales/en/inbox.json';
import { errorBody } from '../../../auth/auth-errors.ts';
import type { AppDeps } from '../../../deps.ts';
import { setContentRange } from '../../../http/admin-list.ts';
import { clientAddress } from '../../../http/client-address.ts';
import type { UserVariables } from '../../../http/require-user.ts';
import { submissionReplyMail } from '../../../mail/submission-emails.ts';
import { moderateComments } from '../../../store/blog-comments.ts';
import {
  getSubmission,
  listSubmissions,
  recordReply,
  replyRecipient,
  type SubmissionListFilter,
  setSubmissionStatus,
} from '../../../store/inbox.ts';
import { deleteSignup, getSignup, listNewsletter } from '../../../store/newsletter.ts';
import type {
  deleteSignupRoute,
  getSignupRoute,
  getSubmissionRoute,
  listNewsletterRoute,
  listSubmissionsRoute,
  moderateCommentsRoute,
  replyRoute,
  updateSubmissionRoute,
} from './inbox.routes.ts';
import { newsletterFilterSchema, submissionFilterSchema } from './inbox.routes.ts';

type Env = { Variables: UserVariables };

/** The English text of one of the inbox's error codes, for the `error` of an answer. */
function inboxError(code: keyof typeof inboxTexts.errors): ErrorBody {
  return { error: inboxTexts.errors[code], code };
}

const idsOf = (id: string | string[] | undefined) =>
  id === undefined ? {} : { ids: Array.isArray(id) ? id : [id] };

function toSubmissionFilter(raw: Record<string, unknown>): SubmissionListFilter | null {
  const parsed = submissionFilterSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { q, form, status, id } = parsed.data;
  return { ...(q ? { q } : {}), ...(form ? { form } : {}), ...(status ? { status } : {}), ...idsOf(id) };
}

const notFound = () => errorBody('not_found');

export function listSubmissionsHandler(deps: AppDeps): RouteHandler<typeof listSubmissionsRoute, Env> {
  const { db } = deps.database;
  return async (c) => {
    const { filter: rawFilter, ...page } = c.req.valid('query');
    const filter = toSubmissionFilter(rawFilter);
    if (!filter) return c.json(errorBody('invalid_request'), 400);
    const { rows, total } = await listSubmissions(db, page, filter);
    setContentRange(c, 'submissions', page.offset, rows.length, total);
    return c.json(rows, 200);
  };
}

export function getSubmissionHandler(deps: AppDeps): RouteHandler<typeof getSubmissionRoute, Env> {
  const { db } = deps.database;
  return async (c) => {
    const record = await getSubmission(db, c.req.valid('param').id);
    return record ? c.json(record, 200) : c.json(notFound(), 404);
  };
}

export function updateSubmissionHandler(deps: AppDeps): RouteHandler<typeof updateSubmissionRoute, Env> {
  const { db } = deps.database;
  return async (c) => {
    const { id } = c.req.valid('param');
    const result = await setSubmissionStatus(
      db,
      c.get('user').id,
      id,
      c.req.valid('json').status,
      clientAddress(c, deps.env),
    );
    if (result.outcome === 'saved') return c.json(result.record, 200);
    if (result.outcome === 'not_found') return c.json(notFound(), 404);
    return c.json(inboxError('status_not_allowed'), 409);
  };
}

export function moderateCommentsHandler(deps: AppDeps): RouteHandler<typeof moderateCommentsRoute, Env> {
  const { db } = deps.database;
  return async (c) => {
    const { ids, status } = c.req.valid('json');
    const result = await moderateComments(db, c.get('user').id, ids, status, clientAddress(c, deps.env));
    if (result.outcome === 'saved') return c.json(result.records, 200);
    return c.json(notFound(), 404);
  };
}

export function replyHandler(deps: AppDeps): RouteHandler<typeof replyRoute, Env> {
  const { db } = deps.database;
  return async (c) => {
    const { id } = c.req.valid('param');
    const { message } = c.req.valid('json');
    const recipient = await replyRecipient(db, id);
    if (recipient === 'not_found') return c.json(notFound(), 404);
    if (recipient === 'no_address') return c.json(inboxError('no_address'), 409);
    const delivery = await deps.mailer.deliver(submissionReplyMail(recipient, message, deps.settings.brand));
    const result = await recordReply(
      db,
      c.get('user').id,
      id,
      {
        body: message,
        delivery,
        now: deps.now(),
      },
      clientAddress(c, deps.env),
    );
    if (result.outcome === 'saved') return c.json(result.record, 201);
    return c.json(notFound(), 404);
  };
}

export function listNewsletterHandler(deps: AppDeps): RouteHandler<typeof listNewsletterRoute, Env> {
  const { db } = deps.database;
  return async (c) => {
    const { filter: rawFilter, ...page } = c.req.valid('query');
    const parsed = newsletterFilterSchema.safeParse(rawFilter);
    if (!parsed.success) return c.json(errorBody('invalid_request'), 400);
    const { q, id } = parsed.data;
    const { rows, total } = await listNewsletter(db, page, { ...(q ? { q } : {}), ...idsOf(id) });
    setContentRange(c, 'newsletter', page.offset, rows.length, total);
    return c.json(rows, 200);
  };
}

export function getSignupHandler(deps: AppDeps): RouteHandler<typeof getSignupRoute, Env> {
  const { db } = deps.database;
  return async (c) => {
    const record = await getSignup(db, c.req.valid('param').id);
    return record ? c.json(record, 200) : c.json(notFound(), 404);
  };
}

export function deleteSignupHandler(deps: AppDeps): RouteHandler<typeof deleteSignupRoute, Env> {
  const { db } = deps.database;
  return async (c) => {
    const record = await deleteSignup(
      db,
      c.get('user').id,
      c.req.valid('param').id,
      clientAddress(c, deps.env),
    );
    return record ? c.json(record, 200) : c.json(notFound(), 404);
  };
}
