/** The instances the site's browser tests run against, each on a fresh database. */
export const ports = {
  /** A fresh local install: default settings, payments simulator. */
  main: Number(process.env.E2E_SITE_PORT ?? 4310),
  /** Analytics configured, and the chat badge every 10 s. */
  configured: 4311,
  /** Payments through PayPal (the local PayPal double). */
  paypal: 4312,
  /** The PayPal double: its API, and the control port the stand-in SDK uses. */
  payPalDouble: 4313,
  payPalControl: 4314,
} as const;

export const urlOf = (port: number) => `http://127.0.0.1:${port}`;

export const analyticsMeasurementId = 'G-E2ETEST1';
export const payPalPlanId = 'P-E2E-PREMIUM';
