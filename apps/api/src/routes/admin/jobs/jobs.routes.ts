import { createRoute, z } from '@hono/zod-openapi';
import { listQuerySchema } from '../../../http/admin-list.ts';
import { errorResponses } from '../../../http/openapi-schemas.ts';

const tags = ['Dashboard: jobs (operators)'];

const failedJobSchema = z
  .object({
    id: z.string().uuid(),
    kind: z.string().describe('`receipt.send`, `reminder.send`, `reminders.scan`, …'),
    attempts: z.number().int(),
    max_attempts: z.number().int(),
    last_error: z.string().nullable(),
    created_at: z.string(),
    finished_at: z.string().nullable().describe('When the last attempt failed'),
  })
  .openapi('FailedJob');

export const filterSchema = z.object({ kind: z.string().trim().min(1).max(100).optional() }).strict();

export const listRoute = createRoute({
  method: 'get',
  path: '/admin/jobs',
  operationId: 'listFailedJobs',
  security: [{ session: [] }],
  tags,
  summary: 'Jobs that failed every attempt, the last failure first',
  request: { query: listQuerySchema(['finished_at'], { field: 'finished_at', order: 'desc' }, filterSchema) },
  responses: {
    200: {
      description: 'One page; `Content-Range` gives the total',
      content: { 'application/json': { schema: z.array(failedJobSchema) } },
    },
    ...errorResponses(400, 401, 403),
  },
});

export const retryRoute = createRoute({
  method: 'post',
  path: '/admin/jobs/{id}/retry',
  operationId: 'retryJob',
  security: [{ session: [] }],
  tags,
  summary: 'Runs a failed job again, with a new round of attempts (audited `job.retry`)',
  request: {
    params: z.object({
      id: z.string().openapi({ param: { name: 'id', in: 'path' }, description: 'The job id (a UUID)' }),
    }),
  },
  responses: {
    200: {
      description: 'Queued again',
      content: { 'application/json': { schema: z.object({ id: z.string(), state: z.literal('queued') }) } },
    },
    ...errorResponses(401, 403, 404),
  },
});
