import { Button, Stack } from '@mui/material';
import type { Submission } from '@vela/api-client';
import type { SubmissionStatus } from '@vela/validation';
import type { MouseEvent } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';

interface StatusChoice {
  status: SubmissionStatus;
  label: string;
  done: string;
}

/** The changes an operator makes by hand: a form is handled or reopened, a comment approved or rejected. */
function choicesFor(record: Submission): StatusChoice[] {
  if (record.form === 'comment') {
    const moderation: StatusChoice[] = [
      { status: 'approved', label: 'inbox.actions.approve', done: 'inbox.actions.approved' },
      { status: 'rejected', label: 'inbox.actions.reject', done: 'inbox.actions.rejected' },
    ];
    return moderation.filter((choice) => choice.status !== record.status);
  }
  return record.status === 'handled'
    ? [{ status: 'new', label: 'inbox.actions.reopen', done: 'inbox.actions.reopened' }]
    : [{ status: 'handled', label: 'inbox.actions.handle', done: 'inbox.actions.handled' }];
}

/** Buttons that set the status of the submission in the record context; each change is audited by the API. */
export function SubmissionStatusButtons({ size = 'medium' }: { size?: 'small' | 'medium' }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const record = useRecordContext<Submission>();
  const [update, { isPending }] = useUpdate<Submission>();
  if (!record) return null;
  const change = (status: SubmissionStatus, done: string) => (event: MouseEvent) => {
    event.stopPropagation();
    void update(
      'submissions',
      { id: record.id, data: { status }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(done, { type: 'success' });
          refresh();
        },
        onError: () => notify('inbox.actions.failed', { type: 'error' }),
      },
    );
  };
  const who = record.form === 'comment' ? record.message : record.email;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {choicesFor(record).map(({ status, label, done }) => (
        <Button
          key={status}
          size={size}
          variant={status === 'rejected' || status === 'new' ? 'outlined' : 'contained'}
          color={status === 'rejected' ? 'error' : 'primary'}
          disabled={isPending}
          onClick={change(status, done)}
          aria-label={size === 'small' && who ? `${translate(label)}: ${who.slice(0, 60)}` : undefined}
        >
          {translate(label)}
        </Button>
      ))}
    </Stack>
  );
}
