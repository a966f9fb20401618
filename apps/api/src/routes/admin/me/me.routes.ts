import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses } from '../../../http/openapi-schemas.ts';

export const meRoute = createRoute({
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
