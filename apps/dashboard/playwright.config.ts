import { defineProductConfig } from '@vela/playwright-config';
import { firstPort } from './e2e/support/port.ts';

// Settings of the product under test (each worker's server inherits this process's environment): a known
// password for the demo accounts, no sign-in rate limit, since every journey signs in from the same address,
// and a light proof of work: the captcha widget still solves and the server
// still verifies every challenge, without spending seconds of a shared machine on each of hundreds of sign-ins;
// and outgoing checks may reach loopback, where the journeys' stand-in provider servers listen.
process.env.DEMO_PASSWORD = 'demo-journeys-password';
process.env.ALTCHA_COST = '20';
process.env.RATE_LIMIT_SIGN_IN = '0';
// The whitelist journeys serve verification tokens from a small HTTP server on this machine's loopback.
process.env.OUTBOUND_ALLOW_PRIVATE_ADDRESSES = 'true';
// The webhook journey's receiver is a plain-HTTP server on the same loopback.
process.env.WEBHOOKS_ALLOW_HTTP = 'true';

// Three workers, each with a server of its own (e2e/support/test.ts): a journey spends much of its time waiting for
// a screen to be drawn and its answers to arrive, so with two the processor of a two-core machine was idle a
// tenth to a fifth of the time, and the suite took 12.5 minutes instead of 11.
const config = defineProductConfig({ port: firstPort, workers: Number(process.env.E2E_WORKERS ?? 3) });

// In CI three workers share two cores, on a machine that may be several times slower than a developer's: a screen
// that waits for its session check and its lazily loaded chunk may take longer than the default to appear, and a
// whole journey twice as long as on a quiet machine.
// The walks of every screen are the longest journeys by far: the workers take them first, so that the shorter
// ones fill in around them and the workers end at about the same time.
const walks = ['fit.spec.ts', 'operator-screens.spec.ts'];

export default {
  ...config,
  timeout: process.env.CI ? 180_000 : config.timeout,
  expect: { ...config.expect, timeout: 20_000 },
  projects: [
    { name: 'walks', testMatch: walks },
    { name: 'journeys', testIgnore: walks },
  ],
};
