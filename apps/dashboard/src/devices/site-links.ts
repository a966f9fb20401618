import { defaultLocale, type Locale } from '@vela/locales';

/**
 * The site's checkout pages for one device, in the dashboard's language: Basic at `/activate`, Premium at
 * `/activate-pm`, each with the device id as `client_reference_id` so the page fills it in and locks it.
 * English pages have no language prefix; the others start with `/{locale}`.
 */
export function purchaseLinks(deviceId: string, locale: Locale): { basic: string; premium: string } {
  const prefix = locale === defaultLocale ? '' : `/${locale}`;
  const query = `?client_reference_id=${encodeURIComponent(deviceId)}`;
  return { basic: `${prefix}/activate${query}`, premium: `${prefix}/activate-pm${query}` };
}

/** The path of a device's own API routes: its id carries colons, so it is encoded like react-admin does. */
export function devicePath(deviceId: string, action?: string): string {
  return `devices/${encodeURIComponent(deviceId)}${action ? `/${action}` : ''}`;
}

/** A page of the site (`/download`) in the dashboard's language. */
export function sitePage(path: string, locale: Locale): string {
  return locale === defaultLocale ? path : `/${locale}${path}`;
}
