import { createRoute, z } from '@hono/zod-openapi';
import {
  ticketAttachmentMaxBytes,
  ticketAttachmentsPerMessage,
  ticketAttachmentTypes,
} from '@vela/validation';
import { errorResponses, jsonResponse as json } from '../../../http/openapi-schemas.ts';
import { ticketAttachmentSchema } from '../admin-schemas.ts';

const tags = ['Dashboard: tickets'];

const uploadParams = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, description: 'The ticket id (a UUID)' }),
  messageId: z
    .string()
    .openapi({ param: { name: 'messageId', in: 'path' }, description: 'The message id (a UUID)' }),
});

const uploadQuery = z.object({
  name: z
    .string()
    .max(1000)
    .optional()
    .openapi({ description: "The file's name as the sender knows it; sanitised, shown only" }),
});

const downloadParams = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, description: 'The ticket id (a UUID)' }),
  attachmentId: z
    .string()
    .openapi({ param: { name: 'attachmentId', in: 'path' }, description: 'The attachment id (a UUID)' }),
});

const binary = { schema: z.string().openapi({ format: 'binary' }) };

export const uploadRoute = createRoute({
  method: 'post',
  path: '/admin/tickets/{id}/messages/{messageId}/attachments',
  operationId: 'createTicketAttachment',
  security: [{ session: [] }],
  tags,
  summary: 'Attaches a file to a message the caller wrote: the file itself as the body',
  description:
    `A PNG, JPEG, WebP or GIF image or a plain-text file (valid UTF-8 without NUL bytes), at most ` +
    `${ticketAttachmentMaxBytes / 1024 / 1024} MB, at most ${ticketAttachmentsPerMessage} per message. What the ` +
    'file is comes from its bytes alone: its name and `Content-Type` are never trusted (400 `attachment_type`). ' +
    "Another person's ticket or message is 404.",
  request: {
    params: uploadParams,
    query: uploadQuery,
    body: { required: true, content: { 'application/octet-stream': binary } },
  },
  responses: {
    201: json('Attached', ticketAttachmentSchema),
    ...errorResponses(400, 401, 403, 404, 413),
  },
});

export const downloadRoute = createRoute({
  method: 'get',
  path: '/admin/tickets/{id}/attachments/{attachmentId}',
  operationId: 'getTicketAttachment',
  security: [{ session: [] }],
  tags,
  summary: "A file of a ticket's conversation (its owner and operators; 404 for anyone else)",
  description:
    'Served with the type its bytes proved, `X-Content-Type-Options: nosniff` and a sandboxing ' +
    '`Content-Security-Policy`; images inline, text as a download.',
  request: { params: downloadParams },
  responses: {
    200: {
      description: 'The file',
      content: Object.fromEntries(ticketAttachmentTypes.map((type) => [type, binary])),
    },
    ...errorResponses(401, 403, 404),
  },
});
