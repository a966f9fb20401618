import { Box, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type HostAlertSettings,
  hostAlertMinimumCeiling,
  hostAlertMinimumFloor,
  hostAlertSettingsSchema,
} from '@vela/validation';
import { BooleanInput, NumberInput, useDataProvider, usePermissions, useTranslate } from 'react-admin';
import { FormSubmitButton, SchemaForm } from '../forms/schema-form.tsx';
import { useFormMutation } from '../forms/use-form-mutation.ts';
import type { AppDataProvider } from '../providers/data-provider.ts';

const hostAlertsKey = ['account', 'getHostAlertSettings'];

/**
 * A reseller's host alerts: whether an e-mail comes when one of their hosts starts failing or recovers, and
 * from how many failing clients. Checked with the API's own rule before it is sent; the API's refusal of the
 * number is shown under it.
 */
function HostAlertsForm() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const stored = useQuery({
    queryKey: hostAlertsKey,
    queryFn: () => dataProvider.getHostAlertSettings(),
    // The account client already reads again while the API is out of reach.
    retry: false,
  });
  const save = useFormMutation(
    (settings: HostAlertSettings) => dataProvider.updateHostAlertSettings(settings),
    { onSuccess: (saved) => queryClient.setQueryData(hostAlertsKey, saved) },
  );
  const failed = (save.failed && save.formError !== undefined) || (stored.isError && !stored.data);
  const heading = translate('host-alerts.preferences.section');

  return (
    <Box component="section" aria-labelledby="host-alerts-heading" sx={{ mt: 3 }}>
      <Typography component="h3" variant="subtitle1" id="host-alerts-heading" gutterBottom>
        {heading}
      </Typography>
      <Typography sx={{ mb: 1 }}>{translate('host-alerts.preferences.intro')}</Typography>
      {stored.data ? (
        // The form starts from the stored settings once; reading them again never overwrites what is typed.
        <SchemaForm
          schema={hostAlertSettingsSchema}
          defaultValues={stored.data}
          onSubmit={save.submit}
          label={heading}
        >
          <BooleanInput source="enabled" label="host-alerts.preferences.enabled" helperText={false} />
          <NumberInput
            source="min_failing_clients"
            label="host-alerts.preferences.minimum"
            helperText="host-alerts.preferences.minimum_help"
            min={hostAlertMinimumFloor}
            max={hostAlertMinimumCeiling}
            step={1}
            variant="outlined"
            fullWidth
            sx={{ mt: 2, maxWidth: 360 }}
          />
          <FormSubmitButton fullWidth={false}>{translate('host-alerts.preferences.save')}</FormSubmitButton>
          <HostAlertsStatus saved={save.succeeded} failed={failed} />
        </SchemaForm>
      ) : (
        <HostAlertsStatus saved={false} failed={failed} />
      )}
    </Box>
  );
}

function HostAlertsStatus({ saved, failed }: { saved: boolean; failed: boolean }) {
  const translate = useTranslate();
  return (
    <Typography role="status" aria-live="polite" sx={{ mt: 1 }} color={failed ? 'error' : undefined}>
      {saved
        ? translate('host-alerts.preferences.saved')
        : failed
          ? translate('errors.dashboard.data_provider')
          : ''}
    </Typography>
  );
}

/** The host alerts' part of the account's e-mail preferences: resellers only, the ones with hosts. */
export function HostAlertsSection() {
  const { permissions } = usePermissions<string>();
  return permissions === 'reseller' ? <HostAlertsForm /> : null;
}
