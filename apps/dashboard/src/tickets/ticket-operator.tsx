import { Button, MenuItem, Stack, TextField } from '@mui/material';
import type { AdminUser, Ticket, TicketUpdate } from '@vela/api-client';
import { useId } from 'react';
import {
  useCanAccess,
  useGetIdentity,
  useGetList,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { Ident } from '../ident/ident.tsx';

/**
 * Whether the signed-in person works the support desk: operators (the field-level right `tickets.operator`)
 * see every ticket with its owner and assignee, assign, reopen and answer as support. The API checks again.
 */
export function useTicketOperator(): boolean {
  const { canAccess } = useCanAccess({ resource: 'tickets.operator', action: 'write' });
  return canAccess === true;
}

/** The assignee filter's choices: the caller's tickets, or nobody's. */
export const assigneeFilterChoices = [
  { id: 'mine', name: 'tickets.operator.mine' },
  { id: 'none', name: 'tickets.operator.unassigned' },
];

/** The operator handling the ticket in the record context, as a list column. */
export function AssigneeField(_props: { label?: string; source?: string; sortable?: boolean }) {
  const translate = useTranslate();
  const record = useRecordContext<Ticket>();
  if (!record) return null;
  return <span>{record.assignee_email ?? translate('tickets.operator.unassigned')}</span>;
}

/** Saves a change of the ticket in the record context, with a message once it is saved. */
function useTicketChange() {
  const notify = useNotify();
  const record = useRecordContext<Ticket>();
  const [update, { isPending }] = useUpdate<Ticket>();
  const change = (data: TicketUpdate, done: string) => {
    if (!record) return;
    update(
      'tickets',
      { id: record.id, data, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(done, { type: 'success' }),
        onError: (error) =>
          notify(error instanceof Error ? error.message : 'errors.dashboard.data_not_saved'),
      },
    );
  };
  return { record, change, isPending };
}

/** The operators to choose from, the assigned one first when the list is longer than a page. */
function useOperators() {
  const { data } = useGetList<AdminUser>('users', {
    filter: { role: 'operator' },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'email', order: 'ASC' },
  });
  return data ?? [];
}

/** Who handles the ticket: any operator or nobody, and a shortcut to take it oneself. */
export function TicketAssignControl() {
  const translate = useTranslate();
  const id = useId();
  const { identity } = useGetIdentity();
  const operators = useOperators();
  const { record, change, isPending } = useTicketChange();
  if (!record) return null;
  const current = record.assignee_id ?? '';
  const known = operators.some((operator) => operator.id === current);
  const assign = (assignee: string) =>
    change({ assignee_id: assignee === '' ? null : assignee }, 'tickets.operator.assigned');
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <TextField
        id={id}
        select
        size="small"
        variant="outlined"
        label={translate('tickets.operator.assignee')}
        value={current}
        onChange={(event) => assign(event.target.value)}
        disabled={isPending}
        sx={{ minWidth: 260 }}
      >
        <MenuItem value="">{translate('tickets.operator.nobody')}</MenuItem>
        {current && !known ? (
          <MenuItem value={current}>
            <Ident>{record.assignee_email ?? current}</Ident>
          </MenuItem>
        ) : null}
        {operators.map((operator) => (
          <MenuItem key={operator.id} value={operator.id}>
            <Ident kind="email">{operator.email}</Ident>
          </MenuItem>
        ))}
      </TextField>
      {identity && identity.id !== current ? (
        <Button variant="outlined" onClick={() => assign(String(identity.id))} disabled={isPending}>
          {translate('tickets.operator.assignToMe')}
        </Button>
      ) : null}
    </Stack>
  );
}

/** Operators open a closed ticket again: it waits for support. */
export function ReopenTicketButton() {
  const translate = useTranslate();
  const { record, change, isPending } = useTicketChange();
  if (record?.status !== 'closed') return null;
  return (
    <Button
      variant="outlined"
      onClick={() => change({ status: 'open' }, 'tickets.operator.reopened')}
      disabled={isPending}
    >
      {translate('tickets.operator.reopen')}
    </Button>
  );
}
