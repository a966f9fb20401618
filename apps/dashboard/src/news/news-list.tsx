import NoteAdd from '@mui/icons-material/NoteAdd';
import { Box, Typography } from '@mui/material';
import type { AdminNewsArticle } from '@vela/api-client';
import type { MouseEvent } from 'react';
import {
  CreateButton,
  Link,
  List,
  SelectInput,
  TopToolbar,
  useCreatePath,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { searchFilter } from '../forms/search-filter.tsx';
import { InstantField } from '../i18n/instant-field.tsx';
import { useFormatInstant } from '../i18n/locale-format.ts';
import { Ident, IdentField } from '../ident/ident.tsx';
import { HiddenHeading } from '../layout/hidden-heading.tsx';
import { ResponsiveList } from '../layout/responsive-list.tsx';
import { NewsStatusChip, NewsStatusField, publishedChoices } from './news-status.tsx';

function useNewsFilters() {
  const translate = useTranslate();
  return [
    searchFilter(translate('news-admin.list.search')),
    <SelectInput
      key="published"
      source="published"
      label="news-admin.fields.status"
      choices={publishedChoices}
      alwaysOn
    />,
  ];
}

function ListActions() {
  return (
    <TopToolbar>
      <CreateButton label="news-admin.list.create" />
    </TopToolbar>
  );
}

/** The prompt of an empty list, with the way to write the first article. */
function NoNews() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', m: 4 }}>
      <NoteAdd sx={{ fontSize: 64 }} color="disabled" aria-hidden />
      <Typography variant="h5" component="h2" gutterBottom>
        {translate('news-admin.list.empty')}
      </Typography>
      <Typography gutterBottom>{translate('news-admin.list.emptyHint')}</Typography>
      <CreateButton variant="contained" label="news-admin.list.create" />
    </Box>
  );
}

/** The title as a link to the article's form, so that keyboards reach each article (a row's click does not). */
function TitleLink(_props: { label?: string; source?: string }) {
  const record = useRecordContext<AdminNewsArticle>();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Link
      to={createPath({ resource: 'news', type: 'edit', id: record.id })}
      onClick={(event: MouseEvent) => event.stopPropagation()}
      sx={{ overflowWrap: 'anywhere' }}
    >
      {record.title}
    </Link>
  );
}

function useDateFormat(): (iso: string | null) => string {
  const translate = useTranslate();
  const format = useFormatInstant();
  return (iso) => (iso ? format(iso) : translate('news-admin.list.notPublished'));
}

/**
 * Every article, drafts first and then the newest: a table on wide screens, a simple list on phones. Filtered,
 * sorted and paged by the API.
 */
export default function NewsList() {
  const translate = useTranslate();
  const filters = useNewsFilters();
  const formatDate = useDateFormat();
  const title = translate('news-admin.list.title');
  return (
    <>
      <HiddenHeading>{title}</HiddenHeading>
      <List
        title={title}
        sort={{ field: 'date', order: 'DESC' }}
        filters={filters}
        actions={<ListActions />}
        empty={<NoNews />}
        exporter={false}
      >
        <ResponsiveList<AdminNewsArticle>
          phone={{
            primaryText: (record) => record.title,
            secondaryText: (record) => (
              <>
                {formatDate(record.date)} · <Ident>{`/news/${record.slug}`}</Ident>
              </>
            ),
            tertiaryText: (record) => <NewsStatusChip published={record.published} />,
          }}
          rowClick="edit"
        >
          <TitleLink source="title" label="news-admin.fields.title" />
          <IdentField source="slug" label="news-admin.fields.slug" />
          <NewsStatusField source="published" label="news-admin.fields.status" />
          <InstantField
            source="date"
            label="news-admin.fields.date"
            emptyText="news-admin.list.notPublished"
          />
          <InstantField source="updated_at" label="news-admin.fields.updated_at" showTime />
        </ResponsiveList>
      </List>
    </>
  );
}
