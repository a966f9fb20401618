import { CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { FormMessage } from '../forms/form-fields.tsx';
import { useTranslate } from '../i18n/translate.ts';
import { authClient } from '../providers/auth-client.ts';
import { AuthLayout, AuthLink, authPath } from './auth-layout.tsx';
import { useAuthLocation } from './navigation.ts';
import { authPaths } from './paths.ts';

type Outcome = 'checking' | 'confirmed' | 'failed';

// A token confirms once: it is sent once per page, never again when the screen is drawn anew.
const verifications = new Map<string, Promise<boolean>>();
function verification(token: string): Promise<boolean> {
  let pending = verifications.get(token);
  if (!pending) {
    pending = authClient.verifyEmail(token).then(
      () => true,
      () => false,
    );
    verifications.set(token, pending);
  }
  return pending;
}

/** The outcome of confirming with `token`, 'checking' until the API answered. */
function useVerification(token: string | null): Outcome {
  const pending = useMemo(() => (token ? verification(token) : undefined), [token]);
  const [settled, setSettled] = useState<{ token: string; confirmed: boolean }>();
  useEffect(() => {
    if (!token || !pending) return;
    let current = true;
    void pending.then((confirmed) => {
      if (current) setSettled({ token, confirmed });
    });
    return () => {
      current = false;
    };
  }, [token, pending]);
  if (!token) return 'failed';
  if (settled?.token !== token) return 'checking';
  return settled.confirmed ? 'confirmed' : 'failed';
}

/** Where a confirmation e-mail's link leads: confirms the address with its token and says how it went. */
export function VerifyEmailPage() {
  const translate = useTranslate();
  const token = new URLSearchParams(useAuthLocation().search).get('token');
  const outcome = useVerification(token);

  return (
    <AuthLayout title="auth.verify.title">
      {outcome === 'checking' ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} aria-hidden />
          <Typography>{translate('auth.verify.checking')}</Typography>
        </Stack>
      ) : outcome === 'confirmed' ? (
        <FormMessage severity="success" message={{ key: 'errors.dashboard.email_confirmed' }} />
      ) : (
        <FormMessage severity="error">
          {translate('auth.verify.failed')}{' '}
          <AuthLink to={authPath(authPaths.resendConfirmation)}>
            {translate('auth.signIn.resendAction')}
          </AuthLink>
        </FormMessage>
      )}
      {outcome === 'confirmed' ? (
        <Typography sx={{ mt: 2 }}>
          <AuthLink to={authPath(authPaths.signIn)}>{translate('auth.verify.toSignIn')}</AuthLink>
        </Typography>
      ) : null}
    </AuthLayout>
  );
}
VerifyEmailPage.path = authPaths.verifyEmail;
