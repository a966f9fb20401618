import { parentalPinMaxLength } from '@vela/validation';
import { FormTextInput } from '../forms/form-text-input.tsx';

/** Digits typed on a phone's number pad, never offered back by the browser. */
const pinProps = {
  inputMode: 'numeric',
  pattern: '[0-9]*',
  maxLength: parentalPinMaxLength,
  dir: 'ltr',
} as const;

/** A parental PIN's input: masked, numeric, never filled in by the browser (`new-password` for a new one). */
export function PinInput({
  source,
  label,
  helperText,
  fresh = false,
}: {
  source: string;
  label: string;
  helperText?: string;
  fresh?: boolean;
}) {
  return (
    <FormTextInput
      source={source}
      type="password"
      label={label}
      helperText={helperText}
      autoComplete={fresh ? 'new-password' : 'off'}
      slotProps={{ htmlInput: pinProps }}
      required
    />
  );
}

/** The account's password, as the owner proves themselves where the PIN is not known. */
export function AccountPasswordInput({ label }: { label: string }) {
  return (
    <FormTextInput source="password" type="password" autoComplete="current-password" label={label} required />
  );
}
