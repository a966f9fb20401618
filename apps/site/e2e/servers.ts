/** The instances the site's browser tests run against, each on a fresh database. */
const main = Number(process.env.E2E_SITE_PORT ?? 4310);

/**
 * The instances' ports follow the main one, so two runs on one machine apart by 5 or more do not collide: the
 * shards of `vela-e2e-shards` start 5 ports apart.
 */
export const ports = {
  /** A fresh local install: default settings, payments simulator. */
  main,
  /** Analytics configured, and the chat badge every 10 s. */
  configured: main + 1,
  /** Payments through PayPal (the local PayPal double). */
  paypal: main + 2,
  /** The PayPal double: its API, and the control port the stand-in SDK uses. */
  payPalDouble: main + 3,
  payPalControl: main + 4,
} as const;

export const urlOf = (port: number) => `http://127.0.0.1:${port}`;

export const analyticsMeasurementId = 'G-E2ETEST1';
export const payPalPlanId = 'P-E2E-PREMIUM';
