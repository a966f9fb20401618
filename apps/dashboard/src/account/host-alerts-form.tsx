import { Box, Button, FormControlLabel, Switch, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  fieldErrors,
  type HostAlertSettings,
  hostAlertMinimumCeiling,
  hostAlertMinimumFloor,
  hostAlertSettingsSchema,
} from '@vela/validation';
import { type FormEvent, useEffect, useState } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { AuthError, authClient } from '../providers/auth-client.ts';
import { useAccountCall } from './use-account-call.ts';

/**
 * A reseller's host alerts: whether an e-mail comes when one of their hosts starts failing or recovers, and
 * from how many failing clients. Checked with the API's own rule before it is sent.
 */
function HostAlertsForm() {
  const translate = useTranslate();
  const call = useAccountCall();
  const [enabled, setEnabled] = useState(true);
  const [minimum, setMinimum] = useState('');
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);

  const show = (settings: HostAlertSettings) => {
    setEnabled(settings.enabled);
    setMinimum(String(settings.min_failing_clients));
    setLoaded(true);
  };

  const stored = useQuery({
    queryKey: ['account', 'hostAlerts'],
    queryFn: () => call(() => authClient.account.hostAlerts()),
    // The account client already reads again while the API is out of reach.
    retry: false,
  });
  // The form starts from the stored settings once; reading them again never overwrites what is being typed.
  useEffect(() => {
    if (stored.data && !loaded) show(stored.data);
    if (stored.isError && !loaded) setStatus('failed');
  }, [stored.data, stored.isError, loaded]);

  async function save(event: FormEvent) {
    event.preventDefault();
    setStatus(null);
    const parsed = hostAlertSettingsSchema.safeParse({
      enabled,
      min_failing_clients: minimum.trim() === '' ? Number.NaN : Number(minimum),
    });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error).min_failing_clients;
      setError(found && translate(`validation.${found.key}`, found.params));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      show(await call(() => authClient.account.saveHostAlerts(parsed.data)));
      setStatus('saved');
    } catch (failure) {
      if (failure instanceof AuthError && failure.status === 400) {
        setError(translate(`validation.${failure.code}`, { _: failure.message }));
      } else setStatus('failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="form" noValidate onSubmit={save} aria-labelledby="host-alerts-heading" sx={{ mt: 3 }}>
      <Typography component="h3" variant="subtitle1" id="host-alerts-heading" gutterBottom>
        {translate('host-alerts.preferences.section')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{translate('host-alerts.preferences.intro')}</Typography>
      {loaded ? (
        <>
          <FormControlLabel
            control={
              <Switch
                checked={enabled}
                disabled={busy}
                onChange={(event) => setEnabled(event.target.checked)}
              />
            }
            label={translate('host-alerts.preferences.enabled')}
          />
          <TextField
            label={translate('host-alerts.preferences.minimum')}
            value={minimum}
            onChange={(event) => {
              setMinimum(event.target.value);
              setError(undefined);
            }}
            type="number"
            slotProps={{
              htmlInput: { min: hostAlertMinimumFloor, max: hostAlertMinimumCeiling, inputMode: 'numeric' },
            }}
            error={error !== undefined}
            helperText={error ?? translate('host-alerts.preferences.minimum_help')}
            disabled={busy}
            fullWidth
            sx={{ mt: 2, maxWidth: 360 }}
          />
          <Box sx={{ mt: 2 }}>
            <Button type="submit" variant="contained" disabled={busy}>
              {translate('host-alerts.preferences.save')}
            </Button>
          </Box>
        </>
      ) : null}
      <Typography
        role="status"
        aria-live="polite"
        sx={{ mt: 1 }}
        color={status === 'failed' ? 'error' : undefined}
      >
        {status === 'saved'
          ? translate('host-alerts.preferences.saved')
          : status === 'failed'
            ? translate('errors.dashboard.data_provider')
            : ''}
      </Typography>
    </Box>
  );
}

/** The host alerts' part of the account's e-mail preferences: resellers only, the ones with hosts. */
export function HostAlertsSection() {
  const { permissions } = usePermissions<string>();
  return permissions === 'reseller' ? <HostAlertsForm /> : null;
}
