import { defineProductConfig } from '@vela/playwright-config';
import { analyticsMeasurementId, payPalPlanId, ports, urlOf } from './e2e/servers.ts';

const config = defineProductConfig({
  port: ports.main,
  helpers: [
    {
      command: 'node --import tsx test/doubles/serve-paypal-double.ts',
      cwd: 'apps/api',
      url: `${urlOf(ports.payPalControl)}/health`,
      env: {
        PAYPAL_DOUBLE_PORT: String(ports.payPalDouble),
        PAYPAL_DOUBLE_CONTROL_PORT: String(ports.payPalControl),
      },
    },
  ],
  servers: [
    {
      port: ports.configured,
      env: { ANALYTICS_MEASUREMENT_ID: analyticsMeasurementId, CHAT_NOTIFICATION_DELAY_SECONDS: '10' },
    },
    {
      port: ports.paypal,
      env: {
        PAYPAL_API_URL: urlOf(ports.payPalDouble),
        PAYPAL_CLIENT_ID: 'paypal-double-client',
        PAYPAL_CLIENT_SECRET: 'paypal-double-secret',
        PAYPAL_WEBHOOK_ID: 'WH-TEST',
        PAYPAL_PLAN_ID: payPalPlanId,
      },
    },
  ],
});

// In CI the two shards share two cores, on a machine that may be several times slower than a developer's: code a
// page loads when it is used (the forms' rules, on their first send) may take longer than the default to arrive,
// as in the dashboard's suite.
export default process.env.CI ? { ...config, expect: { ...config.expect, timeout: 20_000 } } : config;
