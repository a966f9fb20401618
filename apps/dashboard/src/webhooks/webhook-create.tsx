import type { WebhookWithSecret } from '@vela/api-client';
import { webhookEventTypes } from '@vela/validation';
import { Create, SaveButton, SimpleForm, Toolbar, useRedirect, useTranslate } from 'react-admin';
import { SecretDialog } from '../api-keys/secret-dialog.tsx';
import { type SecretCreateOptions, useSecretCreate } from '../api-keys/use-secret-create.ts';
import { FormMessage } from '../forms/form-fields.tsx';
import { webhookSecretTexts } from './secret-texts.ts';
import { validateWebhook, WebhookInputs } from './webhook-inputs.tsx';

const creation: SecretCreateOptions<WebhookWithSecret> = {
  create: (dataProvider, values) => {
    const chosen = Array.isArray(values.event_types) ? values.event_types : [];
    return dataProvider.createWebhook({
      url: typeof values.url === 'string' ? values.url : '',
      event_types: webhookEventTypes.filter((type) => chosen.includes(type)),
      enabled: values.enabled !== false,
    });
  },
  limit: { code: 'webhook_limit', message: 'errors.dashboard.webhook_limit' },
  failed: 'webhooks.create.failed',
};

/**
 * Adds an endpoint, then shows its signing secret once in a dialog; the endpoint's page follows when the
 * reseller says it was copied.
 */
export function WebhookCreate() {
  const translate = useTranslate();
  const redirect = useRedirect();
  const { save, created, refusal, clear } = useSecretCreate(creation);

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
          clear();
          if (id) redirect('show', 'webhooks', id);
        }}
      />
    </>
  );
}
