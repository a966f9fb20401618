/** Where a support ticket stands: the database's column and the dashboard's filter take these. */
export const ticketStatuses = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];
