import { createRoute, z } from '@hono/zod-openapi';
import type { ErrorBody } from '@vela/api-client';
import attachmentTexts from '@vela/locales/en/attachments.json';
import {
  attachmentNameMatches,
  isInlineAttachmentType,
  sanitizeAttachmentName,
  sniffTicketAttachmentType,
  ticketAttachmentMaxBytes,
  ticketAttachmentsPerMessage,
  ticketAttachmentTypes,
} from '@vela/validation';
import { errorBody } from '../../auth/auth-errors.ts';
import type { AppDeps } from '../../deps.ts';
import { createRouter } from '../../http/api-router.ts';
import { clientAddress } from '../../http/client-address.ts';
import { errorResponses, jsonResponse as json } from '../../http/openapi-schemas.ts';
import type { UserVariables } from '../../http/require-user.ts';
import { asDocument } from '../../http/security-headers.ts';
import { attachToTicketMessage, readTicketAttachment } from '../../store/ticket-attachments.ts';
import { ticketAttachmentSchema } from './admin-schemas.ts';

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

const uploadRoute = createRoute({
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

const downloadRoute = createRoute({
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

/** The English text of an attachment's error code, for the `error` of an answer. */
function attachmentError(code: keyof typeof attachmentTexts.errors): ErrorBody {
  return { error: attachmentTexts.errors[code], code };
}

/** `Content-Disposition` for a file name: an ASCII fallback and the exact name as RFC 5987 spells it. */
function disposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Files attached to the messages of a ticket: uploaded by the message's author, downloaded by whoever may read
 * the ticket (its owner and operators). Internal notes never carry one.
 */
export function ticketAttachmentRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const router = createRouter<{ Variables: UserVariables }>();
  return router
    .openapi(uploadRoute, async (c) => {
      const { id, messageId } = c.req.valid('param');
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      if (bytes.byteLength === 0) return c.json(attachmentError('attachment_empty'), 400);
      if (bytes.byteLength > ticketAttachmentMaxBytes) return c.json(errorBody('payload_too_large'), 413);
      const contentType = sniffTicketAttachmentType(bytes);
      const name = sanitizeAttachmentName(c.req.valid('query').name ?? '');
      if (!contentType || !attachmentNameMatches(name, contentType)) {
        return c.json(attachmentError('attachment_type'), 400);
      }
      const result = await attachToTicketMessage(
        db,
        c.get('user'),
        { ticketId: id, messageId },
        { name, contentType, bytes },
        deps.now(),
        clientAddress(c, deps.env),
      );
      if (result.ok) return c.json(result.attachment, 201);
      if (result.code === 'not_found') return c.json(errorBody('not_found'), 404);
      return c.json(attachmentError(result.code), 400);
    })
    .openapi(downloadRoute, async (c) => {
      const { id, attachmentId } = c.req.valid('param');
      const file = await readTicketAttachment(db, c.get('user'), { ticketId: id, attachmentId });
      if (!file) return c.json(errorBody('not_found'), 404);
      const inline = isInlineAttachmentType(file.content_type);
      // Shown inline, an image or a PDF is a page of its own.
      asDocument(c);
      return c.body(new Uint8Array(file.bytes), 200, {
        'Content-Type': inline ? file.content_type : 'text/plain; charset=utf-8',
        'Content-Length': String(file.bytes.byteLength),
        'Content-Disposition': disposition(inline ? 'inline' : 'attachment', file.name),
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'Cache-Control': 'private, no-store',
        'Cross-Origin-Resource-Policy': 'same-origin',
      });
    });
}
