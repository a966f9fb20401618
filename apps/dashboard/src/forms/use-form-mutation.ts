import { useMutation } from '@tanstack/react-query';
import type { ShownMessage } from '../providers/error-text.ts';
import { fieldErrorsOf, shownMessageOf } from '../providers/errors.ts';
import type { SubmitErrors } from './schema-form.tsx';

export interface FormMutationOptions<Variables, Result> {
  /** After the call succeeded: the answer and what was sent. */
  onSuccess?: (result: Result, variables: Variables) => unknown;
}

/**
 * The save of a `SchemaForm` through a data provider method, as a TanStack Query mutation: `submit` is the
 * form's `onSubmit`. A refusal about fields goes back to react-admin's form, which shows each under its field
 * (server-side validation); any other refusal is the form's `formError`, until the next submit (`failed` says either happened).
 */
export function useFormMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  { onSuccess }: FormMutationOptions<Variables, Result> = {},
) {
  const mutation = useMutation({ mutationFn, onSuccess });
  const submit = async (variables: Variables): Promise<SubmitErrors> => {
    try {
      await mutation.mutateAsync(variables);
      return undefined;
    } catch (error) {
      return fieldErrorsOf(error);
    }
  };
  const formError: ShownMessage | undefined =
    mutation.isError && !fieldErrorsOf(mutation.error) ? shownMessageOf(mutation.error) : undefined;
  return {
    submit,
    formError,
    failed: mutation.isError,
    succeeded: mutation.isSuccess,
    result: mutation.data,
  };
}
