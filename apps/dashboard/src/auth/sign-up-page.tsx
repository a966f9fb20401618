import { passwordMinLength } from '@vela/validation';
import { useState } from 'react';
import { useCaptcha } from '../captcha/captcha.tsx';
import { FormMessage, FormTextField, handled, SubmitButton } from '../forms/form-fields.tsx';
import { useTranslate } from '../i18n/translate.ts';
import { authClient } from '../providers/auth-client.ts';
import { AuthForm } from './auth-form.tsx';
import { AuthLayout, AuthLink, authPath } from './auth-layout.tsx';
import { useAuthLanguage } from './auth-shell.tsx';
import { authPaths } from './paths.ts';
import { useAuthForm } from './use-auth-form.ts';

export function SignUpPage() {
  const translate = useTranslate();
  const { locale } = useAuthLanguage();
  const captcha = useCaptcha(locale);
  const [sentTo, setSentTo] = useState<string>();
  const form = useAuthForm(
    'signUp',
    { email: '', password: '', repeatPassword: '' },
    { user_exists: 'email', passwords_mismatch: 'repeatPassword' },
  );

  const onSubmit = handled(() =>
    form.submit(async ({ email, password, repeatPassword }) => {
      const answer = await captcha.answer();
      try {
        await authClient.signUp({ email, password, repeatPassword, locale }, answer);
        setSentTo(email);
      } finally {
        captcha.renew();
      }
    }),
  );

  const footer = <AuthLink to={authPath(authPaths.signIn)}>{translate('auth.signUp.haveAccount')}</AuthLink>;
  if (sentTo) {
    return (
      <AuthLayout title="auth.signUp.checkInbox" footer={footer}>
        <FormMessage severity="success">{translate('auth.signUp.sent', { email: sentTo })}</FormMessage>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="auth.signUp.title" footer={footer}>
      <FormMessage message={form.formError} />
      <AuthForm onSubmit={onSubmit} prepare={form.prepare} captcha={captcha}>
        <FormTextField
          name="email"
          type="email"
          autoComplete="email"
          label={translate('auth.fields.email')}
          value={form.values.email}
          onValue={(value) => form.setValue('email', value)}
          error={form.errors.email}
          required
        />
        <FormTextField
          name="password"
          type="password"
          autoComplete="new-password"
          label={translate('auth.fields.password')}
          helperText={translate('auth.passwordHint', { min: passwordMinLength })}
          value={form.values.password}
          onValue={(value) => form.setValue('password', value)}
          error={form.errors.password}
          required
        />
        <FormTextField
          name="repeatPassword"
          type="password"
          autoComplete="new-password"
          label={translate('auth.fields.repeatPassword')}
          value={form.values.repeatPassword}
          onValue={(value) => form.setValue('repeatPassword', value)}
          error={form.errors.repeatPassword}
          required
        />
        {captcha.element}
        <SubmitButton busy={form.submitting}>{translate('auth.signUp.submit')}</SubmitButton>
      </AuthForm>
    </AuthLayout>
  );
}
SignUpPage.path = authPaths.signUp;
