import type { Page } from '@playwright/test';
import { ports, urlOf } from './servers.ts';

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

export async function useStandInPayPal(page: Page): Promise<{ sdkRequests: string[] }> {
  const sdkRequests: string[] = [];
  await page.route('https://www.paypal.com/sdk/js**', async (route) => {
    sdkRequests.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: standIn });
  });
  await page.route('https://www.paypal.com/__control/**', async (route) => {
    const path = new URL(route.request().url()).pathname.replace('/__control', '');
    const response = await route.fetch({ url: `${urlOf(ports.payPalControl)}${path}` });
    await route.fulfill({ response });
  });
  return { sdkRequests };
}
