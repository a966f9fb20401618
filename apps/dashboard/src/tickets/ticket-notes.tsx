import { Box, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { TicketNote } from '@vela/api-client';
import { ticketNoteSchema } from '@vela/validation';
import { messageMaxLength } from '@vela/validation/input';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { FormMessage } from '../forms/form-fields.tsx';
import { FormTextInput } from '../forms/form-text-input.tsx';
import { FormSubmitButton, SchemaForm } from '../forms/schema-form.tsx';
import { useFormMutation } from '../forms/use-form-mutation.ts';
import { useDateTimeFormat } from '../i18n/locale-format.ts';
import type { AppDataProvider } from '../providers/data-provider.ts';

/** A ticket's internal notes, for operators only (nothing is asked for anyone else). */
export function useTicketNotes(ticketId: string | undefined, operator: boolean) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const {
    data: notes,
    isError: failed,
    refetch,
  } = useQuery({
    queryKey: ['tickets', 'listTicketNotes', { id: ticketId }],
    queryFn: () => dataProvider.listTicketNotes(ticketId ?? ''),
    enabled: Boolean(ticketId) && operator,
    // The data provider already reads again while the API is out of reach.
    retry: false,
  });
  return { notes, failed, reload: refetch };
}

/** An internal note in the thread: marked as one in words and by its look, so it is never taken for a reply. */
export function TicketNoteItem({ note }: { note: TicketNote }) {
  const translate = useTranslate();
  const formatDate = useDateTimeFormat();
  const author = note.mine
    ? translate('tickets.show.you')
    : (note.author_email ?? translate('desk.notes.someone'));
  return (
    <Box component="li" sx={{ display: 'flex', justifyContent: 'center' }}>
      <Paper
        component="article"
        variant="outlined"
        sx={{
          p: 2,
          width: { xs: '100%', sm: '85%' },
          bgcolor: '#fff8e1',
          color: 'rgba(0, 0, 0, 0.87)',
          borderStyle: 'dashed',
          borderColor: 'warning.dark',
        }}
      >
        <Typography component="h3" variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
          {translate('desk.notes.label')} · {author} ·{' '}
          <Box component="time" dateTime={note.created_at} sx={{ fontWeight: 'normal' }}>
            {formatDate(note.created_at)}
          </Box>
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 1 }}>
          {note.content}
        </Typography>
      </Paper>
    </Box>
  );
}

/** An operator's internal note on the ticket: kept beside the conversation, never sent to its owner. */
export function NoteForm({ ticketId, onAdded }: { ticketId: string; onAdded: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  // Each note added starts a new, empty form.
  const [added, setAdded] = useState(0);
  const label = translate('desk.notes.field');
  const note = useFormMutation(
    ({ content }: { content: string }) => dataProvider.createTicketNote(ticketId, { content }),
    {
      onSuccess: () => {
        setAdded((count) => count + 1);
        notify('desk.notes.added', { type: 'success' });
        onAdded();
      },
    },
  );
  return (
    <SchemaForm
      key={added}
      schema={ticketNoteSchema}
      defaultValues={{ content: '' }}
      onSubmit={note.submit}
      label={label}
    >
      <FormMessage message={note.formError} />
      <FormTextInput
        source="content"
        name="note"
        label={label}
        helperText={translate('desk.notes.help')}
        multiline
        minRows={2}
        required
        slotProps={{ htmlInput: { maxLength: messageMaxLength } }}
      />
      <FormSubmitButton fullWidth={false}>{translate('desk.notes.add')}</FormSubmitButton>
    </SchemaForm>
  );
}
