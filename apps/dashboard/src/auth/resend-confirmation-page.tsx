import { FormMessage } from '../forms/form-fields.tsx';
import { useTranslate } from '../i18n/translate.ts';
import { authClient } from '../providers/auth-client.ts';
import { EmailFormPage } from './email-form-page.tsx';
import { useAuthLocation } from './navigation.ts';
import { authPaths } from './paths.ts';

/** For an address not confirmed yet: sends the confirmation link again. */
export function ResendConfirmationPage() {
  const translate = useTranslate();
  const initialEmail = new URLSearchParams(useAuthLocation().search).get('email') ?? '';
  return (
    <EmailFormPage
      title="auth.resend.title"
      intro="auth.resend.intro"
      submit="auth.resend.submit"
      initialEmail={initialEmail}
      send={(email, answer) => authClient.sendVerificationEmail(email, answer)}
      sentMessage={<FormMessage severity="success">{translate('auth.resend.sent')}</FormMessage>}
    />
  );
}
ResendConfirmationPage.path = authPaths.resendConfirmation;
