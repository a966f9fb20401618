import { Stack, Typography } from '@mui/material';
import type { Submission } from '@vela/api-client';
import {
  FunctionField,
  List,
  SelectInput,
  useListContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { searchFilter } from '../forms/search-filter.tsx';
import { CountField } from '../i18n/count-field.tsx';
import { InstantField } from '../i18n/instant-field.tsx';
import { useDateTimeFormat } from '../i18n/locale-format.ts';
import { HiddenHeading } from '../layout/hidden-heading.tsx';
import { ResponsiveList } from '../layout/responsive-list.tsx';
import { CommentBulkActions } from './comment-bulk-actions.tsx';
import { SubmissionStatusButtons } from './submission-actions.tsx';
import {
  SubmissionStatusChip,
  submissionFormChoices,
  submissionStatusChoices,
  useSenderText,
} from './submission-status.tsx';

function useSubmissionFilters() {
  const translate = useTranslate();
  return [
    searchFilter(translate('inbox.submissions.search')),
    <SelectInput
      key="form"
      source="form"
      label="inbox.submissions.fields.form"
      choices={submissionFormChoices}
      alwaysOn
    />,
    <SelectInput
      key="status"
      source="status"
      label="inbox.submissions.fields.status"
      choices={submissionStatusChoices}
      alwaysOn
    />,
  ];
}

function NoSubmissions() {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate('inbox.submissions.empty')}</Typography>;
}

const excerpt = (text: string | undefined) =>
  text && text.length > 120 ? `${text.slice(0, 119)}…` : (text ?? '');

/** What a row says of its form: the form's name, and a comment's post. */
function useFormText(): (record: Submission) => string {
  const translate = useTranslate();
  return (record) => {
    const form = translate(`inbox.submissions.forms.${record.form}`);
    return record.post_id ? `${form} · ${translate('inbox.submissions.post', { id: record.post_id })}` : form;
  };
}

/** The status in words; a comment also gets its moderation buttons in the row, other forms on their page. */
function StatusWithModeration(_props: { label?: string; source?: string }) {
  const record = useRecordContext<Submission>();
  if (!record) return null;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }} onClick={(event) => event.stopPropagation()}>
      <SubmissionStatusChip status={record.status} />
      {record.form === 'comment' ? <SubmissionStatusButtons size="small" /> : null}
    </Stack>
  );
}

/**
 * A simple list on phones, a table on wide screens. Filtered to the blog's comments, the table's rows can be
 * selected and approved or rejected together; other forms are handled one by one.
 */
function Submissions() {
  const sender = useSenderText();
  const formText = useFormText();
  const format = useDateTimeFormat();
  const { filterValues } = useListContext<Submission>();
  const comments = (filterValues as { form?: string }).form === 'comment';
  return (
    <ResponsiveList<Submission>
      phone={{
        primaryText: (record) => sender(record),
        secondaryText: (record) => `${formText(record)} · ${format(record.created_at)}`,
        tertiaryText: (record) => <SubmissionStatusChip status={record.status} />,
        sx: { '& .MuiListItemText-root': { overflowWrap: 'anywhere' } },
      }}
      rowClick="show"
      bulkActionButtons={comments ? <CommentBulkActions /> : false}
      empty={<NoSubmissions />}
    >
      <InstantField source="created_at" label="inbox.submissions.fields.created_at" showTime />
      <FunctionField<Submission>
        source="form"
        label="inbox.submissions.fields.form"
        render={(record) => formText(record)}
      />
      <FunctionField<Submission>
        label="inbox.submissions.fields.from"
        render={(record) => sender(record)}
        sx={{ overflowWrap: 'anywhere' }}
      />
      <FunctionField<Submission>
        label="inbox.submissions.fields.message"
        render={(record) => excerpt(record.message)}
        sx={{ overflowWrap: 'anywhere' }}
      />
      <StatusWithModeration source="status" label="inbox.submissions.fields.status" />
      <CountField
        textAlign="right"
        source="reply_count"
        label="inbox.submissions.fields.replies"
        sortable={false}
      />
    </ResponsiveList>
  );
}

/**
 * Everything visitors sent, newest first: a table on wide screens, a simple list on phones. Filtered by form,
 * status and text, sorted and paged by the API.
 */
export function SubmissionList() {
  const translate = useTranslate();
  const filters = useSubmissionFilters();
  const title = translate('inbox.submissions.title');
  return (
    <>
      <HiddenHeading>{title}</HiddenHeading>
      <List
        title={title}
        sort={{ field: 'created_at', order: 'DESC' }}
        filters={filters}
        exporter={false}
        empty={false}
      >
        <Submissions />
      </List>
    </>
  );
}
