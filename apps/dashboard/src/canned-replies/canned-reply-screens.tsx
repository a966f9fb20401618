import { Typography } from '@mui/material';
import type { CannedReply } from '@vela/api-client';
import { type Locale, localeCodes } from '@vela/locales';
import { cannedReplySchema, cannedReplyTitleMaxLength } from '@vela/validation';
import { messageMaxLength } from '@vela/validation/input';
import {
  Create,
  DeleteButton,
  Edit,
  FunctionField,
  List,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  useTranslate,
} from 'react-admin';
import { recordValidator } from '../forms/record-validator.ts';
import { searchFilter } from '../forms/search-filter.tsx';
import { InstantField } from '../i18n/instant-field.tsx';
import { useLanguageName } from '../inbox/language-name.ts';
import { HiddenHeading } from '../layout/hidden-heading.tsx';
import { ResponsiveList } from '../layout/responsive-list.tsx';

const locales = localeCodes as readonly Locale[] as [Locale, ...Locale[]];
/** The API's own rules for a canned reply, checked in the browser before it is sent. */
const validate = recordValidator(cannedReplySchema(locales));

function useLocaleChoices() {
  const languageName = useLanguageName();
  return locales.map((code) => ({ id: code, name: languageName(code) }));
}

function NoReplies() {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate('desk.canned.empty')}</Typography>;
}

/** The canned replies by title, filtered by language and text; a simple list on phones. */
export function CannedReplyList() {
  const translate = useTranslate();
  const languageName = useLanguageName();
  const choices = useLocaleChoices();
  const title = translate('desk.canned.title');
  const filters = [
    searchFilter(translate('desk.canned.search')),
    <SelectInput key="locale" source="locale" label="desk.canned.fields.locale" choices={choices} alwaysOn />,
  ];
  return (
    <>
      <HiddenHeading>{title}</HiddenHeading>
      <List
        title={title}
        sort={{ field: 'title', order: 'ASC' }}
        filters={filters}
        exporter={false}
        empty={false}
      >
        <ResponsiveList<CannedReply>
          phone={{
            primaryText: (record) => record.title,
            secondaryText: (record) => languageName(record.locale),
            sx: { '& .MuiListItemText-root': { overflowWrap: 'anywhere' } },
          }}
          rowClick="edit"
          empty={<NoReplies />}
        >
          <TextField source="title" label="desk.canned.fields.title" sx={{ overflowWrap: 'anywhere' }} />
          <FunctionField<CannedReply>
            source="locale"
            label="desk.canned.fields.locale"
            render={(record) => languageName(record.locale)}
          />
          <InstantField source="updated_at" label="desk.canned.fields.updated_at" showTime />
        </ResponsiveList>
      </List>
    </>
  );
}

function CannedReplyInputs() {
  const choices = useLocaleChoices();
  return (
    <>
      <SelectInput source="locale" label="desk.canned.fields.locale" choices={choices} isRequired />
      <TextInput
        source="title"
        label="desk.canned.fields.title"
        isRequired
        fullWidth
        slotProps={{ htmlInput: { maxLength: cannedReplyTitleMaxLength } }}
      />
      <TextInput
        source="content"
        label="desk.canned.fields.content"
        helperText="desk.canned.contentHelp"
        isRequired
        fullWidth
        multiline
        minRows={4}
        slotProps={{ htmlInput: { maxLength: messageMaxLength } }}
      />
    </>
  );
}

function FormToolbar({ deletable }: { deletable: boolean }) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      {/* Enabled before any change, so that pressing it shows what is missing. */}
      <SaveButton alwaysEnable />
      {deletable ? <DeleteButton mutationMode="pessimistic" /> : null}
    </Toolbar>
  );
}

export function CannedReplyCreate() {
  const translate = useTranslate();
  return (
    <Create title={translate('desk.canned.create')} redirect="list">
      <SimpleForm
        validate={validate}
        defaultValues={{ locale: 'en', title: '', content: '' }}
        toolbar={<FormToolbar deletable={false} />}
        sx={{ maxWidth: 720 }}
      >
        <CannedReplyInputs />
      </SimpleForm>
    </Create>
  );
}

export function CannedReplyEdit() {
  const translate = useTranslate();
  return (
    <Edit title={translate('desk.canned.edit')} mutationMode="pessimistic" redirect="list">
      <SimpleForm validate={validate} toolbar={<FormToolbar deletable />} sx={{ maxWidth: 720 }}>
        <CannedReplyInputs />
      </SimpleForm>
    </Edit>
  );
}
