// The Node example of the integration guide (decision 41): checking a webhook delivery's signature. The
// dashboard's guide and docs show this text; the API's tests run this very text against real deliveries.

/** A function that checks the `Vela-Signature` header: Node 18 or later, no dependencies. */
export const webhookVerifyExample = `import { createHmac, timingSafeEqual } from 'node:crypto';

// True when the delivery was signed with your endpoint's secret less than five minutes ago.
// rawBody is the request body exactly as received (a string), before any JSON parsing.
export function verifyVelaSignature(secret, signatureHeader, rawBody, toleranceSeconds = 300) {
  const parts = Object.fromEntries(
    String(signatureHeader ?? '')
      .split(',')
      .map((part) => {
        const at = part.indexOf('=');
        return [part.slice(0, at).trim(), part.slice(at + 1).trim()];
      }),
  );
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) return false;
  if (Math.abs(Date.now() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(\`\${timestamp}.\${rawBody}\`).digest();
  return timingSafeEqual(Buffer.from(parts.v1, 'hex'), expected);
}
`;

/** A small receiver around it: answer 2xx quickly, and act once per `Vela-Event-Id`. */
export const webhookReceiverExample = `import { createServer } from 'node:http';

const secret = process.env.VELA_WEBHOOK_SECRET; // shown once when you added the endpoint
const seen = new Set(); // keep this in your database: retries and re-sends repeat the event id

createServer((request, response) => {
  let rawBody = '';
  request.setEncoding('utf8');
  request.on('data', (chunk) => (rawBody += chunk));
  request.on('end', () => {
    if (!verifyVelaSignature(secret, request.headers['vela-signature'], rawBody)) {
      response.writeHead(400).end();
      return;
    }
    const eventId = request.headers['vela-event-id'];
    if (!seen.has(eventId)) {
      seen.add(eventId);
      const event = JSON.parse(rawBody);
      console.log(event.type, event.data);
    }
    response.writeHead(204).end();
  });
}).listen(3000);
`;
