import { Alert, Box, Link, Paper, Stack, Typography } from '@mui/material';
import type { SubmissionReply, SubmissionWithReplies } from '@vela/api-client';
import { submissionReplySchema } from '@vela/validation';
import { messageMaxLength } from '@vela/validation/input';
import { type ReactNode, useState } from 'react';
import {
  ListButton,
  Show,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { FormMessage } from '../forms/form-fields.tsx';
import { FormTextInput } from '../forms/form-text-input.tsx';
import { FormSubmitButton, SchemaForm } from '../forms/schema-form.tsx';
import { useFormMutation } from '../forms/use-form-mutation.ts';
import { useDateTimeFormat } from '../i18n/locale-format.ts';
import { Ident } from '../ident/ident.tsx';
import { Facts, Section } from '../layout/show-sections.tsx';
import type { AppDataProvider } from '../providers/data-provider.ts';
import { useLanguageName } from './language-name.ts';
import { SubmissionStatusButtons } from './submission-actions.tsx';
import { SubmissionStatusChip, useSenderText } from './submission-status.tsx';

function ShowActions() {
  return (
    <TopToolbar sx={{ alignItems: 'center', gap: 1 }}>
      <ListButton />
      <SubmissionStatusButtons />
    </TopToolbar>
  );
}

/** The fields the visitor filled in, by the names the form showed them. */
function SubmittedFields({ record }: { record: SubmissionWithReplies }) {
  const translate = useTranslate();
  const languageName = useLanguageName();
  const yes = translate('inbox.submissions.yes');
  const facts: [string, ReactNode][] = [];
  const add = (label: string, value: ReactNode | undefined) => {
    if (value !== undefined && value !== '') facts.push([`inbox.submissions.fields.${label}`, value]);
  };
  add(
    'email',
    record.email ? (
      <Link href={`mailto:${record.email}`}>
        <Ident>{record.email}</Ident>
      </Link>
    ) : undefined,
  );
  add('firstname', record.firstname);
  add('lastname', record.lastname);
  add('contact_topic', record.contact_topic);
  add(
    'post_id',
    record.post_id ? (
      <Link href={`/blog/${record.post_id}`} target="_blank" rel="noopener">
        {translate('inbox.submissions.post', { id: record.post_id })}
      </Link>
    ) : undefined,
  );
  if (record.form === 'comment') add('name', record.name || translate('inbox.submissions.anonymous'));
  add('message', record.message ? <Box sx={{ whiteSpace: 'pre-wrap' }}>{record.message}</Box> : undefined);
  add('agreement', record.agreement === 'true' ? yes : undefined);
  add('consent', record.consent === 'true' ? yes : undefined);
  add('locale', record.locale ? languageName(record.locale) : undefined);
  return <Facts facts={facts} />;
}

function Reply({ reply }: { reply: SubmissionReply }) {
  const translate = useTranslate();
  const format = useDateTimeFormat();
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Typography component="h3" variant="subtitle2">
        {reply.author_email ?? translate('inbox.show.someone')} ·{' '}
        <Box component="time" dateTime={reply.created_at} sx={{ fontWeight: 'normal' }}>
          {format(reply.created_at)}
        </Box>
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', my: 1 }}>{reply.body}</Typography>
      {reply.sent_at ? (
        <Typography variant="body2" color="success.dark">
          {translate('inbox.show.sent', { date: format(reply.sent_at) })}
        </Typography>
      ) : (
        <Alert severity="error" sx={{ overflowWrap: 'anywhere' }}>
          {translate('inbox.show.failed', { error: reply.delivery_error ?? '' })}
        </Alert>
      )}
    </Paper>
  );
}

/** The operator's answer, sent by e-mail to the submission's address and kept with it. */
function ReplyForm({ record }: { record: SubmissionWithReplies }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const languageName = useLanguageName();
  const dataProvider = useDataProvider<AppDataProvider>();
  // Each reply sent starts a new, empty form.
  const [sent, setSent] = useState(0);
  const label = translate('inbox.show.reply');
  const reply = useFormMutation(
    ({ message }: { message: string }) => dataProvider.createSubmissionReply(record.id, { message }),
    {
      onSuccess: (answered) => {
        setSent((count) => count + 1);
        const delivered = answered.replies.at(-1)?.sent_at != null;
        notify(delivered ? 'inbox.show.sentDone' : 'inbox.show.sendFailed', {
          type: delivered ? 'success' : 'warning',
        });
        refresh();
      },
    },
  );
  return (
    <SchemaForm
      key={sent}
      schema={submissionReplySchema}
      defaultValues={{ message: '' }}
      onSubmit={reply.submit}
      label={label}
    >
      <FormMessage message={reply.formError} />
      <FormTextInput
        source="message"
        label={label}
        helperText={translate('inbox.show.replyHelp', {
          email: record.email ?? '',
          language: languageName(record.locale ?? 'en'),
        })}
        multiline
        minRows={4}
        required
        slotProps={{ htmlInput: { maxLength: messageMaxLength } }}
      />
      <FormSubmitButton fullWidth={false}>{translate('inbox.show.send')}</FormSubmitButton>
    </SchemaForm>
  );
}

function SubmissionDetails() {
  const translate = useTranslate();
  const format = useDateTimeFormat();
  const sender = useSenderText();
  const record = useRecordContext<SubmissionWithReplies>();
  if (!record) return null;
  // Until its own answer arrives, react-admin shows the row the list had, which carries no replies.
  const replies = record.replies ?? [];
  const title = translate('inbox.show.title', {
    form: translate(`inbox.submissions.forms.${record.form}`),
    from: sender(record),
  });
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Box>
        <Typography component="h1" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
          <SubmissionStatusChip status={record.status} />
          <Typography variant="body2" color="text.secondary">
            {translate('inbox.show.received', { date: format(record.created_at) })}
          </Typography>
        </Stack>
      </Box>
      <Section title="inbox.show.details">
        <SubmittedFields record={record} />
      </Section>
      {record.form === 'comment' ? null : (
        <Section title="inbox.show.replies">
          {replies.length === 0 ? (
            <Typography color="text.secondary">{translate('inbox.show.noReplies')}</Typography>
          ) : (
            <Stack component="ol" spacing={2} sx={{ p: 0, m: 0 }}>
              {replies.map((reply) => (
                <Reply key={reply.id} reply={reply} />
              ))}
            </Stack>
          )}
          <Box sx={{ mt: 2 }}>
            <ReplyForm record={record} />
          </Box>
        </Section>
      )}
    </Stack>
  );
}

/** One submission: its fields, its status with the buttons that change it, and for a form the replies. */
export function SubmissionShow() {
  return (
    <Show actions={<ShowActions />} component="div">
      <SubmissionDetails />
    </Show>
  );
}
