import { FormControlLabel, FormGroup, Switch, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type MailPreferences, reminderKinds } from '@vela/validation';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/data-provider.ts';

const mailPreferencesKey = ['account', 'getMailPreferences'];

/**
 * The reminders the person receives, one switch per kind, saved as it is switched. Receipts and security
 * e-mail have no switch: they always go.
 */
export function MailPreferencesForm() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const stored = useQuery({
    queryKey: mailPreferencesKey,
    queryFn: () => dataProvider.getMailPreferences(),
    // The account client already reads again while the API is out of reach.
    retry: false,
  });
  const preferences = stored.data;
  const save = useMutation({
    mutationFn: (wanted: MailPreferences) => dataProvider.updateMailPreferences(wanted),
    onSuccess: (saved) => queryClient.setQueryData(mailPreferencesKey, saved),
  });
  const status = save.isSuccess ? 'saved' : save.isError || stored.isError ? 'failed' : null;

  const toggle = (kind: (typeof reminderKinds)[number], on: boolean) => {
    if (preferences) save.mutate({ ...preferences, [kind]: on });
  };

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
                  disabled={save.isPending}
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
