import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../providers/data-provider.ts';
import { errorCode, fieldErrorsOf } from '../providers/errors.ts';

/** What a form that makes something with a one-time secret (an API key, a webhook endpoint) needs to say. */
export interface SecretCreateOptions<Created> {
  /** Sends the form's values to the API. */
  create: (dataProvider: AppDataProvider, values: Record<string, unknown>) => Promise<Created>;
  /** The API's code for an account that holds as many as it may, and the key of the text that says so. */
  limit: { code: string; message: string };
  /** The key of the text shown when the request fails for another reason. */
  failed: string;
}

/**
 * The save of such a form: a refusal about a field goes to that field, the account's limit is said on the form
 * (which stays filled in), anything else is notified. What the API made, secret included, is kept in this
 * screen's state only, never in react-admin's cache, until the person says it was copied (`clear`).
 */
export function useSecretCreate<Created extends { secret: string }>(options: SecretCreateOptions<Created>) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [created, setCreated] = useState<Created | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Not `useCreate`: the answer holds the secret, which must stay out of react-admin's cache.
  const creation = useMutation({
    mutationFn: (values: Record<string, unknown>) => options.create(dataProvider, values),
    onSuccess: setCreated,
  });

  const save = async (values: Record<string, unknown>) => {
    setRefusal(null);
    try {
      await creation.mutateAsync(values);
      return undefined;
    } catch (error) {
      const onFields = fieldErrorsOf(error);
      if (onFields) return onFields;
      if (errorCode(error) === options.limit.code) {
        setRefusal(options.limit.message);
        return undefined;
      }
      notify(error instanceof HttpError ? error.message : options.failed, { type: 'error' });
      return undefined;
    }
  };

  return { save, created, refusal, clear: () => setCreated(null) };
}
