import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger, type Logger } from '../src/logger.ts';
import { createMailer, recipientTag } from '../src/mail/mailer.ts';
import { startSmtpDouble } from './doubles/smtp-double.ts';

// No log line names a person by their e-mail address: a log outlives the account it mentions. The mailer logs a
// keyed tag of the recipient instead, and the logger removes an address from any text it is given (an SMTP
// server's refusal quotes the address it refused).

const key = Buffer.alloc(32, 7);
const mail = (to: string) => ({ to, subject: 'Your receipt', text: 'Thank you.', html: '<p>Thank you.</p>' });

/** The lines the app would write, as they are written: through the real logger, to stdout and stderr. */
function capturedLogger(): { logger: Logger; lines: () => string[] } {
  const written: string[] = [];
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
  }
  return { logger: createLogger('debug'), lines: () => written };
}

afterEach(() => vi.restoreAllMocks());

describe('what the log says of e-mails', () => {
  let accepting: Awaited<ReturnType<typeof startSmtpDouble>>;
  let refusing: SMTPServer;
  let refusingUrl: string;

  beforeAll(async () => {
    accepting = await startSmtpDouble();
    // A server that refuses the recipient, quoting its address, as real ones do.
    refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(address, _session, callback) {
        callback(new Error(`<${address.address}>: Recipient address rejected: User unknown`));
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    refusingUrl = `smtp://127.0.0.1:${(refusing.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await accepting?.close();
    await new Promise<void>((resolve) => refusing.close(() => resolve()));
  });

  it('tags the recipient of a sent e-mail, the same tag for the same address in any case', async () => {
    const { logger, lines } = capturedLogger();
    const mailer = createMailer(
      { smtpUrl: accepting.url, from: 'shop@example.com', production: true, recipientKey: key },
      logger,
    );
    await mailer.send(mail('Maria.Rossi@example.org'));
    await mailer.close();
    const [line] = lines().map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(line).toMatchObject({
      event: 'mail.sent',
      recipient: recipientTag(key, 'maria.rossi@example.org'),
      subject: 'Your receipt',
    });
    expect(JSON.stringify(lines())).not.toMatch(/maria\.rossi/i);
    // Another key, another tag: nobody can find the address by hashing likely ones without the server's key.
    expect(recipientTag(Buffer.alloc(32, 8), 'maria.rossi@example.org')).not.toBe(line?.recipient);
  });

  it('writes no address when the server refuses one, though its answer quotes it', async () => {
    const { logger, lines } = capturedLogger();
    const mailer = createMailer(
      { smtpUrl: refusingUrl, from: 'shop@example.com', production: true, recipientKey: key },
      logger,
    );
    const delivery = await mailer.deliver(mail('nobody.here@example.net'));
    await mailer.close();
    expect(delivery.ok).toBe(false);
    const written = lines().join('');
    expect(written).toContain('"event":"mail.failed"');
    expect(written).toContain('Recipient address rejected');
    expect(written).not.toContain('nobody.here');
    expect(written).toContain('[e-mail]');
  });

  it('tags the recipient in the outbox of a local install too', async () => {
    const { logger, lines } = capturedLogger();
    const mailer = createMailer(
      { smtpUrl: undefined, from: 'shop@example.com', production: false, recipientKey: key },
      logger,
    );
    await mailer.send(mail('someone@example.com'));
    expect(mailer.outbox?.[0]?.to).toBe('someone@example.com');
    expect(lines().join('')).not.toContain('someone@example.com');
    expect(lines().join('')).toContain(recipientTag(key, 'someone@example.com'));
  });
});
