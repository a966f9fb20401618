// The Node example of the integration guide (decision 41): checking a webhook delivery with the
// `standardwebhooks` library, as Standard Webhooks defines it. The dashboard's guide and docs show this text;
// the API's tests run this very text against real deliveries.

/** A function that checks a delivery's headers with the `standardwebhooks` package (npm). */
export const webhookVerifyExample = `import { Webhook, WebhookVerificationError } from 'standardwebhooks';

// The event when the delivery was signed with your endpoint's secret (whsec_…) less than five minutes ago,
// null when not. rawBody is the request body exactly as received (a string), before any JSON parsing;
// headers are the request's (webhook-id, webhook-timestamp, webhook-signature).
export function verifyVelaWebhook(secret, headers, rawBody) {
  try {
    return new Webhook(secret).verify(rawBody, headers);
  } catch (error) {
    if (error instanceof WebhookVerificationError) return null;
    throw error;
  }
}
`;

/** A small receiver around it: answer 2xx quickly, and act once per `webhook-id`. */
export const webhookReceiverExample = `import { createServer } from 'node:http';

const secret = process.env.VELA_WEBHOOK_SECRET; // whsec_…, shown once when you added the endpoint
const seen = new Set(); // keep this in your database: retries and re-sends repeat the webhook-id

createServer((request, response) => {
  let rawBody = '';
  request.setEncoding('utf8');
  request.on('data', (chunk) => (rawBody += chunk));
  request.on('end', () => {
    const event = verifyVelaWebhook(secret, request.headers, rawBody);
    if (!event) {
      response.writeHead(400).end();
      return;
    }
    const eventId = request.headers['webhook-id'];
    if (!seen.has(eventId)) {
      seen.add(eventId);
      console.log(event.type, event.data);
    }
    response.writeHead(204).end();
  });
}).listen(3000);
`;
