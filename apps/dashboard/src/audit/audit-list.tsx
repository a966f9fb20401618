import { Typography } from '@mui/material';
import type { AuditEntry } from '@vela/api-client';
import {
  DateInput,
  ExportButton,
  FilterButton,
  List,
  SelectInput,
  TextInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { useDateTimeFormat } from '../i18n/locale-format.ts';
import { IdentInput } from '../ident/ident.tsx';
import { HiddenHeading } from '../layout/hidden-heading.tsx';
import { ResponsiveList } from '../layout/responsive-list.tsx';
import {
  ActionField,
  Actor,
  ActorField,
  AddressField,
  auditEntityChoices,
  RecordField,
  RecordText,
  TimeField,
  useActionWords,
} from './audit-fields.tsx';
import { exportAudit } from './export-audit.ts';

/** Who and what are always at hand; the record, the key and the dates are added with the filter button. */
const auditFilters = [
  <IdentInput key="actor" source="actor" alwaysOn label="audit.filters.actor" helperText={false} />,
  <TextInput key="action" source="action" alwaysOn label="audit.filters.action" helperText={false} />,
  <SelectInput
    key="entity"
    source="entity"
    label="audit.filters.entity"
    choices={auditEntityChoices}
    helperText={false}
  />,
  <IdentInput key="entity_id" source="entity_id" label="audit.filters.entity_id" helperText={false} />,
  <IdentInput key="api_key_id" source="api_key_id" label="audit.filters.api_key_id" helperText={false} />,
  <DateInput key="from" source="from" label="audit.filters.from" helperText={false} />,
  <DateInput key="to" source="to" label="audit.filters.to" helperText={false} />,
];

/** Reading and exporting only: nothing in the log can be created, changed or deleted. */
function ListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <ExportButton />
    </TopToolbar>
  );
}

function NoResults() {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate('audit.list.empty')}</Typography>;
}

/** Every write, newest first: a table on wider screens, a simple list on phones. */
export function AuditList() {
  const translate = useTranslate();
  const actionWords = useActionWords();
  const format = useDateTimeFormat();
  const title = translate('audit.list.title');
  return (
    <>
      <HiddenHeading>{title}</HiddenHeading>
      <List
        title={title}
        sort={{ field: 'created_at', order: 'DESC' }}
        filters={auditFilters}
        actions={<ListActions />}
        exporter={exportAudit}
        empty={false}
      >
        <ResponsiveList<AuditEntry>
          phone={{
            primaryText: (record) => (
              <>
                {actionWords(record) ? `${actionWords(record)} · ` : null}
                <RecordText entry={record} />
              </>
            ),
            secondaryText: (record) => <Actor entry={record} />,
            tertiaryText: (record) => format(record.created_at),
          }}
          rowClick="show"
          empty={<NoResults />}
        >
          <TimeField source="created_at" label="audit.fields.created_at" />
          <ActorField source="actor_email" label="audit.fields.actor" sortable={false} />
          <ActionField source="action" label="audit.fields.action" />
          <RecordField source="entity_id" label="audit.fields.record" sortable={false} />
          <AddressField source="address" label="audit.fields.address" sortable={false} />
        </ResponsiveList>
      </List>
    </>
  );
}
