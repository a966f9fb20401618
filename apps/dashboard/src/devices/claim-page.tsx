import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { claimByCodeSchema, claimByKeySchema } from '@vela/validation';
import { Title, useDataProvider, useNotify, useRedirect, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { FormMessage } from '../forms/form-fields.tsx';
import { FormTextInput } from '../forms/form-text-input.tsx';
import { FormSubmitButton, SchemaForm } from '../forms/schema-form.tsx';
import { useFormMutation } from '../forms/use-form-mutation.ts';
import type { AppDataProvider } from '../providers/data-provider.ts';

/**
 * Claims the device and opens its page; a refusal about the code, the id or the key is shown on that field
 * (the data provider names it), any other above the form.
 */
function useClaim() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  return useFormMutation(
    (proof: { pairing_code: string } | { deviceid: string; device_key: string }) =>
      dataProvider.claimDevice(proof),
    {
      onSuccess: (device) => {
        notify('devices.claim.done', { type: 'success', messageArgs: { id: device.id } });
        redirect('show', 'devices', device.id);
      },
    },
  );
}

function ClaimByCode() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const claim = useClaim();
  const fromLink = params.get('code') ?? '';

  return (
    <Card component="section" variant="outlined" sx={{ flex: 1 }}>
      <CardContent>
        <Typography component="h2" variant="h6">
          {translate('devices.claim.by_code')}
        </Typography>
        <SchemaForm
          schema={claimByCodeSchema}
          defaultValues={{ pairing_code: fromLink }}
          onSubmit={claim.submit}
        >
          <FormMessage message={claim.formError} />
          <FormTextInput
            source="pairing_code"
            label={translate('devices.claim.code')}
            helperText={translate('devices.claim.code_help')}
            autoComplete="one-time-code"
            autoFocus={fromLink !== ''}
            required
            slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
          />
          <FormSubmitButton>{translate('devices.claim.submit')}</FormSubmitButton>
        </SchemaForm>
      </CardContent>
    </Card>
  );
}

function ClaimByKey() {
  const translate = useTranslate();
  const claim = useClaim();
  return (
    <Card component="section" variant="outlined" sx={{ flex: 1 }}>
      <CardContent>
        <Typography component="h2" variant="h6">
          {translate('devices.claim.by_key')}
        </Typography>
        <SchemaForm
          schema={claimByKeySchema}
          defaultValues={{ deviceid: '', device_key: '' }}
          onSubmit={claim.submit}
        >
          <FormMessage message={claim.formError} />
          <FormTextInput
            source="deviceid"
            label={translate('devices.claim.deviceid')}
            placeholder="XX:XX:XX:XX:XX:XX"
            autoComplete="off"
            required
            slotProps={{ htmlInput: { spellCheck: false, dir: 'ltr' } }}
          />
          <FormTextInput
            source="device_key"
            label={translate('devices.claim.device_key')}
            helperText={translate('devices.claim.device_key_help')}
            autoComplete="off"
            required
            slotProps={{ htmlInput: { spellCheck: false, dir: 'ltr' } }}
          />
          <FormSubmitButton>{translate('devices.claim.submit')}</FormSubmitButton>
        </SchemaForm>
      </CardContent>
    </Card>
  );
}

/**
 * Adds a TV to the account with the proof it shows: its pairing code (typed, or carried by the QR code's
 * link as `?code=`) or its device id and key. A link fills the code in; claiming still takes a press.
 */
export function ClaimPage() {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mt: 2, maxWidth: 960 }}>
      <Title title={translate('devices.claim.title')} />
      <Typography component="h1" variant="h5" gutterBottom>
        {translate('devices.claim.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('devices.claim.intro')}</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <ClaimByCode />
        <ClaimByKey />
      </Stack>
    </Box>
  );
}
