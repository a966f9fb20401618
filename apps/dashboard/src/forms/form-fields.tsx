import { Alert, Button, type ButtonProps, TextField, type TextFieldProps } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { identInputProps } from '../ident/ident.tsx';
import { type ShownMessage, useShownText } from './use-schema-form.ts';

type FieldProps = Omit<TextFieldProps, 'error' | 'value' | 'onChange' | 'name'> & {
  name: string;
  value: string;
  onValue: (value: string) => void;
  error?: ShownMessage | undefined;
};

/** A labelled text input whose error, if any, is read out with it (`aria-describedby` via helper text). */
export function FormTextField({ name, value, onValue, error, helperText, ...props }: FieldProps) {
  const shown = useShownText();
  const message = shown(error);
  // An e-mail address or a URL is typed and read left to right in every language.
  const identifier = props.type === 'email' || props.type === 'url';
  return (
    <TextField
      slotProps={identifier ? { htmlInput: identInputProps } : undefined}
      id={name}
      name={name}
      value={value}
      onChange={(event) => onValue(event.target.value)}
      error={Boolean(message)}
      helperText={message ?? helperText}
      fullWidth
      margin="normal"
      {...props}
    />
  );
}

/** A message above a form: what went wrong as a whole, or what succeeded. */
export function FormMessage({
  message,
  severity = 'error',
  children,
}: {
  message?: ShownMessage | undefined;
  severity?: 'error' | 'success' | 'info';
  children?: ReactNode;
}) {
  const shown = useShownText();
  const text = shown(message);
  if (!text && !children) return null;
  return (
    <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'} sx={{ my: 1 }}>
      {text}
      {children}
    </Alert>
  );
}

export function SubmitButton({ children, busy, ...props }: ButtonProps & { busy: boolean }) {
  return (
    <Button type="submit" variant="contained" fullWidth disabled={busy} sx={{ mt: 2 }} {...props}>
      {children}
    </Button>
  );
}

/** `onSubmit` for a form that the page handles itself, without a navigation. */
export function handled(action: () => void | Promise<void>) {
  return (event: FormEvent) => {
    event.preventDefault();
    void action();
  };
}
