import {
  Alert,
  Button,
  type ButtonProps,
  FilledInput,
  FormControl,
  FormHelperText,
  InputLabel,
} from '@mui/material';
import type { FormEvent, HTMLAttributes, ReactNode } from 'react';
import { identInputProps } from '../ident/ident-input-props.ts';
import { type ShownMessage, useShownText } from '../providers/error-text.ts';

interface FieldProps {
  name: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: ShownMessage | undefined;
  helperText?: ReactNode;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  /** Attributes of the `<input>` itself (`inputMode`, say). */
  htmlInput?: HTMLAttributes<HTMLInputElement>;
}

/**
 * A labelled text input whose error, if any, is read out with it (`aria-describedby` via helper text): MUI's
 * filled `TextField` put together from its parts, without the select menu that `TextField` brings along, so the
 * sign-in screens do not download it.
 */
export function FormTextField({
  name,
  label,
  value,
  onValue,
  error,
  helperText,
  type,
  autoComplete,
  required,
  htmlInput,
}: FieldProps) {
  const shown = useShownText();
  const message = shown(error);
  // An e-mail address or a URL is typed and read left to right in every language.
  const identifier = type === 'email' || type === 'url';
  const help = message ?? helperText;
  const helpId = help ? `${name}-helper-text` : undefined;
  return (
    <FormControl variant="filled" fullWidth margin="normal" required={required} error={Boolean(message)}>
      <InputLabel id={`${name}-label`} htmlFor={name}>
        {label}
      </InputLabel>
      <FilledInput
        id={name}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        inputProps={{ ...(identifier ? identInputProps : {}), ...htmlInput, 'aria-describedby': helpId }}
      />
      {help ? <FormHelperText id={helpId}>{help}</FormHelperText> : null}
    </FormControl>
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
