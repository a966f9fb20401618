import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { repoRoot } from './product-server.ts';
import { whenAnswering } from './worker-server.ts';

/**
 * A stand-in for PayPal's JavaScript SDK: `paypal.Buttons` renders three buttons that play the buyer
 * (pay, cancel, fail). Paying approves the order, or creates the subscription, in the PayPal double through
 * its control port, exactly where the real buyer would do it in PayPal's window; the site's callbacks and
 * the API's calls to PayPal are the real ones.
 */
const standIn = `
window.paypal = {
  version: 'stand-in',
  FUNDING: { PAYPAL: 'paypal', CARD: 'card' },
  Buttons(options) {
    const control = 'https://www.paypal.com/__control';
    const actions = {
      subscription: {
        async create(body) {
          window.__paypalSubscriptionRequest = body;
          const answer = await fetch(control + '/subscriptions', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ planId: body.plan_id, customId: body.custom_id }),
          });
          return (await answer.json()).id;
        },
      },
    };
    return {
      isEligible() { return true; },
      close() { return Promise.resolve(); },
      updateProps() { return Promise.resolve(); },
      render(container) {
        const element = typeof container === 'string' ? document.querySelector(container) : container;
        const button = (label, onClick) => {
          const node = document.createElement('button');
          node.type = 'button';
          node.textContent = label;
          node.addEventListener('click', onClick);
          element.appendChild(node);
        };
        button('PayPal', async () => {
          try {
            if (options.createSubscription) {
              const subscriptionID = await options.createSubscription({}, actions);
              await options.onApprove({ subscriptionID, orderID: 'SUBSCRIPTION' }, actions);
            } else {
              const orderID = await options.createOrder({}, actions);
              await fetch(control + '/orders/' + encodeURIComponent(orderID) + '/approve', { method: 'POST' });
              await options.onApprove({ orderID }, actions);
            }
          } catch (error) {
            if (options.onError) options.onError(error);
          }
        });
        button('Cancel in PayPal', () => options.onCancel && options.onCancel({}));
        button('Fail in PayPal', () => options.onError && options.onError(new Error('declined')));
        return Promise.resolve();
      },
    };
  },
};`;

/**
 * Serves the stand-in for PayPal's script to `page`, and passes what it sends to PayPal's window on to the PayPal
 * double's control port at `controlUrl`. Answers the addresses the page asked PayPal's script from.
 */
export async function useStandInPayPal(page: Page, controlUrl: string): Promise<{ sdkRequests: string[] }> {
  const sdkRequests: string[] = [];
  await page.route('https://www.paypal.com/sdk/js**', async (route) => {
    sdkRequests.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: standIn });
  });
  await page.route('https://www.paypal.com/__control/**', async (route) => {
    const path = new URL(route.request().url()).pathname.replace('/__control', '');
    const response = await route.fetch({ url: `${controlUrl}${path}` });
    await route.fulfill({ response });
  });
  return { sdkRequests };
}

/** The PayPal double (`apps/api/test/doubles/serve-paypal-double.ts`) as a process of its own. */
export interface PayPalDoubleProcess {
  /** PayPal's API, for a product server's `PAYPAL_API_URL`. */
  apiUrl: string;
  /** Where the stand-in script plays the buyer (`useStandInPayPal`). */
  controlUrl: string;
  stop(): Promise<void>;
}

/** Starts the PayPal double on `apiPort`, with its control port on `controlPort`, once it answers. */
export async function startPayPalDouble(apiPort: number, controlPort: number): Promise<PayPalDoubleProcess> {
  const controlUrl = `http://127.0.0.1:${controlPort}`;
  const child = spawn('node', ['--import', 'tsx', 'test/doubles/serve-paypal-double.ts'], {
    cwd: resolve(repoRoot, 'apps/api'),
    env: {
      ...process.env,
      PAYPAL_DOUBLE_PORT: String(apiPort),
      PAYPAL_DOUBLE_CONTROL_PORT: String(controlPort),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = await whenAnswering(child, `${controlUrl}/health`, {
    what: 'the PayPal double',
    timeoutMs: 60_000,
  });
  return { apiUrl: `http://127.0.0.1:${apiPort}`, controlUrl, stop };
}
