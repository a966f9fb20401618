import { Stack, type Theme, Typography, useMediaQuery } from '@mui/material';
import type { Submission } from '@vela/api-client';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  SelectInput,
  SimpleList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { searchFilter } from '../forms/search-filter.tsx';
import { useDateTimeFormat, useLocaleTag } from '../i18n/locale-format.ts';
import { HiddenHeading } from '../layout/hidden-heading.tsx';
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
 * Everything visitors sent, newest first: a table on wide screens, a simple list on phones. Filtered by form,
 * status and text, sorted and paged by the API.
 */
export function SubmissionList() {
  const translate = useTranslate();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const filters = useSubmissionFilters();
  const sender = useSenderText();
  const formText = useFormText();
  const format = useDateTimeFormat();
  const tag = useLocaleTag();
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
        {small ? (
          <SimpleList<Submission>
            primaryText={(record) => sender(record)}
            secondaryText={(record) => `${formText(record)} · ${format(record.created_at)}`}
            tertiaryText={(record) => <SubmissionStatusChip status={record.status} />}
            linkType="show"
            empty={<NoSubmissions />}
            sx={{ '& .MuiListItemText-root': { overflowWrap: 'anywhere' } }}
          />
        ) : (
          <Datagrid rowClick="show" bulkActionButtons={false} empty={<NoSubmissions />}>
            <DateField
              source="created_at"
              label="inbox.submissions.fields.created_at"
              showTime
              locales={tag}
            />
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
            <NumberField source="reply_count" label="inbox.submissions.fields.replies" sortable={false} />
          </Datagrid>
        )}
      </List>
    </>
  );
}
