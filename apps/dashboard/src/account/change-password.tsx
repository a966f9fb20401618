import { Box } from '@mui/material';
import { changePasswordFormSchema } from '@vela/validation';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormMessage, FormTextField, handled, SubmitButton } from '../forms/form-fields.tsx';
import { NewPasswordFields } from '../forms/new-password-fields.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { authClient } from '../providers/auth-client.ts';
import { useAccountCall } from './use-account-call.ts';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current password, then the new one twice; every other session is signed out. */
export function ChangePassword() {
  const translate = useTranslate();
  const call = useAccountCall();
  const [changed, setChanged] = useState(false);
  const form = useSchemaForm(changePasswordFormSchema, empty, {
    current_password_wrong: 'currentPassword',
    passwords_mismatch: 'confirmPassword',
  });

  const onSubmit = handled(() => {
    setChanged(false);
    return form.submit(async ({ currentPassword, newPassword }) => {
      await call(() => authClient.changePassword(currentPassword, newPassword));
      for (const field of Object.keys(empty) as (keyof typeof empty)[]) form.setValue(field, '');
      setChanged(true);
    });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ maxWidth: 480 }}>
      {changed ? (
        <FormMessage severity="success">
          {translate('errors.dashboard.password_changed')} {translate('account.password.othersSignedOut')}
        </FormMessage>
      ) : null}
      <FormMessage message={form.formError} />
      <FormTextField
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        label={translate('account.password.current')}
        value={form.values.currentPassword}
        onValue={(value) => form.setValue('currentPassword', value)}
        error={form.errors.currentPassword}
        required
      />
      <NewPasswordFields form={form} name="newPassword" />
      <SubmitButton busy={form.submitting} fullWidth={false}>
        {translate('account.password.submit')}
      </SubmitButton>
    </Box>
  );
}
