import { Box, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import type { Ticket } from '@vela/api-client';
import type { MouseEvent } from 'react';
import {
  CreateButton,
  Datagrid,
  DateField,
  Link,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useCreatePath,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { visuallyHidden } from '../forms/visually-hidden.ts';
import { useDateTimeFormat, useLocaleTag } from './ticket-format.ts';
import { TicketStatusChip, TicketStatusField, ticketStatusChoices } from './ticket-status.tsx';

function TicketFilters() {
  const translate = useTranslate();
  return [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate('tickets.list.search')}
      slotProps={{ htmlInput: { 'aria-label': translate('tickets.list.search') } }}
    />,
    <SelectInput key="status" source="status" label="tickets.fields.status" choices={ticketStatusChoices} />,
  ];
}

function ListActions() {
  return (
    <TopToolbar>
      <CreateButton label="tickets.list.create" />
    </TopToolbar>
  );
}

/** The prompt of an empty list: what tickets are for, and the way to open one. */
function TicketsEmpty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', m: 2, maxWidth: 560, mx: 'auto' }}>
      <Typography component="p" variant="h6" gutterBottom>
        {translate('tickets.list.empty')}
      </Typography>
      <Typography component="p" sx={{ mb: 2 }}>
        {translate('tickets.list.emptyHint')}
      </Typography>
      <CreateButton variant="contained" label="tickets.list.create" />
    </Box>
  );
}

/** The subject as a link to the conversation, so that keyboards reach each ticket (a row's click does not). */
function SubjectLink(_props: { label?: string; source?: string }) {
  const record = useRecordContext<Ticket>();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Link
      to={createPath({ resource: 'tickets', type: 'show', id: record.id })}
      onClick={(event: MouseEvent) => event.stopPropagation()}
      sx={{ overflowWrap: 'anywhere' }}
    >
      {record.subject}
    </Link>
  );
}

/** The caller's tickets, newest activity first: a table, or a simple list on a phone. */
export function TicketList() {
  const translate = useTranslate();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const tag = useLocaleTag();
  const formatDate = useDateTimeFormat();
  const title = translate('tickets.list.title');
  return (
    <>
      <Typography component="h1" sx={visuallyHidden}>
        {title}
      </Typography>
      <List
        title={title}
        sort={{ field: 'last_message_at', order: 'DESC' }}
        filters={TicketFilters()}
        actions={<ListActions />}
        empty={<TicketsEmpty />}
        exporter={false}
      >
        {small ? (
          <SimpleList<Ticket>
            primaryText={(record) => record.subject}
            secondaryText={(record) => formatDate(record.last_message_at)}
            tertiaryText={(record) => <TicketStatusChip status={record.status} />}
            linkType="show"
          />
        ) : (
          <Datagrid rowClick="show" bulkActionButtons={false}>
            <SubjectLink source="subject" label="tickets.fields.subject" />
            <TicketStatusField source="status" label="tickets.fields.status" />
            <DateField
              source="last_message_at"
              label="tickets.fields.last_message_at"
              showTime
              locales={tag}
            />
          </Datagrid>
        )}
      </List>
    </>
  );
}
