import { fieldErrors, type ValidationMessage } from '@vela/validation';
import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { useTranslate } from '../i18n/translate.ts';
import { AuthError } from '../providers/auth-client.ts';

/** A message to show: a translation key and its placeholders' values. */
export interface ShownMessage {
  key: string;
  params?: Record<string, string | number>;
}

const validationText = ({ key, params }: ValidationMessage): ShownMessage => ({
  key: `validation.${key}`,
  ...(params ? { params } : {}),
});

/**
 * The text of an error code the API sent: its `dashboard` or `generic` text in the `errors` namespace, or a
 * validation rule's text, whichever exists; 'something went wrong' when none does.
 */
export function useErrorText() {
  const translate = useTranslate();
  return useCallback(
    (code: string, params: Record<string, string | number> = {}) => {
      const fallback = translate('errors.generic.something_went_wrong');
      return translate(`errors.dashboard.${code}`, {
        ...params,
        _: translate(`errors.generic.${code}`, {
          ...params,
          _: translate(`validation.${code}`, { ...params, _: fallback }),
        }),
      });
    },
    [translate],
  );
}

/** Which field an error code of the API belongs to, for a form; others are shown above the form. */
export type ServerFieldMap<Field extends string> = Partial<Record<string, Field>>;

/**
 * State of a form checked with a schema of `packages/validation`: the browser runs the same rules as the API,
 * and the API's refusals land on the fields they concern, translated.
 */
export function useSchemaForm<Schema extends z.ZodType<Record<string, unknown>>, Field extends string>(
  schema: Schema,
  initial: Record<Field, string>,
  serverFields: ServerFieldMap<NoInfer<Field>> = {},
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, ShownMessage>>>({});
  const [formError, setFormError] = useState<ShownMessage>();
  const [submitting, setSubmitting] = useState(false);

  const setValue = useCallback((field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }, []);

  /** The parsed values, or undefined after showing what is wrong. */
  const validate = useCallback((): z.output<Schema> | undefined => {
    setFormError(undefined);
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const found = fieldErrors(result.error);
    setErrors(
      Object.fromEntries(
        Object.entries(found).map(([field, message]) => [field, validationText(message)]),
      ) as Partial<Record<Field, ShownMessage>>,
    );
    return undefined;
  }, [schema, values]);

  /** Shows a refusal of the API on its field, or above the form. */
  const showServerError = useCallback(
    (error: unknown) => {
      if (!(error instanceof AuthError)) {
        setFormError({ key: 'errors.generic.something_went_wrong' });
        return;
      }
      if (error.code === 'network') {
        setFormError({ key: 'errors.generic.network' });
        return;
      }
      const named = Object.entries(error.fields).filter(([field]) => field in initial);
      if (named.length > 0) {
        setErrors(
          Object.fromEntries(named.map(([field, code]) => [field, { key: `code:${code}` }])) as Partial<
            Record<Field, ShownMessage>
          >,
        );
        return;
      }
      const field = serverFields[error.code];
      if (field) setErrors((current) => ({ ...current, [field]: { key: `code:${error.code}` } }));
      else setFormError({ key: `code:${error.code}` });
    },
    [initial, serverFields],
  );

  /** Runs `action` with the parsed values; a refusal is shown where it belongs. */
  const submit = useCallback(
    async (action: (parsed: z.output<Schema>) => Promise<void>) => {
      const parsed = validate();
      if (!parsed) return;
      setSubmitting(true);
      try {
        await action(parsed);
      } catch (error) {
        showServerError(error);
      } finally {
        setSubmitting(false);
      }
    },
    [validate, showServerError],
  );

  return { values, setValue, errors, formError, setFormError, submitting, submit, showServerError };
}

/** Translates a shown message; `code:` messages are the API's error codes. */
export function useShownText() {
  const translate = useTranslate();
  const errorText = useErrorText();
  return useCallback(
    (message: ShownMessage | undefined) => {
      if (!message) return undefined;
      if (message.key.startsWith('code:')) return errorText(message.key.slice(5), message.params);
      return translate(message.key, message.params);
    },
    [translate, errorText],
  );
}
