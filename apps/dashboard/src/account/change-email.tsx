import { Typography } from '@mui/material';
import { emailChangeRequestSchema } from '@vela/validation';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { FormMessage } from '../forms/form-fields.tsx';
import { FormTextInput } from '../forms/form-text-input.tsx';
import { FormSubmitButton, SchemaForm } from '../forms/schema-form.tsx';
import { useFormMutation } from '../forms/use-form-mutation.ts';
import { Ident } from '../ident/ident-text.tsx';
import type { AppDataProvider } from '../providers/data-provider.ts';
import { useAccountProfile } from './use-account-profile.ts';

const empty = { email: '', password: '' };

/**
 * A new e-mail address and the current password: the server sends a link to the new address, and the
 * address changes once it is opened (the old address is told, with a way to undo it).
 */
export function ChangeEmail() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const current = useAccountProfile().profile?.email;
  // Each link sent starts a new, empty form.
  const [sent, setSent] = useState(0);
  const change = useFormMutation(
    (request: { email: string; password: string }) => dataProvider.requestEmailChange(request),
    { onSuccess: () => setSent((count) => count + 1) },
  );
  const sentTo = change.succeeded ? change.result?.email : undefined;

  return (
    <SchemaForm
      key={sent}
      schema={emailChangeRequestSchema}
      defaultValues={empty}
      onSubmit={change.submit}
      sx={{ maxWidth: 480 }}
    >
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
      <FormMessage message={change.formError} />
      <FormTextInput
        source="email"
        type="email"
        autoComplete="email"
        label={translate('lifecycle.email_change.new')}
        required
      />
      <FormTextInput
        source="password"
        type="password"
        autoComplete="current-password"
        label={translate('lifecycle.email_change.password')}
        required
      />
      <FormSubmitButton fullWidth={false}>{translate('lifecycle.email_change.submit')}</FormSubmitButton>
    </SchemaForm>
  );
}
