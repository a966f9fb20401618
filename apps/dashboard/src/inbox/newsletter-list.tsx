import { Typography } from '@mui/material';
import type { NewsletterSignup } from '@vela/api-client';
import {
  DeleteWithConfirmButton,
  ExportButton,
  FunctionField,
  List,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { searchFilter } from '../forms/search-filter.tsx';
import { InstantField } from '../i18n/instant-field.tsx';
import { useDateTimeFormat } from '../i18n/locale-format.ts';
import { Ident, IdentField } from '../ident/ident.tsx';
import { HiddenHeading } from '../layout/hidden-heading.tsx';
import { ResponsiveList } from '../layout/responsive-list.tsx';
import { exportNewsletter } from './export-newsletter.ts';
import { useLanguageName } from './language-name.ts';

function ListActions() {
  return (
    <TopToolbar>
      <ExportButton />
    </TopToolbar>
  );
}

function NoSignups() {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate('inbox.newsletter.empty')}</Typography>;
}

/** Removes a sign-up when its person asks to unsubscribe, after a confirmation that names the address. */
function RemoveButton(_props: { label?: string }) {
  const translate = useTranslate();
  const record = useRecordContext<NewsletterSignup>();
  if (!record) return null;
  return (
    <DeleteWithConfirmButton
      label="inbox.newsletter.delete.label"
      aria-label={`${translate('inbox.newsletter.delete.label')}: ${record.email}`}
      confirmTitle={translate('inbox.newsletter.delete.title', { email: record.email })}
      confirmContent="inbox.newsletter.delete.content"
      successMessage="inbox.newsletter.delete.done"
      mutationMode="pessimistic"
      redirect={false}
    />
  );
}

/** Every sign-up, newest first, searchable and exported as CSV: a table on wide screens, a list on phones. */
export function NewsletterList() {
  const translate = useTranslate();
  const languageName = useLanguageName();
  const format = useDateTimeFormat();
  const title = translate('inbox.newsletter.title');
  const language = (record: NewsletterSignup) =>
    record.locale ? languageName(record.locale) : translate('inbox.newsletter.unknownLocale');
  return (
    <>
      <HiddenHeading>{title}</HiddenHeading>
      <List
        title={title}
        sort={{ field: 'created_at', order: 'DESC' }}
        filters={[searchFilter(translate('inbox.newsletter.search'), { identifier: true })]}
        actions={<ListActions />}
        exporter={exportNewsletter}
        empty={false}
      >
        <ResponsiveList<NewsletterSignup>
          phone={{
            primaryText: (record) => <Ident>{record.email}</Ident>,
            secondaryText: (record) => `${language(record)} · ${format(record.created_at)}`,
            sx: { '& .MuiListItemText-root': { overflowWrap: 'anywhere' } },
          }}
          rowClick={false}
          empty={<NoSignups />}
        >
          <IdentField source="email" label="inbox.newsletter.fields.email" />
          <FunctionField<NewsletterSignup>
            source="locale"
            label="inbox.newsletter.fields.locale"
            render={language}
          />
          <InstantField source="created_at" label="inbox.newsletter.fields.created_at" showTime />
          <RemoveButton label="inbox.newsletter.delete.label" />
        </ResponsiveList>
      </List>
    </>
  );
}
