import { changePasswordFormSchema } from '@vela/validation';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormMessage } from '../forms/form-fields.tsx';
import { useFormRefusal } from '../forms/form-refusal.ts';
import { FormTextInput } from '../forms/form-text-input.tsx';
import { NewPasswordInputs } from '../forms/new-password-fields.tsx';
import { FormSubmitButton, SchemaForm } from '../forms/schema-form.tsx';
import { authClient } from '../providers/auth-client.ts';
import { useAccountCall } from './use-account-call.ts';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
const fields = Object.keys(empty) as (keyof typeof empty)[];
const serverFields = {
  current_password_wrong: 'currentPassword',
  passwords_mismatch: 'confirmPassword',
} as const;

/** Current password, then the new one twice; every other session is signed out. */
export function ChangePassword() {
  const translate = useTranslate();
  const call = useAccountCall();
  const [changed, setChanged] = useState(false);
  // Each change starts a new, empty form.
  const [changes, setChanges] = useState(0);
  const { formError, setFormError, refused } = useFormRefusal(fields, serverFields);

  const send = async ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) => {
    setChanged(false);
    setFormError(undefined);
    try {
      await call(() => authClient.changePassword(currentPassword, newPassword));
    } catch (error) {
      return refused(error);
    }
    setChanges((count) => count + 1);
    setChanged(true);
    return undefined;
  };

  return (
    <SchemaForm
      key={changes}
      schema={changePasswordFormSchema}
      defaultValues={empty}
      onSubmit={send}
      sx={{ maxWidth: 480 }}
    >
      {changed ? (
        <FormMessage severity="success">
          {translate('errors.dashboard.password_changed')} {translate('account.password.othersSignedOut')}
        </FormMessage>
      ) : null}
      <FormMessage message={formError} />
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
