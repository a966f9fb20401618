import { defineProductConfig } from '@vela/playwright-config';

const port = Number(process.env.E2E_DASHBOARD_PORT ?? 4320);

// Settings of the product under test (the server inherits this process's environment): a known password for
// the demo accounts, e-mail links that lead back to this server, no sign-in rate limit, since every journey
// signs in from the same address, and a light proof of work: the captcha widget still solves and the server
// still verifies every challenge, without spending seconds of a shared machine on each of hundreds of sign-ins;
// and outgoing checks may reach loopback, where the journeys' stand-in provider servers listen.
process.env.DEMO_PASSWORD = 'demo-journeys-password';
process.env.ALTCHA_COST = '20';
process.env.SITE_URL = `http://127.0.0.1:${port}`;
process.env.RATE_LIMIT_SIGN_IN = '0';
// The whitelist journeys serve verification tokens from a small HTTP server on this machine's loopback.
process.env.OUTBOUND_ALLOW_PRIVATE_ADDRESSES = 'true';
// The webhook journey's receiver is a plain-HTTP server on the same loopback.
process.env.WEBHOOKS_ALLOW_HTTP = 'true';

const config = defineProductConfig({ port });

// In CI this suite runs in two shards beside the API suites, on two cores: a screen that waits for its session
// check and its lazily loaded chunk may take longer than the default to appear, and a whole journey twice as long
// as on a quiet machine.
export default {
  ...config,
  timeout: process.env.CI ? 180_000 : config.timeout,
  expect: { ...config.expect, timeout: 20_000 },
};
