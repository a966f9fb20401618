import { forgotPasswordFormSchema } from '@vela/validation';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useCaptcha } from '../captcha/captcha.tsx';
import { FormMessage, FormTextField, handled, SubmitButton } from '../forms/form-fields.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { authClient } from '../providers/auth-client.ts';
import { AuthLayout, AuthLink, authPath } from './auth-layout.tsx';
import { authPaths } from './paths.ts';

/** For an address not confirmed yet: sends the confirmation link again. */
export function ResendConfirmationPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const captcha = useCaptcha(locale);
  const initialEmail = new URLSearchParams(useLocation().search).get('email') ?? '';
  const [sent, setSent] = useState(false);
  // The same rule as the forgotten-password form: one e-mail address.
  const form = useSchemaForm(forgotPasswordFormSchema, { email: initialEmail });

  const onSubmit = handled(() =>
    form.submit(async ({ email }) => {
      const answer = await captcha.answer();
      try {
        await authClient.sendVerificationEmail(email, answer);
        setSent(true);
      } finally {
        captcha.renew();
      }
    }),
  );

  return (
    <AuthLayout
      title="auth.resend.title"
      footer={<AuthLink to={authPath(authPaths.signIn)}>{translate('auth.backToSignIn')}</AuthLink>}
    >
      {sent ? (
        <FormMessage severity="success">{translate('auth.resend.sent')}</FormMessage>
      ) : (
        <>
          <Intro text={translate('auth.resend.intro')} />
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
            <SubmitButton busy={form.submitting}>{translate('auth.resend.submit')}</SubmitButton>
          </form>
        </>
      )}
    </AuthLayout>
  );
}
ResendConfirmationPage.path = authPaths.resendConfirmation;

export function Intro({ text }: { text: string }) {
  return <p style={{ marginTop: 0 }}>{text}</p>;
}
