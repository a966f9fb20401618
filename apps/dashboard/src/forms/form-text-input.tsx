import { TextField, type TextFieldProps } from '@mui/material';
import type { ReactNode } from 'react';
import { useInput, ValidationError, type ValidationErrorMessage } from 'react-admin';
import { identInputProps } from '../ident/ident.tsx';

type FormTextInputProps = Omit<TextFieldProps, 'error' | 'value' | 'onChange' | 'onBlur' | 'name' | 'id'> & {
  source: string;
  /** The input's `id` and `name`; the source when not given. */
  name?: string;
  /** Shown above the input with its text and a way to change it: a picker that adds to the text, say. */
  above?: (text: string, change: (text: string) => void) => ReactNode;
};

/**
 * A text input of a react-admin `Form`, drawn as the sign-in pages' `FormTextField`: outlined, full width, its
 * error (the schema's rule or the API's refusal, translated) in place of its help and read out with it.
 */
export function FormTextInput({ source, name = source, helperText, above, ...props }: FormTextInputProps) {
  const { field, fieldState } = useInput({ source });
  const error = fieldState.error?.message as ValidationErrorMessage | undefined;
  // An e-mail address or a URL is typed and read left to right in every language.
  const identifier = props.type === 'email' || props.type === 'url';
  const input = (
    <TextField
      slotProps={identifier ? { htmlInput: identInputProps } : undefined}
      id={name}
      name={name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(error)}
      helperText={error ? <ValidationError error={error} /> : helperText}
      fullWidth
      margin="normal"
      {...props}
    />
  );
  if (!above) return input;
  return (
    <>
      {above(String(field.value ?? ''), field.onChange)}
      {input}
    </>
  );
}
