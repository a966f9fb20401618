import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import type { Ticket, TicketMessage } from '@vela/api-client';
import { ticketReplySchema } from '@vela/validation';
import { messageMaxLength } from '@vela/validation/input';
import { useCallback, useEffect, useState } from 'react';
import {
  HttpError,
  ListButton,
  Show,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { FormMessage, FormTextField, handled, SubmitButton } from '../forms/form-fields.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useDateTimeFormat } from '../i18n/locale-format.ts';
import type { AppDataProvider } from '../providers/data-provider.ts';
import { ReopenTicketButton, TicketAssignControl, useTicketOperator } from './ticket-operator.tsx';
import { TicketStatusChip } from './ticket-status.tsx';

/** The owner (or an operator) closes the ticket; a later reply opens it again, so no confirmation is asked. */
function CloseTicketButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext<Ticket>();
  const [update, { isPending }] = useUpdate<Ticket>();
  if (!record || record.status === 'closed') return null;
  const close = () =>
    update(
      'tickets',
      { id: record.id, data: { status: 'closed' }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('tickets.show.closedDone', { type: 'success' }),
        onError: (error) =>
          notify(error instanceof Error ? error.message : 'errors.dashboard.data_not_saved'),
      },
    );
  return (
    <Button variant="outlined" onClick={close} disabled={isPending}>
      {translate('tickets.show.close')}
    </Button>
  );
}

function ShowActions() {
  const operator = useTicketOperator();
  return (
    <TopToolbar>
      <ListButton />
      <CloseTicketButton />
      {operator ? <ReopenTicketButton /> : null}
    </TopToolbar>
  );
}

function useMessages(ticketId: string | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [messages, setMessages] = useState<TicketMessage[]>();
  const [failed, setFailed] = useState(false);
  const load = useCallback(async () => {
    if (!ticketId) return;
    try {
      setMessages(
        await dataProvider.getJson<TicketMessage[]>(`tickets/${encodeURIComponent(ticketId)}/messages`),
      );
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [dataProvider, ticketId]);
  useEffect(() => {
    void load();
  }, [load]);
  return { messages, failed, reload: load };
}

function Message({ message }: { message: TicketMessage }) {
  const translate = useTranslate();
  const formatDate = useDateTimeFormat();
  const author = message.mine
    ? translate('tickets.show.you')
    : message.from_support
      ? translate('tickets.show.support')
      : translate('tickets.show.customer');
  return (
    <Box component="li" sx={{ display: 'flex', justifyContent: message.mine ? 'flex-end' : 'flex-start' }}>
      <Paper
        component="article"
        variant="outlined"
        sx={{
          p: 2,
          width: { xs: '100%', sm: '85%' },
          bgcolor: message.from_support ? 'grey.100' : 'background.paper',
        }}
      >
        <Typography component="h3" variant="subtitle2">
          {author} ·{' '}
          <Box component="time" dateTime={message.created_at} sx={{ fontWeight: 'normal' }}>
            {formatDate(message.created_at)}
          </Box>
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 1 }}>
          {message.content}
        </Typography>
      </Paper>
    </Box>
  );
}

/** The owner's further message, or an operator's answer as support (the API tells them apart by role). */
function ReplyForm({ ticket, onSent, operator }: { ticket: Ticket; onSent: () => void; operator: boolean }) {
  const translate = useTranslate();
  const label = translate(operator ? 'tickets.operator.reply' : 'tickets.show.reply');
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const form = useSchemaForm(ticketReplySchema, { content: '' });
  const { setFormError, setValue } = form;
  const onSubmit = handled(() =>
    form.submit(async ({ content }) => {
      try {
        await dataProvider.postJson(`tickets/${encodeURIComponent(ticket.id)}/messages`, { content });
      } catch (error) {
        setFormError({ key: error instanceof HttpError ? error.message : 'errors.dashboard.data_not_saved' });
        return;
      }
      setValue('content', '');
      notify(operator ? 'tickets.operator.sent' : 'tickets.show.sent', { type: 'success' });
      onSent();
    }),
  );
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={label}>
      {ticket.status === 'closed' ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate(operator ? 'tickets.operator.closedNotice' : 'tickets.show.closedNotice')}
        </Alert>
      ) : null}
      <FormMessage message={form.formError} />
      <FormTextField
        name="content"
        label={label}
        helperText={operator ? translate('tickets.operator.replyHelp') : undefined}
        value={form.values.content}
        onValue={(value) => form.setValue('content', value)}
        error={form.errors.content}
        multiline
        minRows={3}
        required
        slotProps={{ htmlInput: { maxLength: messageMaxLength } }}
      />
      <SubmitButton busy={form.submitting} fullWidth={false}>
        {translate(operator ? 'tickets.operator.send' : 'tickets.show.send')}
      </SubmitButton>
    </Box>
  );
}

/** A ticket's conversation in the order it was written, who wrote what and when, and the reply form. */
function TicketConversation() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const formatDate = useDateTimeFormat();
  const ticket = useRecordContext<Ticket>();
  const operator = useTicketOperator();
  const { messages, failed, reload } = useMessages(ticket?.id);
  if (!ticket) return null;
  const sent = () => {
    void reload();
    refresh();
  };
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Box>
        <Typography component="h1" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
          {ticket.subject}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
          <TicketStatusChip status={ticket.status} />
          <Typography variant="body2" color="text.secondary">
            {translate('tickets.show.opened', { date: formatDate(ticket.created_at) })}
          </Typography>
          {operator && ticket.owner_email ? (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {translate('tickets.operator.from', { email: ticket.owner_email })}
            </Typography>
          ) : null}
        </Stack>
        {operator ? (
          <Box sx={{ mt: 2 }}>
            <TicketAssignControl />
          </Box>
        ) : null}
      </Box>
      <Typography component="h2" variant="h6">
        {translate('tickets.show.conversation')}
      </Typography>
      {failed ? (
        <Alert severity="error" role="alert">
          {translate('tickets.show.loadFailed')}
        </Alert>
      ) : messages ? (
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {messages.map((message) => (
            <Message key={message.id} message={message} />
          ))}
        </Stack>
      ) : (
        <CircularProgress aria-label={translate('tickets.show.loading')} />
      )}
      <ReplyForm ticket={ticket} onSent={sent} operator={operator} />
    </Stack>
  );
}

export function TicketShow() {
  const translate = useTranslate();
  return (
    <Show<Ticket> actions={<ShowActions />} title={translate('tickets.list.title')}>
      <TicketConversation />
    </Show>
  );
}
