import { Typography } from '@mui/material';
import type { Ticket } from '@vela/api-client';
import { ticketFormSchema, ticketSubjectMaxLength } from '@vela/validation';
import { messageMaxLength } from '@vela/validation/input';
import {
  Create,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { recordValidator } from '../forms/record-validator.ts';

const validate = recordValidator(ticketFormSchema);

/**
 * The fields of a ticket: a one-line subject and the message (spec: both required). Outlined like the account
 * forms: an error's red on the filled inputs' grey falls short of WCAG AA contrast.
 */
function TicketInputs() {
  return (
    <>
      <TextInput
        source="subject"
        label="tickets.fields.subject"
        isRequired
        fullWidth
        variant="outlined"
        slotProps={{ htmlInput: { maxLength: ticketSubjectMaxLength } }}
      />
      <TextInput
        source="content"
        label="tickets.fields.content"
        helperText="tickets.create.contentHelp"
        isRequired
        variant="outlined"
        multiline
        minRows={5}
        fullWidth
        slotProps={{ htmlInput: { maxLength: messageMaxLength } }}
      />
    </>
  );
}

/** Opens a ticket, then shows its conversation with 'ticket submitted'. */
export function TicketCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create<Ticket>
      title={translate('tickets.create.title')}
      mutationOptions={{
        onSuccess: (ticket) => {
          notify('errors.dashboard.ticket_submitted', { type: 'success' });
          redirect('show', 'tickets', ticket.id);
        },
      }}
    >
      <SimpleForm
        validate={validate}
        sx={{ maxWidth: 720 }}
        toolbar={
          <Toolbar>
            <SaveButton label="tickets.create.submit" alwaysEnable />
          </Toolbar>
        }
      >
        <Typography component="h1" variant="h5">
          {translate('tickets.create.title')}
        </Typography>
        <TicketInputs />
      </SimpleForm>
    </Create>
  );
}
