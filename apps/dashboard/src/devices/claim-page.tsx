import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { isErrorBody } from '@vela/api-client';
import { claimByCodeSchema, claimByKeySchema } from '@vela/validation';
import { useEffect } from 'react';
import { HttpError, Title, useDataProvider, useNotify, useRedirect, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { FormMessage, FormTextField, handled, SubmitButton } from '../forms/form-fields.tsx';
import { type ServerFieldMap, useSchemaForm } from '../forms/use-schema-form.ts';
import { AuthError } from '../providers/auth-client.ts';
import { type AppDataProvider, errorCode } from '../providers/data-provider.ts';

/** The data provider's refusal in the shape the forms show on their fields. */
function asFormError(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const message = isErrorBody(error.body) ? error.body.error : error.message;
  return new AuthError(error.status, errorCode(error) ?? 'data_provider', message);
}

const codeFields: ServerFieldMap<'pairing_code'> = {
  pairing_code_unknown: 'pairing_code',
  pairing_code_invalid: 'pairing_code',
};

const keyFields: ServerFieldMap<'deviceid' | 'device_key'> = {
  device_not_found: 'deviceid',
  serial_nr: 'deviceid',
  invalid_device_id: 'deviceid',
  device_key_invalid: 'device_key',
};

function useClaim() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  return async (body: Record<string, string>) => {
    try {
      const device = await dataProvider.claimDevice(body);
      notify('devices.claim.done', { type: 'success', messageArgs: { id: device.id } });
      redirect('show', 'devices', device.id);
    } catch (error) {
      throw asFormError(error);
    }
  };
}

function ClaimByCode() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const claim = useClaim();
  const form = useSchemaForm(claimByCodeSchema, { pairing_code: '' }, codeFields);
  const { setValue } = form;
  const fromLink = params.get('code') ?? '';

  useEffect(() => {
    if (fromLink) setValue('pairing_code', fromLink);
  }, [fromLink, setValue]);

  return (
    <Card component="section" variant="outlined" sx={{ flex: 1 }}>
      <CardContent>
        <Typography component="h2" variant="h6">
          {translate('devices.claim.by_code')}
        </Typography>
        <Box component="form" noValidate onSubmit={handled(() => form.submit((values) => claim(values)))}>
          <FormMessage message={form.formError} />
          <FormTextField
            name="pairing_code"
            label={translate('devices.claim.code')}
            value={form.values.pairing_code}
            onValue={(value) => form.setValue('pairing_code', value)}
            error={form.errors.pairing_code}
            helperText={translate('devices.claim.code_help')}
            autoComplete="one-time-code"
            autoFocus={fromLink !== ''}
            required
            slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
          />
          <SubmitButton busy={form.submitting}>{translate('devices.claim.submit')}</SubmitButton>
        </Box>
      </CardContent>
    </Card>
  );
}

function ClaimByKey() {
  const translate = useTranslate();
  const claim = useClaim();
  const form = useSchemaForm(claimByKeySchema, { deviceid: '', device_key: '' }, keyFields);
  return (
    <Card component="section" variant="outlined" sx={{ flex: 1 }}>
      <CardContent>
        <Typography component="h2" variant="h6">
          {translate('devices.claim.by_key')}
        </Typography>
        <Box component="form" noValidate onSubmit={handled(() => form.submit((values) => claim(values)))}>
          <FormMessage message={form.formError} />
          <FormTextField
            name="deviceid"
            label={translate('devices.claim.deviceid')}
            placeholder="XX:XX:XX:XX:XX:XX"
            value={form.values.deviceid}
            onValue={(value) => form.setValue('deviceid', value)}
            error={form.errors.deviceid}
            autoComplete="off"
            required
            slotProps={{ htmlInput: { spellCheck: false, dir: 'ltr' } }}
          />
          <FormTextField
            name="device_key"
            label={translate('devices.claim.device_key')}
            value={form.values.device_key}
            onValue={(value) => form.setValue('device_key', value)}
            error={form.errors.device_key}
            helperText={translate('devices.claim.device_key_help')}
            autoComplete="off"
            required
            slotProps={{ htmlInput: { spellCheck: false, dir: 'ltr' } }}
          />
          <SubmitButton busy={form.submitting}>{translate('devices.claim.submit')}</SubmitButton>
        </Box>
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
