import { Typography } from '@mui/material';
import type { ApiKeyCreated } from '@vela/api-client';
import { apiKeyCreateSchema, apiKeyNameMaxLength } from '@vela/validation';
import {
  Create,
  DateInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { FormMessage } from '../forms/form-fields.tsx';
import { recordValidator } from '../forms/record-validator.ts';
import { SecretDialog } from './secret-dialog.tsx';
import { type SecretCreateOptions, useSecretCreate } from './use-secret-create.ts';

const validate = recordValidator(apiKeyCreateSchema);

/** Today in UTC, the earliest day a key may expire on. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/** A key's name and its optional last day, checked with the API's own rules. */
function ApiKeyInputs() {
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

const creation: SecretCreateOptions<ApiKeyCreated> = {
  create: (dataProvider, values) =>
    dataProvider.createApiKey({
      name: typeof values.name === 'string' ? values.name : '',
      expires_at: typeof values.expires_at === 'string' && values.expires_at ? values.expires_at : null,
    }),
  // The account holds as many working keys as it may: said on the form, which stays filled in.
  limit: { code: 'api_key_limit', message: 'integration.apiErrors.api_key_limit' },
  failed: 'integration.apiKeys.create.failed',
};

/** Makes a key, then shows it once in a dialog; the list follows when the reseller says it was copied. */
export function ApiKeyCreate() {
  const translate = useTranslate();
  const redirect = useRedirect();
  const { save, created, refusal, clear } = useSecretCreate(creation);

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
        secret={created?.secret ?? null}
        onDone={() => {
          clear();
          redirect('list', 'api-keys');
        }}
      />
    </>
  );
}
