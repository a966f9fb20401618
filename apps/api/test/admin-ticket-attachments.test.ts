import type { TicketAttachment, TicketMessage } from '@vela/api-client';
import { ticketAttachmentMaxBytes, ticketAttachmentsPerMessage } from '@vela/validation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketAttachments } from '../src/db/schema.ts';
import { accountEnv, type Browser, signedInBrowser, signedInDemo, uniqueEmail } from './accounts.ts';
import { engines, sharedTestServer, type TestServer } from './harness.ts';
import { attach, openTicketWithMessage as openTicket } from './tickets.ts';

const png = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const text = new TextEncoder().encode('Model: X1\nFirmware: 4.2 — écran noir\n');

async function download(browser: Browser, ticketId: string, attachmentId: string) {
  const response = await fetch(
    `${browser.baseUrl}/api/admin/tickets/${ticketId}/attachments/${attachmentId}`,
    {
      headers: { cookie: [...browser.cookies].map(([key, value]) => `${key}=${value}`).join('; ') },
    },
  );
  return {
    status: response.status,
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

for (const engine of engines) {
  describe(`ticket attachments on ${engine.name}`, () => {
    let server: TestServer;
    let alice: Browser;
    let bob: Browser;
    let operator: Browser;

    beforeAll(async () => {
      server = await sharedTestServer(engine, accountEnv);
      alice = (await signedInBrowser(server.url, uniqueEmail('alice'))).browser;
      bob = (await signedInBrowser(server.url, uniqueEmail('bob'))).browser;
      operator = await signedInDemo(server.url, 'operator');
    });
    afterAll(() => server?.stop());

    it("serves a file to the ticket's owner and operators only, with headers that keep it inert", async () => {
      const { ticket, messageId } = await openTicket(alice, 'Screenshot attached');
      const image = await attach(alice, ticket.id, messageId, png, '../../etc/screen\u202e.png', 'text/html');
      expect(image.status).toBe(201);
      expect(image.body).toMatchObject({
        message_id: messageId,
        name: 'screen.png',
        content_type: 'image/png',
        size: png.byteLength,
      });
      const log = await attach(alice, ticket.id, messageId, text, 'log.txt', 'image/png');
      expect(log.status).toBe(201);
      expect(log.body).toMatchObject({ name: 'log.txt', content_type: 'text/plain' });

      const messages = (await alice.get(`/api/admin/tickets/${ticket.id}/messages`))
        .body as unknown as TicketMessage[];
      expect(messages[0]?.attachments.map((file) => file.name)).toEqual(['screen.png', 'log.txt']);

      const imageId = String(image.body.id);
      const logId = String(log.body.id);
      const own = await download(alice, ticket.id, imageId);
      expect(own.status).toBe(200);
      expect(own.bytes).toEqual(png);
      expect(own.headers.get('content-type')).toBe('image/png');
      expect(own.headers.get('x-content-type-options')).toBe('nosniff');
      expect(own.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(own.headers.get('content-disposition')).toMatch(/^inline; filename="screen\.png"/);
      // Shown inline, the image is a page of its own, with a document's headers.
      expect(own.headers.get('permissions-policy')).toContain('camera=()');
      expect(own.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');

      const seen = await download(operator, ticket.id, logId);
      expect(seen.status).toBe(200);
      expect(new TextDecoder().decode(seen.bytes)).toBe(new TextDecoder().decode(text));
      expect(seen.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(seen.headers.get('content-disposition')).toMatch(/^attachment; filename="log\.txt"/);
      expect(seen.headers.get('x-content-type-options')).toBe('nosniff');
      expect(seen.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");

      const reseller = await signedInDemo(server.url, 'reseller');
      for (const stranger of [bob, reseller]) {
        for (const id of [imageId, logId]) {
          const refused = await download(stranger, ticket.id, id);
          expect(refused.status).toBe(404);
          expect(JSON.parse(new TextDecoder().decode(refused.bytes))).toEqual({
            error: 'Not found.',
            code: 'not_found',
          });
        }
        // Nor may they attach to it.
        expect((await attach(stranger, ticket.id, messageId, text, 'x.txt')).status).toBe(404);
      }
      // Bob's own ticket does not open Alice's file either.
      const bobs = await openTicket(bob, 'Mine');
      expect((await download(bob, bobs.ticket.id, imageId)).status).toBe(404);
      expect((await download(alice, ticket.id, 'not-a-uuid')).status).toBe(404);
    });

    it('refuses a file by what its bytes are, with a translated 400, and loses nothing already stored', async () => {
      const { ticket, messageId } = await openTicket(alice, 'Bad files');
      expect((await attach(alice, ticket.id, messageId, text, 'notes.txt')).status).toBe(201);

      const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]);
      const refusals = [
        await attach(alice, ticket.id, messageId, text, 'photo.png', 'image/png'),
        await attach(alice, ticket.id, messageId, exe, 'setup.txt', 'text/plain'),
        await attach(alice, ticket.id, messageId, new Uint8Array([0xc3, 0x28, 0x41]), 'broken.txt'),
        await attach(alice, ticket.id, messageId, new TextEncoder().encode('a\u0000b'), 'nul.txt'),
        await attach(
          alice,
          ticket.id,
          messageId,
          new TextEncoder().encode('<svg onload="x()"/>'),
          'logo.svg',
        ),
      ];
      // A ".png" holding text, an executable, bytes that are not UTF-8, a NUL byte and an SVG are all refused.
      for (const refused of refusals) {
        expect(refused.status).toBe(400);
        expect(refused.body).toEqual({ error: expect.stringContaining('PNG'), code: 'attachment_type' });
      }
      const empty = await attach(alice, ticket.id, messageId, new Uint8Array(), 'empty.txt');
      expect(empty).toMatchObject({ status: 400, body: { code: 'attachment_empty' } });
      const tooLarge = await attach(
        alice,
        ticket.id,
        messageId,
        new Uint8Array(ticketAttachmentMaxBytes + 1).fill(65),
        'big.txt',
      );
      expect(tooLarge).toMatchObject({ status: 413, body: { code: 'payload_too_large' } });

      const stored = await server.database.db
        .select({ name: ticketAttachments.fileName })
        .from(ticketAttachments)
        .where(eq(ticketAttachments.ticketId, ticket.id));
      expect(stored.map((row) => row.name)).toEqual(['notes.txt']);
    });

    it('keeps files to the messages their author wrote, a few per message', async () => {
      const { ticket, messageId } = await openTicket(alice, 'Limits');
      for (let index = 0; index < ticketAttachmentsPerMessage; index += 1) {
        expect((await attach(alice, ticket.id, messageId, text, `part-${index}.txt`)).status).toBe(201);
      }
      const over = await attach(alice, ticket.id, messageId, text, 'one-more.txt');
      expect(over).toMatchObject({ status: 400, body: { code: 'attachment_limit' } });

      // Support's answer belongs to the operator: the owner may not attach to it, the operator may.
      const answered = await operator.post(`/api/admin/tickets/${ticket.id}/messages`, {
        content: 'Try this.',
      });
      expect(answered.status).toBe(201);
      const answerId = (answered.body as unknown as TicketMessage).id;
      expect((await attach(alice, ticket.id, answerId, text, 'mine.txt')).status).toBe(404);
      const guide = await attach(operator, ticket.id, answerId, png, 'guide.png');
      expect(guide.status).toBe(201);
      const seen = (await alice.get(`/api/admin/tickets/${ticket.id}/messages`))
        .body as unknown as TicketMessage[];
      const answer = seen.find((message) => message.id === answerId);
      expect(answer?.attachments.map((file: TicketAttachment) => file.name)).toEqual(['guide.png']);
      expect((await download(alice, ticket.id, String(guide.body.id))).status).toBe(200);

      // An internal note is no message: nothing may be attached to it, so no file can hide behind one.
      const note = await operator.post(`/api/admin/tickets/${ticket.id}/notes`, {
        content: 'Check the logs.',
      });
      expect(note.status).toBe(201);
      const noteId = String((note.body as unknown as { id: string }).id);
      expect((await attach(operator, ticket.id, noteId, text, 'internal.txt')).status).toBe(404);
    });
  });
}
