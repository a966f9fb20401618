// Runs the PayPal double as a process for the site's browser tests: PayPal's API on PAYPAL_DOUBLE_PORT for
// the server under test, and a control port (CORS-open) through which the stand-in PayPal script in the
// browser plays the buyer: approving an order, creating a subscription.
import { createServer } from 'node:http';
import { startPayPalDouble } from './paypal-double.ts';

const apiPort = Number(process.env.PAYPAL_DOUBLE_PORT ?? 4313);
const controlPort = Number(process.env.PAYPAL_DOUBLE_CONTROL_PORT ?? 4314);
const double = await startPayPalDouble({ port: apiPort });

const control = createServer((request, response) => {
  response.setHeader('access-control-allow-origin', '*');
  response.setHeader('access-control-allow-headers', 'content-type');
  if (request.method === 'OPTIONS') return response.writeHead(204).end();
  let body = '';
  request.on('data', (chunk: Buffer) => {
    body += chunk.toString();
  });
  request.on('end', () => {
    const reply = (status: number, value: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    try {
      const url = new URL(request.url ?? '/', 'http://control');
      const approve = /^\/orders\/([^/]+)\/approve$/.exec(url.pathname);
      if (url.pathname === '/health') return reply(200, { ok: true, url: double.url });
      if (approve?.[1]) {
        double.approveOrder(decodeURIComponent(approve[1]));
        return reply(200, { ok: true });
      }
      if (url.pathname === '/subscriptions' && request.method === 'POST') {
        const { planId, customId } = JSON.parse(body) as { planId: string; customId?: string };
        return reply(200, { id: double.createSubscription({ planId, customId }) });
      }
      return reply(404, { error: 'unknown control path' });
    } catch (error) {
      return reply(400, { error: String(error) });
    }
  });
});
control.listen(controlPort, '127.0.0.1');

const stop = async () => {
  control.close();
  await double.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
