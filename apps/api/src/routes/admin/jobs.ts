import { createRoute, z } from '@hono/zod-openapi';
import { errorBody } from '../../auth/auth-errors.ts';
import { isUuid } from '../../db/uuid.ts';
import type { AppDeps } from '../../deps.ts';
import { listQuerySchema, setContentRange } from '../../http/admin-list.ts';
import { createRouter } from '../../http/api-router.ts';
import { clientAddress } from '../../http/client-address.ts';
import { errorResponses } from '../../http/openapi-schemas.ts';
import { requireRole, type UserVariables } from '../../http/require-user.ts';
import { listFailedJobs, retryFailedJob } from '../../store/jobs-admin.ts';

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

const filterSchema = z.object({ kind: z.string().trim().min(1).max(100).optional() }).strict();

const listRoute = createRoute({
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

const retryRoute = createRoute({
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

/** `/api/admin/jobs`: the queue's failed jobs, for operators only (decision 38). */
export function jobRoutes(deps: AppDeps) {
  const router = createRouter<{ Variables: UserVariables }>();
  const operatorsOnly = requireRole(['operator']);
  router.use('/admin/jobs', operatorsOnly);
  router.use('/admin/jobs/*', operatorsOnly);
  return router
    .openapi(listRoute, async (c) => {
      const query = c.req.valid('query');
      const filter = filterSchema.safeParse(query.filter);
      if (!filter.success) return c.json(errorBody('invalid_request'), 400);
      const { rows, total } = await listFailedJobs(deps.database.db, { ...query, kind: filter.data.kind });
      setContentRange(c, 'jobs', query.offset, rows.length, total);
      return c.json(rows, 200);
    })
    .openapi(retryRoute, async (c) => {
      const { id } = c.req.valid('param');
      const retried =
        isUuid(id) &&
        (await retryFailedJob(
          deps.database.db,
          { id, operatorId: c.get('user').id, now: deps.now() },
          clientAddress(c, deps.env),
        ));
      if (!retried) return c.json(errorBody('not_found'), 404);
      return c.json({ id, state: 'queued' as const }, 200);
    });
}
