import { Chip, type ChipProps } from '@mui/material';
import type { Ticket, TicketStatus } from '@vela/api-client';
import { useRecordContext, useTranslate } from 'react-admin';

// Filled colours whose white text keeps WCAG AA contrast; a closed ticket is plain.
const colours: Record<TicketStatus, ChipProps['color']> = {
  open: 'primary',
  answered: 'success',
  closed: 'default',
};

export const ticketStatusChoices = (['open', 'answered', 'closed'] as const).map((id) => ({
  id,
  name: `tickets.status.${id}`,
}));

export function TicketStatusChip({ status }: { status: TicketStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={colours[status]} label={translate(`tickets.status.${status}`)} />;
}

/** The status of the ticket in the record context, as a list column. */
export function TicketStatusField(_props: { label?: string; source?: string; sortable?: boolean }) {
  const record = useRecordContext<Ticket>();
  return record ? <TicketStatusChip status={record.status} /> : null;
}
