import type { FormFieldsPayload } from '@vela/validation';
import { describeError, type Logger } from '../logger.ts';

export type FormForwarder = (
  form: string,
  payload: FormFieldsPayload,
) => Promise<{ ok: boolean; error?: string }>;

/**
 * Sends a stored submission on to the external form service in the same `{fields:[{name, value}]}` format,
 * at `{FORMS_FORWARD_URL}/{form}`. The submission is already stored, so a failure is recorded, not fatal.
 */
export function createFormForwarder(url: string | undefined, logger: Logger): FormForwarder {
  if (!url) return async () => ({ ok: false, error: 'not configured' });
  const base = url.replace(/\/+$/, '');
  return async (form, payload) => {
    try {
      const response = await fetch(`${base}/${form}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(10_000),
      });
      if (response.ok) return { ok: true };
      logger.warn('forms.forward_failed', { form, status: response.status });
      return { ok: false, error: `HTTP ${response.status}` };
    } catch (error) {
      logger.warn('forms.forward_failed', { form, error: describeError(error) });
      return { ok: false, error: String(error) };
    }
  };
}
