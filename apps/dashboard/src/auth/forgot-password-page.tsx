import { FormMessage } from '../forms/form-fields.tsx';
import { authClient } from '../providers/auth-client.ts';
import { EmailFormPage } from './email-form-page.tsx';
import { authPaths } from './paths.ts';

export function ForgotPasswordPage() {
  return (
    <EmailFormPage
      title="auth.forgot.title"
      intro="auth.forgot.intro"
      submit="auth.forgot.submit"
      send={(email, answer) => authClient.requestPasswordReset(email, answer)}
      sentMessage={
        <FormMessage severity="success" message={{ key: 'errors.dashboard.password_request_sent' }} />
      }
    />
  );
}
ForgotPasswordPage.path = authPaths.forgotPassword;
