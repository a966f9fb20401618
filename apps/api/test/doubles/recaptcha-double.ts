import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Google's `siteverify`: a form-encoded POST of `secret`, `response` and `remoteip`, answered
 * `{success, hostname, challenge_ts}` the way Google answers reCAPTCHA v2; `error-codes` when it fails.
 */
export async function startRecaptchaDouble({
  secret,
  validTokens,
}: {
  secret: string;
  validTokens: string[];
}) {
  const received: Record<string, string>[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      received.push(form);
      const knownSecret = form.secret === secret;
      const success = request.method === 'POST' && knownSecret && validTokens.includes(form.response ?? '');
      const answer = success
        ? { success: true, challenge_ts: new Date().toISOString(), hostname: 'localhost' }
        : {
            success: false,
            'error-codes': [knownSecret ? 'invalid-input-response' : 'invalid-input-secret'],
          };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    verifyUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
