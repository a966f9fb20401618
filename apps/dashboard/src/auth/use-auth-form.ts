import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { AuthError } from '../providers/auth-client.ts';
import type { ServerFieldMap, ShownMessage } from '../providers/error-text.ts';
import type { AuthFormRules } from './form-rules.ts';

let rulesLoading: Promise<typeof import('./form-rules.ts')> | undefined;

/** The forms' rules and the schema library, downloaded once, when a form is first used. */
function loadRules() {
  rulesLoading ??= import('./form-rules.ts').catch((error: unknown) => {
    rulesLoading = undefined;
    throw error;
  });
  return rulesLoading;
}

/**
 * `useSchemaForm` of the screens outside the layout: the same rules of `packages/validation` as the API, the
 * API's refusals on the fields they concern, translated. The rules and the schema library they are written in
 * are downloaded when the person starts filling the form (`prepare`, on focus) or sends it, not with the screen.
 */
export function useAuthForm<Rule extends keyof AuthFormRules, Field extends string>(
  rule: Rule,
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

  const prepare = useCallback(() => {
    loadRules().catch(() => undefined);
  }, []);

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

  /** Checks the values with the form's rules, then runs `action` with the parsed values; refusals are shown. */
  const submit = useCallback(
    async (action: (parsed: z.output<AuthFormRules[Rule]>) => Promise<void>) => {
      setFormError(undefined);
      setSubmitting(true);
      try {
        let rules: Awaited<ReturnType<typeof loadRules>>;
        try {
          rules = await loadRules();
        } catch {
          setFormError({ key: 'errors.generic.network' });
          return;
        }
        const result = rules.check(rule, values);
        if (!result.success) {
          setErrors(
            Object.fromEntries(
              Object.entries(result.errors).map(([name, { key, params }]) => [
                name,
                { key: `validation.${key}`, ...(params ? { params } : {}) },
              ]),
            ) as Partial<Record<Field, ShownMessage>>,
          );
          return;
        }
        setErrors({});
        await action(result.data);
      } catch (error) {
        showServerError(error);
      } finally {
        setSubmitting(false);
      }
    },
    [rule, values, showServerError],
  );

  return { values, setValue, errors, formError, setFormError, submitting, submit, prepare, showServerError };
}
