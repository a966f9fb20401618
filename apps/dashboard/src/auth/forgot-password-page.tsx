import { forgotPasswordFormSchema } from '@vela/validation';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useCaptcha } from '../captcha/captcha.tsx';
import { FormMessage, FormTextField, handled, SubmitButton } from '../forms/form-fields.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { authClient } from '../providers/auth-client.ts';
import { AuthLayout, AuthLink, authPath } from './auth-layout.tsx';
import { authPaths } from './paths.ts';
import { Intro } from './resend-confirmation-page.tsx';

export function ForgotPasswordPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const captcha = useCaptcha(locale);
  const [sent, setSent] = useState(false);
  const form = useSchemaForm(forgotPasswordFormSchema, { email: '' });

  const onSubmit = handled(() =>
    form.submit(async ({ email }) => {
      const answer = await captcha.answer();
      try {
        await authClient.requestPasswordReset(email, answer);
        setSent(true);
      } finally {
        captcha.renew();
      }
    }),
  );

  return (
    <AuthLayout
      title="auth.forgot.title"
      footer={<AuthLink to={authPath(authPaths.signIn)}>{translate('auth.backToSignIn')}</AuthLink>}
    >
      {sent ? (
        <FormMessage severity="success" message={{ key: 'errors.dashboard.password_request_sent' }} />
      ) : (
        <>
          <Intro text={translate('auth.forgot.intro')} />
          <FormMessage message={form.formError} />
          <form noValidate onSubmit={onSubmit} onFocus={captcha.start}>
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
            {captcha.element}
            <SubmitButton busy={form.submitting}>{translate('auth.forgot.submit')}</SubmitButton>
          </form>
        </>
      )}
    </AuthLayout>
  );
}
ForgotPasswordPage.path = authPaths.forgotPassword;
