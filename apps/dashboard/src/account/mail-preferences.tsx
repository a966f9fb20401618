import { FormControlLabel, FormGroup, Switch, Typography } from '@mui/material';
import { type MailPreferences, reminderKinds } from '@vela/validation';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { authClient } from '../providers/auth-client.ts';
import { useAccountCall } from './use-account-call.ts';

/**
 * The reminders the person receives, one switch per kind, saved as it is switched. Receipts and security
 * e-mail have no switch: they always go.
 */
export function MailPreferencesForm() {
  const translate = useTranslate();
  const call = useAccountCall();
  const [preferences, setPreferences] = useState<MailPreferences>();
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    call(() => authClient.account.mailPreferences()).then(
      (loaded) => current && setPreferences(loaded),
      () => current && setStatus('failed'),
    );
    return () => {
      current = false;
    };
  }, [call]);

  async function toggle(kind: (typeof reminderKinds)[number], on: boolean) {
    if (!preferences) return;
    const wanted = { ...preferences, [kind]: on };
    setBusy(true);
    setStatus(null);
    try {
      setPreferences(await call(() => authClient.account.saveMailPreferences(wanted)));
      setStatus('saved');
    } catch {
      setStatus('failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Typography sx={{ mb: 1 }}>{translate('lifecycle.preferences.intro')}</Typography>
      {preferences ? (
        <FormGroup>
          {reminderKinds.map((kind) => (
            <FormControlLabel
              key={kind}
              control={
                <Switch
                  checked={preferences[kind]}
                  disabled={busy}
                  onChange={(event) => toggle(kind, event.target.checked)}
                />
              }
              label={translate(`lifecycle.preferences.kinds.${kind}`)}
            />
          ))}
        </FormGroup>
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('lifecycle.preferences.always')}
      </Typography>
      <Typography
        role="status"
        aria-live="polite"
        sx={{ mt: 1 }}
        color={status === 'failed' ? 'error' : undefined}
      >
        {status === 'saved'
          ? translate('lifecycle.preferences.saved')
          : status === 'failed'
            ? translate('errors.dashboard.data_provider')
            : ''}
      </Typography>
    </>
  );
}
