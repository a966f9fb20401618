import type { AdminCustomer } from '@vela/api-client';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { devices } from '../db/schema.ts';
import { listAuditEntries } from './admin-audit.ts';
import { toAdminDevice } from './admin-devices.ts';
import { getUser } from './admin-users.ts';
import { ordersOfOwner, type PremiumPrice } from './orders.ts';
import { parentalPinSetSql } from './parental-control.ts';
import { listSecurityEvents } from './security-events.ts';
import { listTickets } from './tickets.ts';

/** How many of each list the customer page shows: the newest, with a link to the whole list. */
const customerPageRows = 50;

/**
 * One account as a whole, for operators: the account, its devices, their purchases, its tickets, its security
 * events and what it did (the audit log by actor), each list the newest {@link customerPageRows}. Undefined for
 * an unknown account.
 */
export async function getCustomer(
  db: Database,
  operatorId: string,
  id: string,
  premium: PremiumPrice,
  now: Date,
): Promise<AdminCustomer | undefined> {
  const account = await getUser(db, id);
  if (!account) return undefined;
  const rows = customerPageRows;
  const [owned, [ownedCount], purchases, tickets, security, audit] = await Promise.all([
    db
      .select({ device: devices, parentalPinSet: parentalPinSetSql })
      .from(devices)
      .where(eq(devices.ownerId, id))
      .orderBy(desc(devices.activationDate), asc(devices.id))
      .limit(rows),
    db.select({ total: count() }).from(devices).where(eq(devices.ownerId, id)),
    ordersOfOwner(db, id, premium, rows + 1),
    listTickets(
      db,
      { id: operatorId, role: 'operator' },
      { sort: { field: 'last_message_at', order: 'desc' }, offset: 0, limit: rows, filter: {} },
      { owner_id: id },
    ),
    listSecurityEvents(db, id, { offset: 0, limit: rows }),
    listAuditEntries(
      db,
      { sort: { field: 'created_at', order: 'desc' }, offset: 0, limit: rows },
      { actor: id },
    ),
  ]);
  return {
    id,
    account,
    devices: owned.map(({ device, parentalPinSet }) =>
      toAdminDevice({ ...device, parentalPinSet }, now, account.email),
    ),
    purchases: purchases.slice(0, rows),
    tickets: tickets.rows,
    security_events: security.events,
    audit: audit.rows,
    truncated: {
      devices: (ownedCount?.total ?? 0) > rows,
      purchases: purchases.length > rows,
      tickets: tickets.total > rows,
      security_events: security.total > rows,
      audit: audit.total > rows,
    },
  };
}
