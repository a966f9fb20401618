import { Box, Button, Typography } from '@mui/material';
import { isolateLtr } from '@vela/locales';
import { accountDeletionRequestSchema } from '@vela/validation';
import { useDataProvider, useLogout, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { FormMessage } from '../forms/form-fields.tsx';
import { FormTextInput } from '../forms/form-text-input.tsx';
import { FormSubmitButton, SchemaForm } from '../forms/schema-form.tsx';
import { useFormMutation } from '../forms/use-form-mutation.ts';
import { useFormatInstant } from '../i18n/locale-format.ts';
import type { AppDataProvider } from '../providers/data-provider.ts';
import { useAccountProfile } from './use-account-profile.ts';

const empty = { password: '', code: '', confirmation: '' };

/**
 * Deleting the account: what happens, then the password, a two-factor code when it is on, and the account's
 * e-mail address typed as the confirmation. The deletion is final after 14 days; signing in before then
 * undoes it, so the server signs every browser out, this one too (decision 39).
 */
export function AccountDeletion() {
  const translate = useTranslate();
  const formatInstant = useFormatInstant();
  const logout = useLogout();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { profile } = useAccountProfile();
  const deletion = useFormMutation((request: z.output<typeof accountDeletionRequestSchema>) =>
    dataProvider.requestAccountDeletion(request),
  );
  const deleteAfter = deletion.result?.deleteAfter;

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

  return (
    <SchemaForm
      schema={accountDeletionRequestSchema}
      defaultValues={empty}
      onSubmit={deletion.submit}
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
      <FormMessage message={deletion.formError} />
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
