import { passwordMinLength } from '@vela/validation';
import { useTranslate } from 'react-admin';
import { FormTextInput } from './form-text-input.tsx';

/**
 * A new password, with the rule it has to meet, and the same again in `confirmPassword`, in a `SchemaForm`: the
 * account's password change. The password-reset page has the same pair in its own form
 * (`auth/new-password-fields.tsx`).
 */
export function NewPasswordInputs({ source }: { source: string }) {
  const translate = useTranslate();
  return (
    <>
      <FormTextInput
        source={source}
        type="password"
        autoComplete="new-password"
        label={translate('auth.fields.newPassword')}
        helperText={translate('auth.passwordHint', { min: passwordMinLength })}
        required
      />
      <FormTextInput
        source="confirmPassword"
        type="password"
        autoComplete="new-password"
        label={translate('auth.fields.confirmPassword')}
        required
      />
    </>
  );
}
