import type { AppDeps } from '../../deps.ts';
import { createRouter } from '../../http/api-router.ts';
import { publicWriteLimit } from '../../http/limits.ts';
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
  router.use('/payments/licence', publicWriteLimit(deps, 'payments_licence', { perDevice: true }));
  router.use('/payments/orders', publicWriteLimit(deps, 'payments_order', { perDevice: true }));
  router.use('/payments/orders/*', publicWriteLimit(deps, 'payments_capture'));
  router.use('/payments/subscriptions', publicWriteLimit(deps, 'payments_subscription', { perDevice: true }));
  router.use('/payments/simulator/*', publicWriteLimit(deps, 'payments_simulator', { perDevice: true }));
  return router
    .openapi(deviceLicenceRoute, deviceLicenceHandler(deps))
    .openapi(createOrderRoute, createOrderHandler(deps))
    .openapi(captureOrderRoute, captureOrderHandler(deps))
    .openapi(confirmSubscriptionRoute, confirmSubscriptionHandler(deps))
    .openapi(simulatedSubscriptionRoute, simulatedSubscriptionHandler(deps, simulator))
    .openapi(payPalWebhookRoute, payPalWebhookHandler(deps));
}
