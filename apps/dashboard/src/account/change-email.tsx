import { Typography } from '@mui/material';
import { emailChangeRequestSchema } from '@vela/validation';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormMessage } from '../forms/form-fields.tsx';
import { useFormRefusal } from '../forms/form-refusal.ts';
import { FormTextInput } from '../forms/form-text-input.tsx';
import { FormSubmitButton, SchemaForm } from '../forms/schema-form.tsx';
import { Ident } from '../ident/ident-text.tsx';
import { authClient } from '../providers/auth-client.ts';
import { useAccountCall } from './use-account-call.ts';
import { useAccountProfile } from './use-account-profile.ts';

const empty = { email: '', password: '' };
const fields = Object.keys(empty) as (keyof typeof empty)[];
const serverFields = { current_password_wrong: 'password', user_exists: 'email' } as const;

/**
 * A new e-mail address and the current password: the server sends a link to the new address, and the
 * address changes once it is opened (the old address is told, with a way to undo it).
 */
export function ChangeEmail() {
  const translate = useTranslate();
  const call = useAccountCall();
  const current = useAccountProfile().profile?.email;
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Each link sent starts a new, empty form.
  const [sent, setSent] = useState(0);
  const { formError, setFormError, refused } = useFormRefusal(fields, serverFields);

  const send = async ({ email, password }: { email: string; password: string }) => {
    setSentTo(null);
    setFormError(undefined);
    try {
      await call(() => authClient.account.changeEmail(email, password));
    } catch (error) {
      return refused(error);
    }
    setSent((count) => count + 1);
    setSentTo(email);
    return undefined;
  };

  return (
    <SchemaForm
      key={sent}
      schema={emailChangeRequestSchema}
      defaultValues={empty}
      onSubmit={send}
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
      <FormMessage message={formError} />
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
