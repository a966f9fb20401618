import { useCallback, useState } from 'react';
import { AuthError } from '../providers/auth-client.ts';
import type { SubmitErrors } from './schema-form.tsx';
import { type ServerFieldMap, type ShownMessage, useErrorText } from './use-schema-form.ts';

/**
 * Where a `SchemaForm` shows a refusal in the account client's shape (`AuthError`): on the fields the API
 * names, or on the field an error code concerns (`serverFields`), else above the form (`formError`), translated.
 */
export function useFormRefusal<Field extends string>(
  fields: readonly Field[],
  serverFields: ServerFieldMap<NoInfer<Field>> = {},
) {
  const errorText = useErrorText();
  const [formError, setFormError] = useState<ShownMessage>();
  const refused = useCallback(
    (error: unknown): SubmitErrors => {
      if (!(error instanceof AuthError)) {
        setFormError({ key: 'errors.generic.something_went_wrong' });
        return undefined;
      }
      if (error.code === 'network') {
        setFormError({ key: 'errors.generic.network' });
        return undefined;
      }
      const named = Object.entries(error.fields).filter(([field]) =>
        (fields as readonly string[]).includes(field),
      );
      if (named.length > 0) return Object.fromEntries(named.map(([field, code]) => [field, errorText(code)]));
      const field = serverFields[error.code];
      if (field) return { [field]: errorText(error.code) };
      setFormError({ key: `code:${error.code}` });
      return undefined;
    },
    [errorText, fields, serverFields],
  );
  return { formError, setFormError, refused };
}
