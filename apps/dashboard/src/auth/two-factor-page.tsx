import { Button, Checkbox, FormControlLabel } from '@mui/material';
import { useState } from 'react';
import { useLogin, useTranslate } from 'react-admin';
import { z } from 'zod';
import { FormMessage, FormTextField, handled, SubmitButton } from '../forms/form-fields.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { authClient } from '../providers/auth-client.ts';
import { AuthLayout, AuthLink, authPath } from './auth-layout.tsx';
import { useNextLocation } from './next-location.ts';
import { authPaths } from './paths.ts';

/** A code of the authenticator app (6 digits) or a recovery code; spaces as people type them are dropped. */
const codeSchema = z.object({
  code: z
    .string()
    .transform((code) => code.replace(/\s+/g, ''))
    .pipe(z.string().min(1, { error: 'required' }).max(64, { error: 'max_length' })),
});

/** The second step of signing in with two-factor authentication. */
export function TwoFactorPage() {
  const translate = useTranslate();
  const login = useLogin();
  const { next } = useNextLocation();
  const [recovery, setRecovery] = useState(false);
  const [trust, setTrust] = useState(false);
  const form = useSchemaForm(codeSchema, { code: '' }, { two_factor_invalid: 'code', invalid_token: 'code' });

  const onSubmit = handled(() =>
    form.submit(async ({ code }) => {
      if (recovery) await authClient.twoFactor.verifyBackupCode(code, trust);
      else await authClient.twoFactor.verifyTotp(code, trust);
      await login({ secondFactorAccepted: true }, next);
    }),
  );

  return (
    <AuthLayout
      title="auth.twoFactor.title"
      footer={<AuthLink to={authPath(authPaths.signIn)}>{translate('auth.backToSignIn')}</AuthLink>}
    >
      <p style={{ marginTop: 0 }}>
        {translate(recovery ? 'auth.twoFactor.recoveryIntro' : 'auth.twoFactor.intro')}
      </p>
      <FormMessage message={form.formError} />
      <form noValidate onSubmit={onSubmit}>
        <FormTextField
          name="code"
          autoComplete="one-time-code"
          label={translate(recovery ? 'auth.fields.recoveryCode' : 'auth.fields.code')}
          slotProps={{ htmlInput: recovery ? {} : { inputMode: 'numeric' } }}
          value={form.values.code}
          onValue={(value) => form.setValue('code', value)}
          error={form.errors.code}
          required
        />
        <FormControlLabel
          control={<Checkbox checked={trust} onChange={(event) => setTrust(event.target.checked)} />}
          label={translate('auth.twoFactor.trust')}
        />
        <SubmitButton busy={form.submitting}>{translate('auth.twoFactor.submit')}</SubmitButton>
      </form>
      <Button sx={{ mt: 2 }} onClick={() => setRecovery((current) => !current)}>
        {translate(recovery ? 'auth.twoFactor.useApp' : 'auth.twoFactor.useRecovery')}
      </Button>
    </AuthLayout>
  );
}
TwoFactorPage.path = authPaths.twoFactor;
