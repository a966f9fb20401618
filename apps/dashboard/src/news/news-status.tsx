import { Chip } from '@mui/material';
import type { AdminNewsArticle } from '@vela/api-client';
import { useRecordContext, useTranslate } from 'react-admin';

export const publishedChoices = [
  { id: 'true', name: 'news-admin.status.published' },
  { id: 'false', name: 'news-admin.status.draft' },
];

/** Published or draft; filled colours whose white text keeps WCAG AA contrast, a draft plain. */
export function NewsStatusChip({ published }: { published: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={published ? 'success' : 'default'}
      label={translate(published ? 'news-admin.status.published' : 'news-admin.status.draft')}
    />
  );
}

/** The status of the article in the record context, as a list column. */
export function NewsStatusField(_props: { label?: string; source?: string; sortable?: boolean }) {
  const record = useRecordContext<AdminNewsArticle>();
  return record ? <NewsStatusChip published={record.published} /> : null;
}
