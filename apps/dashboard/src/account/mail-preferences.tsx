import { FormControlLabel, FormGroup, Switch, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type MailPreferences, reminderKinds } from '@vela/validation';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { authClient } from '../providers/auth-client.ts';
import { useAccountCall } from './use-account-call.ts';

/**
 * The reminders the person receives, one switch per kind, saved as it is switched. Receipts and security
 * e-mail have no switch: they always go.
 */
const mailPreferencesKey = ['account', 'mailPreferences'];

export function MailPreferencesForm() {
  const translate = useTranslate();
  const call = useAccountCall();
  const queryClient = useQueryClient();
  const stored = useQuery({
    queryKey: mailPreferencesKey,
    queryFn: () => call(() => authClient.account.mailPreferences()),
    // The account client already reads again while the API is out of reach.
    retry: false,
  });
  const preferences = stored.data;
  const setPreferences = (saved: MailPreferences) => queryClient.setQueryData(mailPreferencesKey, saved);
  const [changeStatus, setStatus] = useState<'saved' | 'failed' | null>(null);
  const status = changeStatus ?? (stored.isError ? 'failed' : null);
  const [busy, setBusy] = useState(false);

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
