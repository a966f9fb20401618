import { Typography } from '@mui/material';
import type { ApiKeyCreated } from '@vela/api-client';
import { apiKeyCreateSchema, apiKeyNameMaxLength } from '@vela/validation';
import { useState } from 'react';
import {
  Create,
  DateInput,
  HttpError,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useDataProvider,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { FormMessage } from '../forms/form-fields.tsx';
import { recordValidator } from '../forms/record-validator.ts';
import type { AppDataProvider } from '../providers/data-provider.ts';
import { SecretDialog } from './secret-dialog.tsx';

const validate = recordValidator(apiKeyCreateSchema);

/** Which field a refusal of the API is about. */
const fieldOfCode: Record<string, 'name' | 'expires_at'> = {
  required: 'name',
  max_length: 'name',
  invalid_characters: 'name',
  expiry_in_past: 'expires_at',
  pattern: 'expires_at',
};

/** Today in UTC, the earliest day a key may expire on. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/** A key's name and its optional last day, checked with the API's own rules. */
export function ApiKeyInputs() {
  return (
    <>
      <TextInput
        source="name"
        label="integration.apiKeys.fields.name"
        helperText="integration.apiKeys.create.nameHelp"
        isRequired
        fullWidth
        variant="outlined"
        slotProps={{ htmlInput: { maxLength: apiKeyNameMaxLength } }}
      />
      <DateInput
        source="expires_at"
        label="integration.apiKeys.fields.expires_at"
        helperText="integration.apiKeys.create.expiresHelp"
        variant="outlined"
        slotProps={{ htmlInput: { min: todayUtc() } }}
      />
    </>
  );
}

/**
 * Makes a key, then shows it once in a dialog; the key is kept in this screen's state only (never in
 * react-admin's cache), and the list follows when the reseller says it was copied.
 */
export function ApiKeyCreate() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [secret, setSecret] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const save = async (values: Record<string, unknown>) => {
    setRefusal(null);
    try {
      const created = await dataProvider.postJson<ApiKeyCreated>('api-keys', {
        name: values.name,
        expires_at: values.expires_at || null,
      });
      setSecret(created.secret);
      return undefined;
    } catch (error) {
      const code =
        error instanceof HttpError ? (error.body as { code?: unknown } | undefined)?.code : undefined;
      const field = typeof code === 'string' ? fieldOfCode[code] : undefined;
      if (field) return { [field]: `validation.${code}` };
      // The account holds as many working keys as it may: said on the form, which stays filled in.
      if (code === 'api_key_limit') {
        setRefusal(`integration.apiErrors.${code}`);
        return undefined;
      }
      notify(error instanceof HttpError ? error.message : 'integration.apiKeys.create.failed', {
        type: 'error',
      });
      return undefined;
    }
  };

  return (
    <>
      <Create title={translate('integration.apiKeys.create.title')}>
        <SimpleForm
          validate={validate}
          onSubmit={save}
          sx={{ maxWidth: 640 }}
          toolbar={
            <Toolbar>
              <SaveButton label="integration.apiKeys.create.submit" alwaysEnable />
            </Toolbar>
          }
        >
          <Typography component="h1" variant="h5">
            {translate('integration.apiKeys.create.title')}
          </Typography>
          {refusal ? <FormMessage message={{ key: refusal }} /> : null}
          <ApiKeyInputs />
        </SimpleForm>
      </Create>
      <SecretDialog
        secret={secret}
        onDone={() => {
          setSecret(null);
          redirect('list', 'api-keys');
        }}
      />
    </>
  );
}
