import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { isErrorBody } from '@vela/api-client';
import { claimByCodeSchema, claimByKeySchema } from '@vela/validation';
import { HttpError, Title, useDataProvider, useNotify, useRedirect, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { FormMessage } from '../forms/form-fields.tsx';
import { useFormRefusal } from '../forms/form-refusal.ts';
import { FormTextInput } from '../forms/form-text-input.tsx';
import { FormSubmitButton, SchemaForm, type SubmitErrors } from '../forms/schema-form.tsx';
import type { ServerFieldMap } from '../forms/use-schema-form.ts';
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

/** Claims the device and opens its page; a refusal is answered as the form shows it. */
function useClaim() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  return async (body: Record<string, string>, refused: (error: unknown) => SubmitErrors) => {
    try {
      const device = await dataProvider.claimDevice(body);
      notify('devices.claim.done', { type: 'success', messageArgs: { id: device.id } });
      redirect('show', 'devices', device.id);
    } catch (error) {
      return refused(asFormError(error));
    }
    return undefined;
  };
}

function ClaimByCode() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const claim = useClaim();
  const { formError, setFormError, refused } = useFormRefusal(['pairing_code'], codeFields);
  const fromLink = params.get('code') ?? '';
  const send = (values: Record<string, string>) => {
    setFormError(undefined);
    return claim(values, refused);
  };

  return (
    <Card component="section" variant="outlined" sx={{ flex: 1 }}>
      <CardContent>
        <Typography component="h2" variant="h6">
          {translate('devices.claim.by_code')}
        </Typography>
        <SchemaForm schema={claimByCodeSchema} defaultValues={{ pairing_code: fromLink }} onSubmit={send}>
          <FormMessage message={formError} />
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
  const { formError, setFormError, refused } = useFormRefusal(['deviceid', 'device_key'], keyFields);
  const send = (values: Record<string, string>) => {
    setFormError(undefined);
    return claim(values, refused);
  };
  return (
    <Card component="section" variant="outlined" sx={{ flex: 1 }}>
      <CardContent>
        <Typography component="h2" variant="h6">
          {translate('devices.claim.by_key')}
        </Typography>
        <SchemaForm
          schema={claimByKeySchema}
          defaultValues={{ deviceid: '', device_key: '' }}
          onSubmit={send}
        >
          <FormMessage message={formError} />
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
