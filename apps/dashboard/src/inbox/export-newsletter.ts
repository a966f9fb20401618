import type { NewsletterSignup } from '@vela/api-client';
import { downloadCSV } from 'react-admin';
import { csvOf } from '../export/csv.ts';

/** The columns of an export: the address, the language and when they signed up. */
const newsletterColumns = [
  'email',
  'locale',
  'created_at',
] as const satisfies readonly (keyof NewsletterSignup)[];

export function newsletterCsv(records: readonly NewsletterSignup[]): string {
  return csvOf(newsletterColumns, records, (record, column) => record[column]);
}

/** react-admin's `exporter` of the newsletter's sign-ups. */
export function exportNewsletter(records: NewsletterSignup[]) {
  downloadCSV(newsletterCsv(records), 'newsletter-signups');
}
