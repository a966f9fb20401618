import { createApiClient, describeApiError, type ErrorText } from '@vela/api-client';
import {
  fieldErrors,
  type SubmittedFormId,
  submittedForms,
  toFormFields,
  type ValidationMessage,
} from '@vela/validation';
import { type FormEvent, useState } from 'react';
import { useT } from '../i18n/i18n-provider.tsx';
import { focusFirstInvalid } from './focus-first-invalid.ts';

const api = createApiClient();

export type Outcome = { kind: 'success' } | { kind: 'failure'; error: ErrorText } | null;

/**
 * Checks a form with the same schema the API uses, then sends it as `{fields:[{name, value}]}` to
 * `/api/forms/{formId}`, with the page's language, which an answer by e-mail is written in. On success the form
 * is cleared.
 */
export function useFormSubmission(formId: SubmittedFormId) {
  const { locale } = useT();
  const [errors, setErrors] = useState<Record<string, ValidationMessage>>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values: Record<string, string | boolean> = {};
    for (const element of Array.from(form.elements)) {
      if (
        !(
          element instanceof HTMLInputElement ||
          element instanceof HTMLTextAreaElement ||
          element instanceof HTMLSelectElement
        )
      )
        continue;
      if (!element.name) continue;
      values[element.name] =
        element instanceof HTMLInputElement && element.type === 'checkbox'
          ? element.checked
          : String(data.get(element.name) ?? '');
    }
    const parsed = submittedForms[formId].safeParse(values);
    setOutcome(null);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      focusFirstInvalid(form, Object.keys(found));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await api.submitForm(formId, toFormFields(parsed.data), locale);
      form.reset();
      setOutcome({ kind: 'success' });
    } catch (error) {
      setOutcome({ kind: 'failure', error: describeApiError(error) });
    } finally {
      setSending(false);
    }
  }

  return { errors, sending, outcome, onSubmit };
}
