import { createRoute, z } from '@hono/zod-openapi';
import {
  allowedCharacters,
  commentModerationSchema,
  submissionForms,
  submissionReplySchema,
  submissionStatuses,
  submissionUpdateSchema,
} from '@vela/validation';
import { listQuerySchema } from '../../../http/admin-list.ts';
import {
  errorResponses,
  idListFilter,
  idPathParams,
  jsonResponse as json,
  jsonBody,
} from '../../../http/openapi-schemas.ts';
import { submissionSortFields } from '../../../store/inbox.ts';
import { newsletterSortFields } from '../../../store/newsletter.ts';

const submissionTags = ['Dashboard: inbox'];

const searchText = z
  .string()
  .trim()
  .max(200)
  .refine(...allowedCharacters())
  .optional();
const idList = idListFilter();

export const submissionFilterSchema = z
  .object({
    q: searchText,
    form: z.enum(submissionForms).optional(),
    status: z.enum(submissionStatuses).optional(),
    id: idList,
  })
  .strict();

export const newsletterFilterSchema = z.object({ q: searchText, id: idList }).strict();

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

export const listSubmissionsRoute = createRoute({
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

export const getSubmissionRoute = createRoute({
  method: 'get',
  path: '/admin/submissions/{id}',
  operationId: 'getSubmission',
  security: [{ session: [] }],
  tags: submissionTags,
  summary: 'One submission with its replies (operators)',
  request: { params: idParams },
  responses: { 200: json('The submission', submissionWithRepliesSchema), ...errorResponses(401, 403, 404) },
});

export const updateSubmissionRoute = createRoute({
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

export const moderateCommentsRoute = createRoute({
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

export const replyRoute = createRoute({
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

export const listNewsletterRoute = createRoute({
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

export const getSignupRoute = createRoute({
  method: 'get',
  path: '/admin/newsletter/{id}',
  operationId: 'getNewsletterSignup',
  security: [{ session: [] }],
  tags: submissionTags,
  summary: 'One sign-up (operators)',
  request: { params: idParams },
  responses: { 200: json('The sign-up', signupSchema), ...errorResponses(401, 403, 404) },
});

export const deleteSignupRoute = createRoute({
  method: 'delete',
  path: '/admin/newsletter/{id}',
  operationId: 'deleteNewsletterSignup',
  security: [{ session: [] }],
  tags: submissionTags,
  summary: 'Removes a sign-up, for an unsubscribe request, answering what was removed (operators)',
  request: { params: idParams },
  responses: { 200: json('Removed', signupSchema), ...errorResponses(401, 403, 404) },
});
