import { createApiClient, describeApiError } from '@vela/api-client';
import { fieldErrors, newsletterFormSchema } from '@vela/validation';

const api = createApiClient();

/** What the form shows after sending: the confirmation, or the text of what went wrong. */
export type SubscribeOutcome = { ok: true } | { ok: false; namespace: 'errors' | 'validation'; key: string };

/**
 * Checks the address with the API's own rule and subscribes it, with the page's language. The newsletter form
 * loads this (with the schema library) only when it is first sent, so no page downloads it before.
 */
export async function subscribe(email: string, locale: string): Promise<SubscribeOutcome> {
  const parsed = newsletterFormSchema.safeParse({ email });
  if (!parsed.success) {
    return { ok: false, namespace: 'validation', key: fieldErrors(parsed.error).email?.key ?? 'email' };
  }
  try {
    await api.subscribeNewsletter(parsed.data.email, locale);
    return { ok: true };
  } catch (failure) {
    const { namespace, key } = describeApiError(failure);
    return { ok: false, namespace, key };
  }
}
