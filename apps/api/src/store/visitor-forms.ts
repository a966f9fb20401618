import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { formSubmissions, newsletterSignups } from '../db/schema.ts';

type NewSubmission = Pick<typeof formSubmissions.$inferInsert, 'form' | 'fields' | 'status' | 'locale'>;

/** Keeps what a visitor sent through one of the site's forms; its id. */
export async function storeFormSubmission(
  db: Database,
  submission: NewSubmission,
): Promise<string | undefined> {
  const [stored] = await db.insert(formSubmissions).values(submission).returning({ id: formSubmissions.id });
  return stored?.id;
}

/** Notes whether the form service took a submission (when, at `at`) or why not. */
export async function recordFormForwarding(
  db: Database,
  submissionId: string,
  outcome: { ok: boolean; error?: string },
  at: Date,
): Promise<void> {
  await db
    .update(formSubmissions)
    .set(outcome.ok ? { forwardedAt: at } : { forwardError: outcome.error ?? 'failed' })
    .where(eq(formSubmissions.id, submissionId));
}

/** Signs an address up for the newsletter, once (a second sign-up changes nothing). */
export async function addNewsletterSignup(db: Database, email: string, locale: string | null): Promise<void> {
  await db.insert(newsletterSignups).values({ email, locale }).onConflictDoNothing();
}
