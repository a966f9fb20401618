import { z } from 'zod';

/** An instant written as an ISO date (end of that day, UTC) or date-time, e.g. 2026-09-15. */
const instant = z.iso
  .datetime({ offset: true })
  .or(z.iso.date())
  .transform((value) => new Date(value.length === 10 ? `${value}T23:59:59Z` : value).toISOString());

const emptyAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * Configuration that is also public: the brand, the prices and the promotion. The API serves it at
 * `/api/config` and charges with it; the site is prerendered with it. Both read the same variables with the
 * same defaults (the spec's values), and texts interpolate them instead of spelling them out.
 */
export const publicEnvSchema = z.object({
  /** Where the site is published: canonical links, language alternates and the sitemap use it. */
  SITE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .default('http://localhost:8080')
      .transform((url) => url.replace(/\/+$/, '')),
  ),
  BRAND_NAME: z.string().trim().min(1).default('Vela Player'),
  BRAND_LEGAL_ENTITY: z.string().trim().min(1).default('Vela Media LLC'),
  BRAND_ADDRESS: z
    .string()
    .trim()
    .min(1)
    .default('1000 N West Street, Suite 1200, Wilmington, DE 19801, USA'),
  BRAND_SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }).default('support@velaplayer.example'),
  BRAND_WHATSAPP: z
    .string()
    .regex(/^\+?\d{6,15}$/, { error: 'must be a phone number in international form, digits only' })
    .default('+13025550142'),
  /** Where Client Area leads: the dashboard's sign-in page. */
  BRAND_DASHBOARD_URL: z.string().trim().min(1).default('/dashboard/login'),
  BRAND_FACEBOOK_URL: z.url().default('https://www.facebook.com/velaplayer'),
  BRAND_X_URL: z.url().default('https://x.com/velaplayer'),
  BRAND_INSTAGRAM_URL: z.url().default('https://www.instagram.com/velaplayer'),
  BRAND_YOUTUBE_URL: z.url().default('https://www.youtube.com/@velaplayer'),
  STORE_APP_STORE_URL: z.url().default('https://apps.apple.com/app/vela-player/id6450000000'),
  STORE_GOOGLE_PLAY_URL: z.url().default('https://play.google.com/store/apps/details?id=com.velaplayer.app'),
  STORE_LG_URL: z.url().default('https://us.lgappstv.com/main/tvapp/detail?appId=1300000'),
  STORE_APTOIDE_URL: z.url().default('https://vela-player.en.aptoide.com/app'),
  PRICE_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, { error: 'must be a three-letter currency code' })
    .default('EUR'),
  PRICE_BASIC: z.coerce.number().positive().default(5.49),
  PRICE_PREMIUM: z.coerce.number().positive().default(9.99),
  /** Google Analytics 4 measurement id; page views are sent only when set, and only after consent. */
  ANALYTICS_MEASUREMENT_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^G-[A-Z0-9]{4,20}$/, { error: 'must be a Google Analytics 4 measurement id like G-ABC123' })
      .optional(),
  ),
  /** How often the chat button shows its '1' badge; the widget refuses less than 10 s (spec section 5). */
  CHAT_NOTIFICATION_DELAY_SECONDS: z.coerce.number().positive().default(60),
  /** Last moment of the "1 month of Privacy Mode with Basic" promotion; no promotion when empty. */
  PROMOTION_ENDS_AT: z.preprocess(emptyAsUndefined, instant.optional()),
});

export type PublicEnv = z.output<typeof publicEnvSchema>;

export interface Brand {
  name: string;
  legalEntity: string;
  address: string;
  supportEmail: string;
  whatsapp: string;
  dashboardUrl: string;
  social: { facebook: string; x: string; instagram: string; youtube: string };
  stores: { appStore: string; googlePlay: string; lg: string; aptoide: string };
}

export interface Prices {
  currency: string;
  basic: number;
  premium: number;
}

export interface PublicSettings {
  /** Origin (and path) where the site is published, without a trailing slash. */
  siteUrl: string;
  brand: Brand;
  prices: Prices;
  /** ISO instant after which the Basic promotion no longer applies; null when there is none. */
  promotionEndsAt: string | null;
  analyticsMeasurementId: string | null;
  chatNotificationDelaySeconds: number;
}

export function publicSettingsFromEnv(env: PublicEnv): PublicSettings {
  return {
    siteUrl: env.SITE_URL,
    brand: {
      name: env.BRAND_NAME,
      legalEntity: env.BRAND_LEGAL_ENTITY,
      address: env.BRAND_ADDRESS,
      supportEmail: env.BRAND_SUPPORT_EMAIL,
      whatsapp: env.BRAND_WHATSAPP,
      dashboardUrl: env.BRAND_DASHBOARD_URL,
      social: {
        facebook: env.BRAND_FACEBOOK_URL,
        x: env.BRAND_X_URL,
        instagram: env.BRAND_INSTAGRAM_URL,
        youtube: env.BRAND_YOUTUBE_URL,
      },
      stores: {
        appStore: env.STORE_APP_STORE_URL,
        googlePlay: env.STORE_GOOGLE_PLAY_URL,
        lg: env.STORE_LG_URL,
        aptoide: env.STORE_APTOIDE_URL,
      },
    },
    prices: { currency: env.PRICE_CURRENCY, basic: env.PRICE_BASIC, premium: env.PRICE_PREMIUM },
    promotionEndsAt: env.PROMOTION_ENDS_AT ?? null,
    analyticsMeasurementId: env.ANALYTICS_MEASUREMENT_ID ?? null,
    chatNotificationDelaySeconds: env.CHAT_NOTIFICATION_DELAY_SECONDS,
  };
}
