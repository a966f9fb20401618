import SupportAgent from '@mui/icons-material/SupportAgent';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

// Each screen is its own chunk, fetched when it is first opened.
const TicketList = lazy(() => import('./ticket-list.tsx').then((module) => ({ default: module.TicketList })));
const TicketCreate = lazy(() =>
  import('./ticket-create.tsx').then((module) => ({ default: module.TicketCreate })),
);
const TicketShow = lazy(() => import('./ticket-show.tsx').then((module) => ({ default: module.TicketShow })));

/** The customer's support tickets: list, open one, read and answer the conversation. */
export const ticketsResource = {
  name: 'tickets',
  list: TicketList,
  create: TicketCreate,
  show: TicketShow,
  icon: SupportAgent,
  recordRepresentation: 'subject',
  options: { label: 'dashboard.resources.tickets' },
} satisfies ResourceProps;
