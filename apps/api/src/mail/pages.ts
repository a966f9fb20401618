import type { Locale } from '@vela/locales';
import { localeInfo } from '@vela/locales';
import ar from '@vela/locales/ar/lifecycle.json';
import de from '@vela/locales/de/lifecycle.json';
import el from '@vela/locales/el/lifecycle.json';
import en from '@vela/locales/en/lifecycle.json';
import es from '@vela/locales/es/lifecycle.json';
import fr from '@vela/locales/fr/lifecycle.json';
import it from '@vela/locales/it/lifecycle.json';
import ru from '@vela/locales/ru/lifecycle.json';
import tr from '@vela/locales/tr/lifecycle.json';
import zh from '@vela/locales/zh/lifecycle.json';
import type { Context } from 'hono';
import { asDocument } from '../http/security-headers.ts';
import { escapeHtml, fillHtml, isolateHtml } from './html.ts';

export type LifecycleTexts = typeof en;
export const lifecycleTexts: Record<Locale, LifecycleTexts> = { en, it, es, de, fr, tr, ru, ar, zh, el };

/** A text with `{{name}}` filled in, escaped for HTML; values are isolated left to right (addresses). */
export const fillEscaped = (text: string, values: Record<string, string>) =>
  fillHtml(
    text,
    Object.fromEntries(Object.entries(values).map(([name, value]) => [name, isolateHtml(value)])),
  );

/**
 * The small pages that e-mail links open without signing in (unsubscribe, confirm or undo an address): in the
 * person's language and direction, never cached, with the API's strict security headers (no script, no style)
 * and those of a document.
 */
export function linkPage(
  c: Context,
  {
    locale,
    status,
    title,
    brand,
    body,
  }: { locale: Locale; status: 200 | 404 | 409; title: string; brand: string; body: string[] },
) {
  const { dir } = localeInfo(locale);
  c.header('Cache-Control', 'no-store');
  asDocument(c);
  return c.html(
    `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
      `<title>${escapeHtml(title)} · ${escapeHtml(brand)}</title></head>` +
      `<body><main><h1>${escapeHtml(title)}</h1>${body.join('')}</main></body></html>`,
    status,
  );
}
