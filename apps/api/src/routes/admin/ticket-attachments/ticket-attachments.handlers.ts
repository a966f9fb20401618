import type { RouteHandler } from '@hono/zod-openapi';
import type { ErrorBody } from '@vela/api-client';
import attachmentTexts from '@vela/locales/en/attachments.json';
import {
  attachmentNameMatches,
  isInlineAttachmentType,
  sanitizeAttachmentName,
  sniffTicketAttachmentType,
  ticketAttachmentMaxBytes,
} from '@vela/validation';
import { errorBody } from '../../../auth/auth-errors.ts';
import type { AppDeps } from '../../../deps.ts';
import { clientAddress } from '../../../http/client-address.ts';
import type { UserVariables } from '../../../http/require-user.ts';
import { asDocument } from '../../../http/security-headers.ts';
import { attachToTicketMessage, readTicketAttachment } from '../../../store/ticket-attachments.ts';
import type { downloadRoute, uploadRoute } from './ticket-attachments.routes.ts';

type Env = { Variables: UserVariables };

/** The English text of an attachment's error code, for the `error` of an answer. */
function attachmentError(code: keyof typeof attachmentTexts.errors): ErrorBody {
  return { error: attachmentTexts.errors[code], code };
}

/** `Content-Disposition` for a file name: an ASCII fallback and the exact name as RFC 5987 spells it. */
function disposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function uploadHandler(deps: AppDeps): RouteHandler<typeof uploadRoute, Env> {
  const { db } = deps.database;
  return async (c) => {
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
  };
}

export function downloadHandler(deps: AppDeps): RouteHandler<typeof downloadRoute, Env> {
  const { db } = deps.database;
  return async (c) => {
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
  };
}
