import { changePasswordFormSchema } from '@vela/validation';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { FormMessage } from '../forms/form-fields.tsx';
import { FormTextInput } from '../forms/form-text-input.tsx';
import { NewPasswordInputs } from '../forms/new-password-fields.tsx';
import { FormSubmitButton, SchemaForm } from '../forms/schema-form.tsx';
import { useFormMutation } from '../forms/use-form-mutation.ts';
import type { AppDataProvider } from '../providers/data-provider.ts';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current password, then the new one twice; every other session is signed out. */
export function ChangePassword() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  // Each change starts a new, empty form.
  const [changes, setChanges] = useState(0);
  const change = useFormMutation(
    (passwords: { currentPassword: string; newPassword: string }) => dataProvider.changePassword(passwords),
    { onSuccess: () => setChanges((count) => count + 1) },
  );

  return (
    <SchemaForm
      key={changes}
      schema={changePasswordFormSchema}
      defaultValues={empty}
      onSubmit={change.submit}
      sx={{ maxWidth: 480 }}
    >
      {change.succeeded ? (
        <FormMessage severity="success">
          {translate('errors.dashboard.password_changed')} {translate('account.password.othersSignedOut')}
        </FormMessage>
      ) : null}
      <FormMessage message={change.formError} />
      <FormTextInput
        source="currentPassword"
        type="password"
        autoComplete="current-password"
        label={translate('account.password.current')}
        required
      />
      <NewPasswordInputs source="newPassword" />
      <FormSubmitButton fullWidth={false}>{translate('account.password.submit')}</FormSubmitButton>
    </SchemaForm>
  );
}
