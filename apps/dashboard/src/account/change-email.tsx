import { Box, Typography } from '@mui/material';
import { emailChangeRequestSchema } from '@vela/validation';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormMessage, FormTextField, handled, SubmitButton } from '../forms/form-fields.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { Ident } from '../ident/ident-text.tsx';
import { authClient } from '../providers/auth-client.ts';
import { useAccountCall } from './use-account-call.ts';
import { useAccountProfile } from './use-account-profile.ts';

const empty = { email: '', password: '' };

/**
 * A new e-mail address and the current password: the server sends a link to the new address, and the
 * address changes once it is opened (the old address is told, with a way to undo it).
 */
export function ChangeEmail() {
  const translate = useTranslate();
  const call = useAccountCall();
  const current = useAccountProfile().profile?.email;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useSchemaForm(emailChangeRequestSchema, empty, {
    current_password_wrong: 'password',
    user_exists: 'email',
  });

  const onSubmit = handled(() => {
    setSentTo(null);
    return form.submit(async ({ email, password }) => {
      await call(() => authClient.account.changeEmail(email, password));
      form.setValue('email', '');
      form.setValue('password', '');
      setSentTo(email);
    });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ maxWidth: 480 }}>
      <Typography sx={{ mb: 1 }}>{translate('lifecycle.email_change.intro')}</Typography>
      {current ? (
        <Typography sx={{ mb: 2 }}>
          {translate('lifecycle.email_change.current')}: <Ident kind="email">{current}</Ident>
        </Typography>
      ) : null}
      {sentTo ? (
        <FormMessage severity="success">
          {translate('lifecycle.email_change.sent', { email: sentTo })}
        </FormMessage>
      ) : null}
      <FormMessage message={form.formError} />
      <FormTextField
        name="email"
        type="email"
        autoComplete="email"
        label={translate('lifecycle.email_change.new')}
        value={form.values.email}
        onValue={(value) => form.setValue('email', value)}
        error={form.errors.email}
        required
      />
      <FormTextField
        name="password"
        type="password"
        autoComplete="current-password"
        label={translate('lifecycle.email_change.password')}
        value={form.values.password}
        onValue={(value) => form.setValue('password', value)}
        error={form.errors.password}
        required
      />
      <SubmitButton busy={form.submitting} fullWidth={false}>
        {translate('lifecycle.email_change.submit')}
      </SubmitButton>
    </Box>
  );
}
