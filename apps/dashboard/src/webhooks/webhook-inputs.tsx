import { webhookCreateSchema, webhookUrlMaxLength } from '@vela/validation';
import { BooleanInput, CheckboxGroupInput } from 'react-admin';
import { recordValidator } from '../forms/record-validator.ts';
import { IdentInput } from '../ident/ident.tsx';
import { eventChoices } from './event-types.ts';

/**
 * The browser checks the API's own rules; whether plain `http://` is allowed is the server's setting, so it
 * is let through here and answered by the server.
 */
export const validateWebhook = recordValidator(webhookCreateSchema({ allowHttp: true }));

/** An endpoint's address, its events and whether it is on: one form for adding and editing. */
export function WebhookInputs() {
  return (
    <>
      <IdentInput
        source="url"
        type="url"
        label="webhooks.fields.url"
        helperText="webhooks.create.urlHelp"
        isRequired
        fullWidth
        variant="outlined"
        slotProps={{ htmlInput: { maxLength: webhookUrlMaxLength, inputMode: 'url' } }}
      />
      <CheckboxGroupInput
        source="event_types"
        label="webhooks.fields.event_types"
        helperText="webhooks.create.eventsHelp"
        choices={eventChoices}
        row={false}
        isRequired
      />
      <BooleanInput
        source="enabled"
        label="webhooks.fields.enabled"
        helperText="webhooks.create.enabledHelp"
      />
    </>
  );
}
