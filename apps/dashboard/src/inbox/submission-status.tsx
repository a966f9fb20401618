import { Chip, type ChipProps } from '@mui/material';
import type { Submission } from '@vela/api-client';
import { isolateLtr } from '@vela/locales';
import { type SubmissionStatus, submissionForms, submissionStatuses } from '@vela/validation';
import { useTranslate } from 'react-admin';

// Filled colours whose white text keeps WCAG AA contrast; the status is always said in words too.
const colours: Record<SubmissionStatus, ChipProps['color']> = {
  new: 'primary',
  pending_moderation: 'secondary',
  handled: 'success',
  approved: 'success',
  rejected: 'default',
};

export const submissionStatusChoices = submissionStatuses.map((id) => ({
  id,
  name: `inbox.submissions.statuses.${id}`,
}));

export const submissionFormChoices = submissionForms.map((id) => ({
  id,
  name: `inbox.submissions.forms.${id}`,
}));

export function SubmissionStatusChip({ status }: { status: SubmissionStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={colours[status]}
      variant={status === 'rejected' ? 'outlined' : 'filled'}
      label={translate(`inbox.submissions.statuses.${status}`)}
    />
  );
}

/** Who sent it, in words: the name and address of a form, the signature (or "anonymous") of a comment. */
export function useSenderText(): (record: Submission) => string {
  const translate = useTranslate();
  return (record) => {
    if (record.form === 'comment') return record.name || translate('inbox.submissions.anonymous');
    const name = [record.firstname, record.lastname].filter(Boolean).join(' ');
    // The address stays one left-to-right unit beside a name in any script.
    const email = record.email ? isolateLtr(record.email) : '';
    return name ? `${name} <${email}>` : email;
  };
}
