import { Box, Button, Typography } from '@mui/material';
import { isolateLtr } from '@vela/locales';
import { accountDeletionRequestSchema } from '@vela/validation';
import { useState } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { FormMessage } from '../forms/form-fields.tsx';
import { useFormRefusal } from '../forms/form-refusal.ts';
import { FormTextInput } from '../forms/form-text-input.tsx';
import { FormSubmitButton, SchemaForm } from '../forms/schema-form.tsx';
import { useFormatInstant } from '../i18n/locale-format.ts';
import { authClient } from '../providers/auth-client.ts';
import { useAccountCall } from './use-account-call.ts';
import { useAccountProfile } from './use-account-profile.ts';

const empty = { password: '', code: '', confirmation: '' };
const fields = Object.keys(empty) as (keyof typeof empty)[];
const serverFields = {
  current_password_wrong: 'password',
  two_factor_invalid: 'code',
  two_factor_code_needed: 'code',
  deletion_confirmation_wrong: 'confirmation',
} as const;

/**
 * Deleting the account: what happens, then the password, a two-factor code when it is on, and the account's
 * e-mail address typed as the confirmation. The deletion is final after 14 days; signing in before then
 * undoes it, so the server signs every browser out, this one too (decision 39).
 */
export function AccountDeletion() {
  const translate = useTranslate();
  const formatInstant = useFormatInstant();
  const logout = useLogout();
  const call = useAccountCall();
  const { profile } = useAccountProfile();
  const [deleteAfter, setDeleteAfter] = useState<string | null>(null);
  const { formError, setFormError, refused } = useFormRefusal(fields, serverFields);

  if (!profile) return null;
  if (profile.role === 'operator') {
    return <Typography sx={{ maxWidth: 560 }}>{translate('account.deletion.operator')}</Typography>;
  }
  if (deleteAfter) {
    const date = formatInstant(deleteAfter);
    return (
      <Box sx={{ maxWidth: 560 }}>
        <FormMessage severity="success">{translate('account.deletion.requested', { date })}</FormMessage>
        <Button variant="contained" sx={{ mt: 2 }} onClick={() => logout()}>
          {translate('account.deletion.toSignIn')}
        </Button>
      </Box>
    );
  }

  const send = async ({ password, code, confirmation }: z.output<typeof accountDeletionRequestSchema>) => {
    setFormError(undefined);
    try {
      const answer = await call(() => authClient.account.requestDeletion({ password, code, confirmation }));
      setDeleteAfter(answer.deleteAfter);
    } catch (error) {
      return refused(error);
    }
    return undefined;
  };

  return (
    <SchemaForm
      schema={accountDeletionRequestSchema}
      defaultValues={empty}
      onSubmit={send}
      sx={{ maxWidth: 560 }}
    >
      <Typography sx={{ mb: 1 }}>{translate('account.deletion.intro')}</Typography>
      <Box component="ul" sx={{ mt: 0, mb: 2, ps: 3 }}>
        {(['devices', 'playlists', 'orders', 'grace'] as const).map((key) => (
          <li key={key}>
            <Typography>{translate(`account.deletion.what.${key}`)}</Typography>
          </li>
        ))}
      </Box>
      <FormMessage message={formError} />
      <FormTextInput
        source="password"
        type="password"
        autoComplete="current-password"
        label={translate('account.deletion.password')}
        required
      />
      {profile.twoFactorEnabled ? (
        <FormTextInput
          source="code"
          autoComplete="one-time-code"
          label={translate('account.deletion.code')}
          helperText={translate('account.deletion.codeHint')}
          required
        />
      ) : null}
      <FormTextInput
        source="confirmation"
        type="email"
        autoComplete="off"
        label={translate('account.deletion.confirmation', { email: isolateLtr(profile.email) })}
        required
      />
      <FormSubmitButton fullWidth={false} color="error">
        {translate('account.deletion.submit')}
      </FormSubmitButton>
    </SchemaForm>
  );
}
