import { createHmac } from 'node:crypto';
import nodemailer from 'nodemailer';
import { describeError, type Logger } from '../logger.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
}

interface SentMail extends OutgoingMail {
  sentAt: string;
}

/** What the SMTP server (or the outbox) said to one e-mail. */
export type Delivery = { ok: true } | { ok: false; error: string };

export interface Mailer {
  /** Delivers one e-mail; failures are logged, never thrown at the request that caused it. */
  send(mail: OutgoingMail): Promise<void>;
  /** Delivers one e-mail and answers whether it left, for a caller that keeps the outcome (it also logs). */
  deliver(mail: OutgoingMail): Promise<Delivery>;
  /** What was sent, newest first, when there is no SMTP server (outside production only). */
  outbox: SentMail[] | null;
  close(): Promise<void>;
}

const outboxSize = 200;

/**
 * What the log says of an e-mail's recipient: a keyed hash of the address, the same for every e-mail to it,
 * so that one person's e-mails can be followed through the log without the log naming anyone (a log outlives
 * the account it mentions, and an unkeyed hash of an address is found by hashing likely addresses).
 */
export function recipientTag(key: Buffer, to: string): string {
  return createHmac('sha256', key).update(to.trim().toLowerCase()).digest('hex').slice(0, 16);
}

/**
 * SMTP through nodemailer when `SMTP_URL` is set; otherwise, outside production, an outbox kept in memory
 * (served at `/api/dev/outbox`). Each e-mail is logged as one line with its recipient's tag
 * ({@link recipientTag}) and its subject only: links carry tokens, so the body never reaches the log.
 */
export function createMailer(
  {
    smtpUrl,
    from,
    production,
    recipientKey,
  }: { smtpUrl: string | undefined; from: string; production: boolean; recipientKey: Buffer },
  logger: Logger,
  /** Told of each e-mail the SMTP server did not take. */
  onFailure: () => void = () => {},
): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    const deliver = async (mail: OutgoingMail): Promise<Delivery> => {
      try {
        await transport.sendMail({ from, ...mail });
        logger.info('mail.sent', { recipient: recipientTag(recipientKey, mail.to), subject: mail.subject });
        return { ok: true };
      } catch (error) {
        const described = describeError(error);
        logger.error('mail.failed', {
          recipient: recipientTag(recipientKey, mail.to),
          subject: mail.subject,
          error: described,
        });
        onFailure();
        return { ok: false, error: (error instanceof Error ? error.message : String(error)).slice(0, 500) };
      }
    };
    return {
      outbox: null,
      deliver,
      async send(mail) {
        await deliver(mail);
      },
      async close() {
        transport.close();
      },
    };
  }
  if (production) throw new Error('SMTP_URL is required in production');
  const outbox: SentMail[] = [];
  const deliver = async (mail: OutgoingMail): Promise<Delivery> => {
    outbox.unshift({ ...mail, sentAt: new Date().toISOString() });
    outbox.length = Math.min(outbox.length, outboxSize);
    logger.info('mail.outbox', {
      recipient: recipientTag(recipientKey, mail.to),
      subject: mail.subject,
      outbox: '/api/dev/outbox',
    });
    return { ok: true };
  };
  return {
    outbox,
    deliver,
    async send(mail) {
      await deliver(mail);
    },
    async close() {},
  };
}
