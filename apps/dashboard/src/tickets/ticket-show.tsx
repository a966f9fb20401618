import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { Ticket, TicketMessage, TicketNote } from '@vela/api-client';
import { ticketReplySchema } from '@vela/validation';
import { messageMaxLength } from '@vela/validation/input';
import { useState } from 'react';
import {
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
import { CustomerLink } from '../customers/customer-link.tsx';
import { FormMessage } from '../forms/form-fields.tsx';
import { FormTextInput } from '../forms/form-text-input.tsx';
import { FormSubmitButton, SchemaForm } from '../forms/schema-form.tsx';
import { useFormMutation } from '../forms/use-form-mutation.ts';
import { useDateTimeFormat } from '../i18n/locale-format.ts';
import type { AppDataProvider } from '../providers/data-provider.ts';
import { CannedReplyPicker } from './canned-reply-picker.tsx';
import {
  AttachControl,
  AttachmentList,
  AttachmentUploadError,
  uploadTicketAttachment,
} from './ticket-attachments.tsx';
import { TicketCustomerAside } from './ticket-customer-aside.tsx';
import { NoteForm, TicketNoteItem, useTicketNotes } from './ticket-notes.tsx';
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
  const {
    data: messages,
    isError: failed,
    refetch,
  } = useQuery({
    queryKey: ['tickets', 'listTicketMessages', { id: ticketId }],
    queryFn: () => dataProvider.listTicketMessages(ticketId ?? ''),
    enabled: Boolean(ticketId),
    // The data provider already reads again while the API is out of reach.
    retry: false,
  });
  return { messages, failed, reload: refetch };
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
        <AttachmentList ticketId={message.ticket_id} attachments={message.attachments} />
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
  const [files, setFiles] = useState<File[]>([]);
  // Each reply sent starts a new, empty form.
  const [sent, setSent] = useState(0);
  const reply = useFormMutation(
    async ({ content }: { content: string }): Promise<TicketMessage> => {
      const message = await dataProvider.createTicketMessage(ticket.id, { content });
      // The message is kept whatever becomes of its files; a refused file is named, the others stay attached.
      for (const file of files) {
        try {
          await uploadTicketAttachment(dataProvider, ticket.id, message.id, file);
        } catch (error) {
          const reason = error instanceof AttachmentUploadError ? error.message : 'errors.generic.network';
          notify('attachments.ui.uploadFailed', {
            type: 'warning',
            messageArgs: { name: file.name, reason: translate(reason) },
          });
        }
      }
      return message;
    },
    {
      onSuccess: () => {
        setSent((count) => count + 1);
        setFiles([]);
        notify(operator ? 'tickets.operator.sent' : 'tickets.show.sent', { type: 'success' });
        onSent();
      },
    },
  );
  return (
    <SchemaForm
      key={sent}
      schema={ticketReplySchema}
      defaultValues={{ content: '' }}
      onSubmit={reply.submit}
      label={label}
    >
      {ticket.status === 'closed' ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate(operator ? 'tickets.operator.closedNotice' : 'tickets.show.closedNotice')}
        </Alert>
      ) : null}
      <FormMessage message={reply.formError} />
      <FormTextInput
        source="content"
        label={label}
        helperText={operator ? translate('tickets.operator.replyHelp') : undefined}
        above={
          operator
            ? (content, change) => (
                <CannedReplyPicker
                  ownerLocale={ticket.owner_locale}
                  onInsert={(text) => {
                    const current = content.trimEnd();
                    change(current ? `${current}\n\n${text}` : text);
                  }}
                />
              )
            : undefined
        }
        multiline
        minRows={3}
        required
        slotProps={{ htmlInput: { maxLength: messageMaxLength } }}
      />
      <AttachControl files={files} onFiles={setFiles} />
      <FormSubmitButton fullWidth={false}>
        {translate(operator ? 'tickets.operator.send' : 'tickets.show.send')}
      </FormSubmitButton>
    </SchemaForm>
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
  const notes = useTicketNotes(ticket?.id, operator);
  if (!ticket) return null;
  const sent = () => {
    void reload();
    refresh();
  };
  // Operators read the conversation and their internal notes as one thread, in the order they were written.
  const thread: ({ kind: 'message'; item: TicketMessage } | { kind: 'note'; item: TicketNote })[] = [
    ...(messages ?? []).map((item) => ({ kind: 'message' as const, item })),
    ...(notes.notes ?? []).map((item) => ({ kind: 'note' as const, item })),
  ].sort((a, b) => a.item.created_at.localeCompare(b.item.created_at));
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
              {ticket.owner_id ? <CustomerLink id={ticket.owner_id} email={ticket.owner_email} /> : null}
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
          {thread.map((entry) =>
            entry.kind === 'message' ? (
              <Message key={entry.item.id} message={entry.item} />
            ) : (
              <TicketNoteItem key={entry.item.id} note={entry.item} />
            ),
          )}
        </Stack>
      ) : (
        <CircularProgress aria-label={translate('tickets.show.loading')} />
      )}
      {notes.failed ? (
        <Alert severity="error" role="alert">
          {translate('desk.notes.loadFailed')}
        </Alert>
      ) : null}
      <ReplyForm ticket={ticket} onSent={sent} operator={operator} />
      {operator ? <NoteForm ticketId={ticket.id} onAdded={() => void notes.reload()} /> : null}
    </Stack>
  );
}

export function TicketShow() {
  const translate = useTranslate();
  return (
    <Show<Ticket>
      actions={<ShowActions />}
      title={translate('tickets.list.title')}
      aside={<TicketCustomerAside />}
      sx={{ '& .RaShow-main': { flexWrap: { xs: 'wrap', md: 'nowrap' } }, '& .RaShow-card': { minWidth: 0 } }}
    >
      <TicketConversation />
    </Show>
  );
}
