import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import {
  activations,
  creditBalances,
  creditMovements,
  creditOrders,
  devices,
  hostAlertSettings,
  mailOptOuts,
  playlists,
  receipts,
  ticketAttachments,
  ticketMessages,
  tickets,
  users,
} from '../db/schema.ts';
import { listSecurityEvents } from './security-events.ts';

const iso = (at: Date | null) => at?.toISOString() ?? null;

/**
 * Everything the product holds about one person, for them to take: the account, their devices, the playlists
 * on them, their receipts, tickets with their messages and the files attached to them (their bytes in base64),
 * security events and reminder choices, and a reseller's credits (balance, ledger, activations, purchases).
 * Nothing secret leaves: no password or key hash, no device key, no playlist password (those stay encrypted, and
 * the ones someone else added are not decrypted), no session or token. A playlist that another person added
 * with its details hidden shows only its name and dates, as the dashboard does.
 */
export async function exportAccount(db: Database, userId: string, now: Date) {
  const [account] = await db.select().from(users).where(eq(users.id, userId));
  if (!account) return null;
  const owned = await db
    .select()
    .from(devices)
    .where(eq(devices.ownerId, userId))
    .orderBy(asc(devices.deviceId));
  const deviceIds = owned.map((device) => device.id);
  const deviceIdOf = new Map(owned.map((device) => [device.id, device.deviceId]));
  const listed = deviceIds.length
    ? await db
        .select()
        .from(playlists)
        .where(or(inArray(playlists.deviceId, deviceIds), eq(playlists.addedBy, userId)))
        .orderBy(asc(playlists.createdAt))
    : await db
        .select()
        .from(playlists)
        .where(eq(playlists.addedBy, userId))
        .orderBy(asc(playlists.createdAt));
  const bought = await db
    .select({ receipt: receipts, deviceId: devices.deviceId })
    .from(receipts)
    .innerJoin(devices, eq(devices.id, receipts.deviceId))
    .where(eq(receipts.ownerId, userId))
    .orderBy(asc(receipts.createdAt));
  const ownTickets = await db
    .select()
    .from(tickets)
    .where(eq(tickets.ownerId, userId))
    .orderBy(asc(tickets.createdAt));
  const messages = ownTickets.length
    ? await db
        .select()
        .from(ticketMessages)
        .where(
          inArray(
            ticketMessages.ticketId,
            ownTickets.map((ticket) => ticket.id),
          ),
        )
        .orderBy(asc(ticketMessages.createdAt))
    : [];
  const files = ownTickets.length
    ? await db
        .select({
          messageId: ticketAttachments.messageId,
          fileName: ticketAttachments.fileName,
          contentType: ticketAttachments.contentType,
          size: ticketAttachments.size,
          bytes: ticketAttachments.bytes,
          createdAt: ticketAttachments.createdAt,
        })
        .from(ticketAttachments)
        .where(
          inArray(
            ticketAttachments.ticketId,
            ownTickets.map((ticket) => ticket.id),
          ),
        )
        .orderBy(asc(ticketAttachments.createdAt), asc(ticketAttachments.id))
    : [];
  const optedOut = await db
    .select({ kind: mailOptOuts.kind })
    .from(mailOptOuts)
    .where(eq(mailOptOuts.userId, userId));
  const [hostAlertChoice] = await db
    .select({ enabled: hostAlertSettings.enabled, minFailingClients: hostAlertSettings.minFailingClients })
    .from(hostAlertSettings)
    .where(eq(hostAlertSettings.userId, userId));
  const { events } = await listSecurityEvents(db, userId, { offset: 0, limit: 10_000 });

  const [credits] = await db.select().from(creditBalances).where(eq(creditBalances.resellerId, userId));
  const ledger = await db
    .select()
    .from(creditMovements)
    .where(eq(creditMovements.resellerId, userId))
    .orderBy(asc(creditMovements.createdAt), asc(creditMovements.balanceAfter));
  const activated = await db
    .select()
    .from(activations)
    .where(eq(activations.resellerId, userId))
    .orderBy(asc(activations.createdAt));
  const boughtCredits = await db
    .select()
    .from(creditOrders)
    .where(eq(creditOrders.resellerId, userId))
    .orderBy(asc(creditOrders.createdAt));
  return {
    exported_at: now.toISOString(),
    account: {
      id: account.id,
      email: account.email,
      email_verified: account.emailVerified,
      full_name: account.fullName,
      phone: account.phone,
      country: account.country,
      locale: account.locale,
      role: account.role,
      two_factor_enabled: Boolean(account.twoFactorEnabled),
      created_at: iso(account.createdAt),
      last_sign_in_at: iso(account.lastSignInAt),
    },
    devices: owned.map((device) => ({
      device_id: device.deviceId,
      device_brand: device.deviceBrand,
      os: device.os,
      app_name: device.appName,
      app_version: device.appVersion,
      mac_address: device.macAddress,
      activation_date: iso(device.activationDate),
      trial_expires_at: iso(device.trialExpiresAt),
      lifetime_licence: device.lifetimeLicence,
      privacy_expires_at: iso(device.privacyExpiresAt),
      upload_protected: device.uploadProtected,
      last_seen_at: iso(device.lastSeenAt),
    })),
    playlists: listed.map((playlist) => {
      const hidden = playlist.hidePlaylistInfo && playlist.addedBy !== userId;
      return {
        device_id: deviceIdOf.get(playlist.deviceId) ?? null,
        name: playlist.name,
        added_by_you: playlist.addedBy === userId,
        added_via: playlist.addedVia,
        created_at: iso(playlist.createdAt),
        ...(hidden
          ? { details_hidden_by_who_added_it: true }
          : {
              format: playlist.format,
              host: playlist.host,
              username: playlist.username,
              m3u_url: playlist.m3uUrl,
              notes: playlist.notes,
              epg_url: playlist.epgUrl,
            }),
      };
    }),
    purchases: bought.map(({ receipt, deviceId }) => ({
      receipt_id: receipt.id,
      device_id: deviceId,
      plan: receipt.plan,
      amount: receipt.amount,
      currency: receipt.currency,
      reference: receipt.reference,
      provider: receipt.provider,
      created_at: iso(receipt.createdAt),
    })),
    tickets: ownTickets.map((ticket) => ({
      id: ticket.id,
      subject: ticket.subject,
      status: ticket.status,
      created_at: iso(ticket.createdAt),
      messages: messages
        .filter((message) => message.ticketId === ticket.id)
        .map((message) => ({
          from_support: message.fromSupport,
          content: message.content,
          created_at: iso(message.createdAt),
          attachments: files
            .filter((file) => file.messageId === message.id)
            .map((file) => ({
              name: file.fileName,
              content_type: file.contentType,
              size: file.size,
              created_at: iso(file.createdAt),
              content_base64: Buffer.from(file.bytes).toString('base64'),
            })),
        })),
    })),
    security_events: events,
    reminders_turned_off: optedOut.map((row) => row.kind),
    // A reseller's choice of host alerts (decision 42), when they made one.
    host_alerts: hostAlertChoice
      ? { enabled: hostAlertChoice.enabled, min_failing_clients: hostAlertChoice.minFailingClients }
      : null,
    // A reseller's credits (decision 57): support's moves say that support made them, not who.
    credits:
      credits || ledger.length || boughtCredits.length
        ? {
            balance: credits?.balance ?? 0,
            low_balance_threshold: credits?.lowBalanceThreshold ?? null,
            movements: ledger.map((movement) => ({
              kind: movement.kind,
              amount: movement.amount,
              balance_after: movement.balanceAfter,
              by_support: movement.actorId !== null && movement.actorId !== userId,
              reason: movement.reason,
              created_at: iso(movement.createdAt),
            })),
            activations: activated.map((activation) => ({
              device_id: activation.deviceId,
              tier: activation.tier,
              credits: activation.credits,
              note: activation.note,
              created_at: iso(activation.createdAt),
              revoked_at: iso(activation.revokedAt),
            })),
            // Its purchases of packs of credits (decision 61), paid or not.
            purchases: boughtCredits.map((order) => ({
              order_id: order.id,
              reference: order.providerOrderId,
              provider: order.provider,
              credits: order.credits,
              amount: order.amount,
              currency: order.currency,
              status: order.status,
              created_at: iso(order.createdAt),
              completed_at: iso(order.completedAt),
            })),
          }
        : null,
  };
}
