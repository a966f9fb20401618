import { Edit, SimpleForm, useTranslate } from 'react-admin';
import { validateWebhook, WebhookInputs } from './webhook-inputs.tsx';

/** Changes an endpoint's address, events or whether it is on; its secret stays (rotate it on its page). */
export function WebhookEdit() {
  const translate = useTranslate();
  return (
    <Edit title={translate('webhooks.edit.title')} mutationMode="pessimistic" redirect="show">
      <SimpleForm validate={validateWebhook} sx={{ maxWidth: 640 }}>
        <WebhookInputs />
      </SimpleForm>
    </Edit>
  );
}
