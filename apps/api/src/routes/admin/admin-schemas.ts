import { z } from '@hono/zod-openapi';
import { ticketAttachmentTypes, userRoles } from '@vela/validation';
import { ticketStatuses } from '../../domain/tickets.ts';

/* The records that more than one of the dashboard's resources answer with. */

/** A device as the dashboard lists and shows it. */
export const deviceSchema = z
  .object({
    id: z.string().describe('The canonical device id'),
    device_id: z.string(),
    activation_date: z.string(),
    license_expiry: z.string().nullable().describe("The trial's end; null with a lifetime licence"),
    privacy_expiry: z.string().nullable(),
    privacy_active: z.boolean(),
    device_brand: z.string().nullable(),
    os: z.string().nullable(),
    device_info: z.string().nullable(),
    api_version: z.string().nullable(),
    app_name: z.string().nullable(),
    app_version: z.string().nullable(),
    mac_address: z.string().nullable(),
    firmware: z.string().nullable(),
    hdmi: z.string().nullable(),
    n_type: z.string().nullable(),
    screensize: z.string().nullable(),
    app_id: z.string().nullable(),
    player_id: z.string().nullable(),
    lifetime: z.boolean(),
    upload_protected: z.boolean(),
    parental_pin_set: z
      .boolean()
      .describe('The TV has a parental PIN (never the PIN itself): its locked playlists ask for it'),
    name: z.string().nullable().describe("The owner's name for the TV ('Living room')"),
    note: z.string().nullable().describe("The owner's note about the TV"),
    last_seen: z.string().nullable(),
    licence_state: z.enum(['lifetime', 'trial', 'none']),
    owner_id: z.string().nullable().optional().describe('Operators only: the owning account'),
    owner_email: z.string().nullable().optional().describe("Operators only: the owner's e-mail address"),
    release_removes_playlists: z
      .number()
      .int()
      .optional()
      .describe(
        'One device only (not in lists): how many playlists a release deletes, those its owner added in the dashboard',
      ),
  })
  .openapi('AdminDevice');

/** A file attached to a ticket's message, without its bytes. */
export const ticketAttachmentSchema = z
  .object({
    id: z.string().uuid(),
    message_id: z.string().uuid(),
    name: z.string().describe('The sanitised file name: shown only, never a path'),
    content_type: z.enum(ticketAttachmentTypes).describe('What the bytes proved, never what was claimed'),
    size: z.number().int().describe('In bytes'),
    created_at: z.string().describe('ISO 8601'),
  })
  .openapi('TicketAttachment');

/** A support ticket, with its owner and assignee for operators. */
export const ticketSchema = z
  .object({
    id: z.string().uuid(),
    subject: z.string(),
    status: z.enum(ticketStatuses),
    created_at: z.string().describe('ISO 8601'),
    updated_at: z.string().describe('ISO 8601'),
    last_message_at: z.string().describe('ISO 8601: when the last message was written'),
    owner_email: z.string().optional().describe("Operators only: the e-mail address of the ticket's owner"),
    owner_id: z.string().optional().describe("Operators only: the ticket owner's account id"),
    owner_locale: z
      .string()
      .nullable()
      .optional()
      .describe("Operators only: the owner's language, for a canned reply in it"),
    assignee_id: z
      .string()
      .uuid()
      .nullable()
      .optional()
      .describe('Operators only: the operator who handles the ticket, null for nobody'),
    assignee_email: z
      .string()
      .nullable()
      .optional()
      .describe("Operators only: that operator's e-mail address"),
  })
  .openapi('Ticket');

/** An account as the operators' user list shows it. */
export const userSchema = z
  .object({
    id: z.string().uuid(),
    email: z.string(),
    full_name: z.string(),
    role: z.enum(userRoles),
    email_verified: z.boolean().describe('The e-mail address is confirmed'),
    two_factor_enabled: z.boolean(),
    banned: z.boolean(),
    ban_reason: z.string().nullable(),
    created_at: z.string().describe('ISO 8601'),
    last_sign_in_at: z.string().nullable().describe('ISO 8601; null until a sign-in was recorded'),
  })
  .openapi('AdminUser');

/** One entry of the audit log as operators read it. */
export const auditEntrySchema = z
  .object({
    id: z.string().uuid(),
    action: z.string().describe('`resource.verb`, e.g. `device.claim`'),
    entity: z.string(),
    entity_id: z.string().nullable(),
    actor_id: z.string().nullable().describe('Null once the account is deleted'),
    actor_email: z.string().nullable(),
    actor_deleted: z.boolean().describe('The actor’s account was deleted'),
    api_key_id: z.string().nullable(),
    api_key_prefix: z.string().nullable(),
    api_key_name: z.string().nullable(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    address: z.string().nullable().describe("The client's address, as the rate limits see it"),
    created_at: z.string().describe('ISO 8601'),
  })
  .openapi('AuditEntry');

/** One past host move, as both host move screens list them (`GET .../mass-update-host/history`). */
export const massHostMoveSchema = z
  .object({
    update_id: z.string().describe('What its undo takes'),
    old_host: z.string(),
    new_host: z.string(),
    updated: z.number().int().describe('How many playlists moved'),
    devices: z.number().int(),
    moved_at: z.string(),
    undone_at: z.string().nullable().describe('Null while the move can still be undone'),
    restored: z.number().int().nullable().describe('How many playlists its undo took back'),
  })
  .openapi('MassHostMove');
