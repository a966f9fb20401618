import { Button, Checkbox, FormControlLabel } from '@mui/material';
import { useState } from 'react';
import { FormMessage, FormTextField, handled, SubmitButton } from '../forms/form-fields.tsx';
import { useTranslate } from '../i18n/translate.ts';
import { authClient } from '../providers/auth-client.ts';
import { AuthForm } from './auth-form.tsx';
import { AuthLayout, AuthLink, authPath } from './auth-layout.tsx';
import { useNextLocation } from './next-location.ts';
import { authPaths } from './paths.ts';
import { useAuthForm } from './use-auth-form.ts';
import { useSignIn } from './use-sign-in.ts';

/** The second step of signing in with two-factor authentication. */
export function TwoFactorPage() {
  const translate = useTranslate();
  const login = useSignIn();
  const { next } = useNextLocation();
  const [recovery, setRecovery] = useState(false);
  const [trust, setTrust] = useState(false);
  const form = useAuthForm('twoFactor', { code: '' }, { two_factor_invalid: 'code', invalid_token: 'code' });

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
      <AuthForm onSubmit={onSubmit} prepare={form.prepare}>
        <FormTextField
          name="code"
          autoComplete="one-time-code"
          label={translate(recovery ? 'auth.fields.recoveryCode' : 'auth.fields.code')}
          htmlInput={recovery ? {} : { inputMode: 'numeric' }}
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
      </AuthForm>
      <Button sx={{ mt: 2 }} onClick={() => setRecovery((current) => !current)}>
        {translate(recovery ? 'auth.twoFactor.useApp' : 'auth.twoFactor.useRecovery')}
      </Button>
    </AuthLayout>
  );
}
TwoFactorPage.path = authPaths.twoFactor;
