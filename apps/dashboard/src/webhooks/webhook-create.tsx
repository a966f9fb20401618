import type { WebhookWithSecret } from '@vela/api-client';
import { webhookEventTypes } from '@vela/validation';
import { useState } from 'react';
import {
  Create,
  HttpError,
  SaveButton,
  SimpleForm,
  Toolbar,
  useDataProvider,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { SecretDialog } from '../api-keys/secret-dialog.tsx';
import { FormMessage } from '../forms/form-fields.tsx';
import type { AppDataProvider } from '../providers/data-provider.ts';
import { webhookSecretTexts } from './secret-texts.ts';
import { fieldOfCode, validateWebhook, WebhookInputs } from './webhook-inputs.tsx';

/**
 * Adds an endpoint, then shows its signing secret once in a dialog (kept in this screen's state only, never in
 * react-admin's cache); the endpoint's page follows when the reseller says it was copied.
 */
export function WebhookCreate() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [created, setCreated] = useState<WebhookWithSecret | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const save = async (values: Record<string, unknown>) => {
    setRefusal(null);
    try {
      setCreated(
        await dataProvider.postJson<WebhookWithSecret>('webhooks', {
          url: values.url,
          event_types: values.event_types,
          enabled: values.enabled !== false,
        }),
      );
      return undefined;
    } catch (error) {
      const code =
        error instanceof HttpError ? (error.body as { code?: unknown } | undefined)?.code : undefined;
      const field = typeof code === 'string' ? fieldOfCode[code] : undefined;
      if (field) return { [field]: `validation.${code}` };
      if (code === 'webhook_limit') {
        setRefusal('errors.dashboard.webhook_limit');
        return undefined;
      }
      notify(error instanceof HttpError ? error.message : 'webhooks.create.failed', { type: 'error' });
      return undefined;
    }
  };

  return (
    <>
      <Create title={translate('webhooks.create.title')}>
        <SimpleForm
          validate={validateWebhook}
          onSubmit={save}
          defaultValues={{ url: '', event_types: [...webhookEventTypes], enabled: true }}
          sx={{ maxWidth: 640 }}
          toolbar={
            <Toolbar>
              <SaveButton label="webhooks.create.submit" alwaysEnable />
            </Toolbar>
          }
        >
          {refusal ? <FormMessage message={{ key: refusal }} /> : null}
          <WebhookInputs />
        </SimpleForm>
      </Create>
      <SecretDialog
        secret={created?.secret ?? null}
        texts={webhookSecretTexts}
        onDone={() => {
          const id = created?.id;
          setCreated(null);
          if (id) redirect('show', 'webhooks', id);
        }}
      />
    </>
  );
}
