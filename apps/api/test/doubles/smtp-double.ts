import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  /** The message as it travelled: headers and MIME parts, quoted-printable as sent. */
  raw: string;
}

/** A local SMTP server that keeps every message it receives, for tests of what the API really sends. */
export async function startSmtpDouble() {
  const messages: CapturedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on('end', () => {
        messages.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /**
     * The first message to `address` whose decoded text contains `contains`, once it has arrived (mail
     * leaves after the request's answer).
     */
    async messageTo(address: string, contains = ''): Promise<CapturedMail | undefined> {
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const found = messages.find(
          (candidate) =>
            candidate.to.includes(address) && decodeQuotedPrintable(candidate.raw).includes(contains),
        );
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return undefined;
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

export function decodeQuotedPrintable(text: string): string {
  return Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}
