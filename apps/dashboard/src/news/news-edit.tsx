import OpenInNew from '@mui/icons-material/OpenInNew';
import { Button } from '@mui/material';
import type { AdminNewsArticle } from '@vela/api-client';
import { isLocale } from '@vela/locales';
import { Edit, TopToolbar, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { visuallyHidden } from '../forms/visually-hidden.ts';
import { HiddenHeading } from '../layout/hidden-heading.tsx';
import { NewsForm } from './news-form.tsx';
import { articlePagePath } from './site-page.ts';

function NewsTitle() {
  const translate = useTranslate();
  const record = useRecordContext<AdminNewsArticle>();
  return <>{translate('news-admin.form.editTitle', { title: record?.title ?? '' })}</>;
}

/** The article's page on the site, in the dashboard's language, in a new tab (drafts answer 'Post not found'). */
function ViewOnSite() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const record = useRecordContext<AdminNewsArticle>();
  if (!record) return null;
  return (
    <Button
      component="a"
      href={articlePagePath(record.slug, isLocale(locale) ? locale : 'en')}
      target="_blank"
      rel="noopener"
      endIcon={<OpenInNew aria-hidden />}
    >
      {translate('news-admin.form.viewOnSite')}
      <span style={visuallyHidden}> ({translate('news-admin.form.viewOnSiteHelp')})</span>
    </Button>
  );
}

function EditActions() {
  return (
    <TopToolbar>
      <ViewOnSite />
    </TopToolbar>
  );
}

function EditHeading() {
  const record = useRecordContext<AdminNewsArticle>();
  if (!record) return null;
  return (
    <HiddenHeading>
      <NewsTitle />
    </HiddenHeading>
  );
}

export default function NewsEdit() {
  return (
    <Edit title={<NewsTitle />} actions={<EditActions />} mutationMode="pessimistic">
      <EditHeading />
      <NewsForm editing />
    </Edit>
  );
}
