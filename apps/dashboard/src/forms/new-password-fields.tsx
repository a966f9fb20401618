import { passwordMinLength } from '@vela/validation';
import { useTranslate } from 'react-admin';
import { FormTextField } from './form-fields.tsx';
import { FormTextInput } from './form-text-input.tsx';
import type { ShownMessage } from './use-schema-form.ts';

/** The part of a schema form the two fields read and write. */
interface PasswordForm<Field extends string> {
  values: Record<Field, string>;
  errors: Partial<Record<Field, ShownMessage>>;
  setValue: (field: Field, value: string) => void;
}

/**
 * A new password, with the rule it has to meet, and the same again in `confirmPassword`: the pair of the
 * password-reset page and the account's password change. `name` is the form's field of the new password.
 */
export function NewPasswordFields<Field extends string>({
  form,
  name,
}: {
  form: PasswordForm<NoInfer<Field> | 'confirmPassword'>;
  name: Field;
}) {
  const translate = useTranslate();
  return (
    <>
      <FormTextField
        name={name}
        type="password"
        autoComplete="new-password"
        label={translate('auth.fields.newPassword')}
        helperText={translate('auth.passwordHint', { min: passwordMinLength })}
        value={form.values[name]}
        onValue={(value) => form.setValue(name, value)}
        error={form.errors[name]}
        required
      />
      <FormTextField
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        label={translate('auth.fields.confirmPassword')}
        value={form.values.confirmPassword}
        onValue={(value) => form.setValue('confirmPassword', value)}
        error={form.errors.confirmPassword}
        required
      />
    </>
  );
}

/** The same pair in a `SchemaForm`: the new password in `source`, the same again in `confirmPassword`. */
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
