import { createRoute, z } from '@hono/zod-openapi';
import type { ErrorBody } from '@vela/api-client';
import inboxTexts from '@vela/locales/en/inbox.json';
import {
  allowedCharacters,
  commentModerationSchema,
  submissionForms,
  submissionReplySchema,
  submissionStatuses,
  submissionUpdateSchema,
} from '@vela/validation';
import type { MiddlewareHandler } from 'hono';
import { errorBody } from '../../auth/auth-errors.ts';
import type { AppDeps } from '../../deps.ts';
import { listQuerySchema, setContentRange } from '../../http/admin-list.ts';
import { createRouter } from '../../http/api-router.ts';
import { clientAddress } from '../../http/client-address.ts';
import {
  errorResponses,
  idListFilter,
  idPathParams,
  jsonResponse as json,
  jsonBody,
} from '../../http/openapi-schemas.ts';
import type { UserVariables } from '../../http/require-user.ts';
import { submissionReplyMail } from '../../mail/submission-emails.ts';
import {
  deleteSignup,
  getSignup,
  getSubmission,
  listNewsletter,
  listSubmissions,
  moderateComments,
  newsletterSortFields,
  recordReply,
  replyRecipient,
  type SubmissionListFilter,
  setSubmissionStatus,
  submissionSortFields,
} from '../../store/inbox.ts';

const submissionTags = ['Dashboard: inbox'];

const searchText = z
  .string()
  .trim()
  .max(200)
  .refine(...allowedCharacters())
  .optional();
const idList = idListFilter();

const submissionFilterSchema = z
  .object({
    q: searchText,
    form: z.enum(submissionForms).optional(),
    status: z.enum(submissionStatuses).optional(),
    id: idList,
  })
  .strict();

const newsletterFilterSchema = z.object({ q: searchText, id: idList }).strict();

const replySchema = z
  .object({
    id: z.string(),
    author_id: z.string().nullable(),
    author_email: z.string().nullable(),
    body: z.string(),
    created_at: z.string(),
    sent_at: z.string().nullable().describe('When the mailer took it; null when it failed'),
    delivery_error: z.string().nullable().describe('What the mailer said when it failed'),
  })
  .openapi('SubmissionReply');

const submissionSchema = z
  .object({
    id: z.string().uuid(),
    form: z.enum(submissionForms),
    status: z.enum(submissionStatuses),
    locale: z.string().nullable().describe('The language of the page it was sent from'),
    created_at: z.string(),
    forwarded_at: z.string().nullable(),
    forward_error: z.string().nullable(),
    reply_count: z.number().int(),
    email: z.string().optional(),
    message: z.string().optional(),
    firstname: z.string().optional(),
    lastname: z.string().optional(),
    contact_topic: z.string().optional(),
    agreement: z.string().optional(),
    consent: z.string().optional(),
    post_id: z.string().optional().describe("A comment's blog post"),
    name: z.string().optional().describe("A comment's signature"),
  })
  .openapi('Submission');

const submissionWithRepliesSchema = submissionSchema
  .extend({ replies: z.array(replySchema).describe('Oldest first') })
  .openapi('SubmissionWithReplies');

const signupSchema = z
  .object({ id: z.string().uuid(), email: z.string(), locale: z.string().nullable(), created_at: z.string() })
  .openapi('NewsletterSignup');

const idParams = idPathParams('The id (a UUID)');

const listSubmissionsRoute = createRoute({
  method: 'get',
  path: '/admin/submissions',
  operationId: 'listSubmissions',
  security: [{ session: [] }],
  tags: submissionTags,
  summary: 'The support, contact and abuse messages and the blog comments, one page (operators)',
  description:
    'ra-data-simple-rest conventions. Filters: `form`, `status`, `q` (part of the e-mail address, the name or the message), `id` (a list). Newest first unless asked otherwise.',
  request: {
    query: listQuerySchema(
      submissionSortFields,
      { field: 'created_at', order: 'desc' },
      submissionFilterSchema,
    ),
  },
  responses: {
    200: json('One page; `Content-Range` gives the total', z.array(submissionSchema)),
    ...errorResponses(400, 401, 403),
  },
});

const getSubmissionRoute = createRoute({
  method: 'get',
  path: '/admin/submissions/{id}',
  operationId: 'getSubmission',
  security: [{ session: [] }],
  tags: submissionTags,
  summary: 'One submission with its replies (operators)',
  request: { params: idParams },
  responses: { 200: json('The submission', submissionWithRepliesSchema), ...errorResponses(401, 403, 404) },
});

const updateSubmissionRoute = createRoute({
  method: 'put',
  path: '/admin/submissions/{id}',
  operationId: 'updateSubmission',
  security: [{ session: [] }],
  tags: submissionTags,
  summary: 'Marks a message handled or new again, or approves or rejects a comment (operators)',
  description:
    'A form takes `handled` or `new`, a comment `approved` or `rejected` (else 409 `status_not_allowed`). An approved comment is under its post on the site at the next page load.',
  request: { params: idParams, body: jsonBody(submissionUpdateSchema) },
  responses: {
    200: json('Changed', submissionWithRepliesSchema),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const moderateCommentsRoute = createRoute({
  method: 'post',
  path: '/admin/submissions/moderate',
  operationId: 'moderateComments',
  security: [{ session: [] }],
  tags: submissionTags,
  summary: 'Approves or rejects several blog comments at once (operators)',
  description:
    'All of them or none, in one transaction: an id that is not a comment answers 404 and changes nothing. Each comment whose status changes gets its own audit entry; one already in that status is left as it is.',
  request: { body: jsonBody(commentModerationSchema) },
  responses: {
    200: json('The comments as they are now, newest first', z.array(submissionSchema)),
    ...errorResponses(400, 401, 403, 404),
  },
});

const replyRoute = createRoute({
  method: 'post',
  path: '/admin/submissions/{id}/replies',
  operationId: 'createSubmissionReply',
  security: [{ session: [] }],
  tags: submissionTags,
  summary: 'Answers a message by e-mail to its address, keeping the answer with it (operators)',
  description:
    'The e-mail is written in the language of the page the message came from. The reply is kept whatever the mailer says: a delivered one marks the message handled; one that failed carries `delivery_error` and leaves the status. A comment has no address (409 `no_address`).',
  request: { params: idParams, body: jsonBody(submissionReplySchema) },
  responses: {
    201: json('Kept (see the last reply for its delivery)', submissionWithRepliesSchema),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const listNewsletterRoute = createRoute({
  method: 'get',
  path: '/admin/newsletter',
  operationId: 'listNewsletterSignups',
  security: [{ session: [] }],
  tags: submissionTags,
  summary: "The newsletter's sign-ups, one page (operators)",
  description:
    'ra-data-simple-rest conventions. Filters: `q` (part of the address), `id` (a list). Newest first unless asked otherwise.',
  request: {
    query: listQuerySchema(
      newsletterSortFields,
      { field: 'created_at', order: 'desc' },
      newsletterFilterSchema,
    ),
  },
  responses: {
    200: json('One page; `Content-Range` gives the total', z.array(signupSchema)),
    ...errorResponses(400, 401, 403),
  },
});

const getSignupRoute = createRoute({
  method: 'get',
  path: '/admin/newsletter/{id}',
  operationId: 'getNewsletterSignup',
  security: [{ session: [] }],
  tags: submissionTags,
  summary: 'One sign-up (operators)',
  request: { params: idParams },
  responses: { 200: json('The sign-up', signupSchema), ...errorResponses(401, 403, 404) },
});

const deleteSignupRoute = createRoute({
  method: 'delete',
  path: '/admin/newsletter/{id}',
  operationId: 'deleteNewsletterSignup',
  security: [{ session: [] }],
  tags: submissionTags,
  summary: 'Removes a sign-up, for an unsubscribe request, answering what was removed (operators)',
  request: { params: idParams },
  responses: { 200: json('Removed', signupSchema), ...errorResponses(401, 403, 404) },
});

/** The English text of one of the inbox's error codes, for the `error` of an answer. */
function inboxError(code: keyof typeof inboxTexts.errors): ErrorBody {
  return { error: inboxTexts.errors[code], code };
}

/** The inbox is the operators' (DESIGN section 5); everyone else is refused before anything is read. */
const operatorsOnly: MiddlewareHandler<{ Variables: UserVariables }> = async (c, next) => {
  if (c.get('user').role !== 'operator') return c.json(errorBody('not_authorized'), 403);
  await next();
};

const idsOf = (id: string | string[] | undefined) =>
  id === undefined ? {} : { ids: Array.isArray(id) ? id : [id] };

function toSubmissionFilter(raw: Record<string, unknown>): SubmissionListFilter | null {
  const parsed = submissionFilterSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { q, form, status, id } = parsed.data;
  return { ...(q ? { q } : {}), ...(form ? { form } : {}), ...(status ? { status } : {}), ...idsOf(id) };
}

/**
 * `/api/admin/submissions` and `/api/admin/newsletter`: the operators' inbox. Every change is audited in its
 * transaction; a reply's e-mail leaves before it is kept, so the record says whether it was delivered.
 */
export function inboxRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const notFound = () => errorBody('not_found');
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
    .openapi(listSubmissionsRoute, async (c) => {
      const { filter: rawFilter, ...page } = c.req.valid('query');
      const filter = toSubmissionFilter(rawFilter);
      if (!filter) return c.json(errorBody('invalid_request'), 400);
      const { rows, total } = await listSubmissions(db, page, filter);
      setContentRange(c, 'submissions', page.offset, rows.length, total);
      return c.json(rows, 200);
    })
    .openapi(getSubmissionRoute, async (c) => {
      const record = await getSubmission(db, c.req.valid('param').id);
      return record ? c.json(record, 200) : c.json(notFound(), 404);
    })
    .openapi(updateSubmissionRoute, async (c) => {
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
    })
    .openapi(moderateCommentsRoute, async (c) => {
      const { ids, status } = c.req.valid('json');
      const result = await moderateComments(db, c.get('user').id, ids, status, clientAddress(c, deps.env));
      if (result.outcome === 'saved') return c.json(result.records, 200);
      return c.json(notFound(), 404);
    })
    .openapi(replyRoute, async (c) => {
      const { id } = c.req.valid('param');
      const { message } = c.req.valid('json');
      const recipient = await replyRecipient(db, id);
      if (recipient === 'not_found') return c.json(notFound(), 404);
      if (recipient === 'no_address') return c.json(inboxError('no_address'), 409);
      const delivery = await deps.mailer.deliver(
        submissionReplyMail(recipient, message, deps.settings.brand),
      );
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
    })
    .openapi(listNewsletterRoute, async (c) => {
      const { filter: rawFilter, ...page } = c.req.valid('query');
      const parsed = newsletterFilterSchema.safeParse(rawFilter);
      if (!parsed.success) return c.json(errorBody('invalid_request'), 400);
      const { q, id } = parsed.data;
      const { rows, total } = await listNewsletter(db, page, { ...(q ? { q } : {}), ...idsOf(id) });
      setContentRange(c, 'newsletter', page.offset, rows.length, total);
      return c.json(rows, 200);
    })
    .openapi(getSignupRoute, async (c) => {
      const record = await getSignup(db, c.req.valid('param').id);
      return record ? c.json(record, 200) : c.json(notFound(), 404);
    })
    .openapi(deleteSignupRoute, async (c) => {
      const record = await deleteSignup(
        db,
        c.get('user').id,
        c.req.valid('param').id,
        clientAddress(c, deps.env),
      );
      return record ? c.json(record, 200) : c.json(notFound(), 404);
    });
}
