import { passwordMinLength } from '@vela/validation';
import { FormTextField } from '../forms/form-fields.tsx';
import { useTranslate } from '../i18n/translate.ts';
import type { ShownMessage } from '../providers/error-text.ts';

/** The part of a schema form the two fields read and write. */
interface PasswordForm<Field extends string> {
  values: Record<Field, string>;
  errors: Partial<Record<Field, ShownMessage>>;
  setValue: (field: Field, value: string) => void;
}

/**
 * A new password, with the rule it has to meet, and the same again in `confirmPassword`: the pair of the
 * password-reset page (the account's password change has it in a `SchemaForm`, `forms/new-password-fields.tsx`).
 * `name` is the form's field of the new password.
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
