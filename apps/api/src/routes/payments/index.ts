import type { AppDeps } from '../../deps.ts';
import { createRouter } from '../../http/api-router.ts';
import type { PaymentsSimulator } from '../../payments/simulator.ts';
import {
  captureOrderHandler,
  confirmSubscriptionHandler,
  createOrderHandler,
  deviceLicenceHandler,
  payPalWebhookHandler,
  simulatedSubscriptionHandler,
} from './payments.handlers.ts';
import {
  captureOrderRoute,
  confirmSubscriptionRoute,
  createOrderRoute,
  deviceLicenceRoute,
  payPalWebhookRoute,
  simulatedSubscriptionRoute,
} from './payments.routes.ts';

export function paymentRoutes(deps: AppDeps, simulator: PaymentsSimulator | null) {
  const router = createRouter();
  router.use('/payments/licence', deps.limits.byAddress('payments_licence'));
  router.use('/payments/orders', deps.limits.byAddress('payments_order'));
  router.use('/payments/orders/*', deps.limits.byAddress('payments_capture'));
  router.use('/payments/subscriptions', deps.limits.byAddress('payments_subscription'));
  router.use('/payments/simulator/*', deps.limits.byAddress('payments_simulator'));
  router.use(
    '/payments/paypal/webhook',
    deps.limits.byAddress('paypal_webhook', deps.env.RATE_LIMIT_WEBHOOK),
  );
  return router
    .openapi(deviceLicenceRoute, deviceLicenceHandler(deps))
    .openapi(createOrderRoute, createOrderHandler(deps))
    .openapi(captureOrderRoute, captureOrderHandler(deps))
    .openapi(confirmSubscriptionRoute, confirmSubscriptionHandler(deps))
    .openapi(simulatedSubscriptionRoute, simulatedSubscriptionHandler(deps, simulator))
    .openapi(payPalWebhookRoute, payPalWebhookHandler(deps));
}
