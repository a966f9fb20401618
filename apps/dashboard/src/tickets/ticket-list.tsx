import { Box, Typography } from '@mui/material';
import type { Ticket } from '@vela/api-client';
import type { MouseEvent } from 'react';
import {
  CreateButton,
  FunctionField,
  Link,
  List,
  SelectInput,
  TopToolbar,
  useCreatePath,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { CustomerLink } from '../customers/customer-link.tsx';
import { searchFilter } from '../forms/search-filter.tsx';
import { InstantField } from '../i18n/instant-field.tsx';
import { useDateTimeFormat } from '../i18n/locale-format.ts';
import { Ident } from '../ident/ident.tsx';
import { HiddenHeading } from '../layout/hidden-heading.tsx';
import { ResponsiveList } from '../layout/responsive-list.tsx';
import { AssigneeField, assigneeFilterChoices, useTicketOperator } from './ticket-operator.tsx';
import { TicketStatusChip, TicketStatusField, ticketStatusChoices } from './ticket-status.tsx';

function ticketFilters(translate: (key: string) => string, operator: boolean) {
  const search = translate(operator ? 'tickets.operator.search' : 'tickets.list.search');
  return [
    searchFilter(search),
    <SelectInput key="status" source="status" label="tickets.fields.status" choices={ticketStatusChoices} />,
    ...(operator
      ? [
          <SelectInput
            key="assignee_id"
            source="assignee_id"
            label="tickets.operator.assignee"
            choices={assigneeFilterChoices}
          />,
        ]
      : []),
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
function TicketsEmpty({ operator }: { operator: boolean }) {
  const translate = useTranslate();
  if (operator) {
    return (
      <Typography component="p" variant="h6" sx={{ textAlign: 'center', m: 2 }}>
        {translate('tickets.operator.empty')}
      </Typography>
    );
  }
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

/**
 * The caller's tickets, newest activity first: a table, or a simple list on a phone. Operators see every
 * customer's, with whose it is and who handles it, and filter by assignee.
 */
export function TicketList() {
  const translate = useTranslate();
  const operator = useTicketOperator();
  const formatDate = useDateTimeFormat();
  const title = translate('tickets.list.title');
  return (
    <>
      <HiddenHeading>{title}</HiddenHeading>
      <List
        title={title}
        sort={{ field: 'last_message_at', order: 'DESC' }}
        filters={ticketFilters(translate, operator)}
        actions={<ListActions />}
        empty={<TicketsEmpty operator={operator} />}
        exporter={false}
      >
        <ResponsiveList<Ticket>
          phone={{
            primaryText: (record) => record.subject,
            secondaryText: (record) =>
              operator ? (
                <>
                  <Ident>{record.owner_email ?? ''}</Ident>
                  {` · ${formatDate(record.last_message_at)}`}
                </>
              ) : (
                formatDate(record.last_message_at)
              ),
            tertiaryText: (record) => <TicketStatusChip status={record.status} />,
          }}
          rowClick="show"
        >
          <SubjectLink source="subject" label="tickets.fields.subject" />
          {operator ? (
            <FunctionField<Ticket>
              source="owner_email"
              label="tickets.operator.customer"
              sortable={false}
              sx={{ overflowWrap: 'anywhere' }}
              render={(record) => (
                <>
                  <Ident>{record.owner_email}</Ident>
                  {record.owner_id ? <CustomerLink id={record.owner_id} email={record.owner_email} /> : null}
                </>
              )}
            />
          ) : null}
          <TicketStatusField source="status" label="tickets.fields.status" />
          {operator ? (
            <AssigneeField source="assignee_id" label="tickets.operator.assignee" sortable={false} />
          ) : null}
          <InstantField source="last_message_at" label="tickets.fields.last_message_at" showTime />
        </ResponsiveList>
      </List>
    </>
  );
}
