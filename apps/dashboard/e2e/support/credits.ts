import { expect, type Page } from '@playwright/test';
import { text } from '@vela/playwright-config/texts';

export type Locale = 'en' | 'ar';

/** A text of the credits screens in `locale`, as the page shows it. */
export const credits = (locale: Locale, key: string, values: Record<string, string> = {}) =>
  text(locale, 'credits', key, values);

export const escaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Matches a label that begins with `label`: a required field's name ends in its asterisk. */
export const startingWith = (label: string) => new RegExp(`^${escaped(label)}`);

/** A text of the credits screens with its `{{credits}}` left out: what the texts of every pack begin with. */
export const everyPack = (locale: Locale, key: string) => credits(locale, key, { credits: '' }).trim();

export interface Pack {
  id: string;
  credits: number;
  currency: string;
}

/** The packs on sale, the smallest first. */
export async function packsOnSale(page: Page): Promise<Pack[]> {
  const response = await page.request.get('/api/admin/credit-packs');
  expect(response.status()).toBe(200);
  return (await response.json()) as Pack[];
}
