import {
  activationTiers,
  creditMovementKinds,
  creditOrderStatuses,
  webhookEventTypes,
} from '@vela/validation';
import { type AnyColumn, relations, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { securityEventActionList } from '../domain/security-events.ts';
import { ticketStatuses } from '../domain/tickets.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Facts about this installation itself, such as whether its demo data was seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export const userRoles = ['customer', 'reseller', 'operator'] as const;
export type UserRole = (typeof userRoles)[number];

// better-auth's tables, as `pnpm --filter @vela/api auth:schema` generates them from `src/auth/auth.ts`
// (its CLI, for its options and plugins): better-auth checks at start that they match, so regenerate rather
// than edit. `users` is the one table of people; roles, profile and language are its additional fields.
export const users = pgTable('users', {
  id: uuid('id').default(sql`pg_catalog.gen_random_uuid()`).primaryKey(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').default(false).notNull(),
  image: text('image'),
  createdAt: timestamp('created_at').defaultNow().notNull(),
  updatedAt: timestamp('updated_at')
    .defaultNow()
    .$onUpdate(() => /* @__PURE__ */ new Date())
    .notNull(),
  twoFactorEnabled: boolean('two_factor_enabled').default(false),
  role: text('role', { enum: ['customer', 'reseller', 'operator'] })
    .default('customer')
    .notNull(),
  phone: text('phone'),
  country: text('country'),
  locale: text('locale').default('en'),
  banned: boolean('banned').default(false).notNull(),
  // Ours, not better-auth's (it does not read them; keep them when pasting its regenerated table):
  /** Why an operator banned the account; null when it is not banned. */
  banReason: text('ban_reason'),
  /** A reseller's business name, shown to the owners of the devices it activates; null: its full name. */
  businessName: text('business_name'),
  /** When the person last completed a sign-in (after the second factor, when one is asked). */
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  /** When the person asked to delete the account; null when no deletion is pending (decision 39). */
  deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
  /** When the pending deletion becomes final (14 days after the request); signing in before then clears both. */
  deleteAfter: timestamp('delete_after', { withTimezone: true }),
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').default(sql`pg_catalog.gen_random_uuid()`).primaryKey(),
    expiresAt: timestamp('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at').defaultNow().notNull(),
    updatedAt: timestamp('updated_at')
      .$onUpdate(() => /* @__PURE__ */ new Date())
      .notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('sessions_userId_idx').on(table.userId),
    // Only the SHA-256 of a session token is kept (src/auth/session-token-hash.ts): a token in the clear is refused.
    check('sessions_token_hashed', sql`${table.token} ~ '^[0-9a-f]{64}$'`),
  ],
);

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').default(sql`pg_catalog.gen_random_uuid()`).primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at'),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at').defaultNow().notNull(),
    updatedAt: timestamp('updated_at')
      .$onUpdate(() => /* @__PURE__ */ new Date())
      .notNull(),
  },
  (table) => [index('accounts_userId_idx').on(table.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').default(sql`pg_catalog.gen_random_uuid()`).primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at').notNull(),
    createdAt: timestamp('created_at').defaultNow().notNull(),
    updatedAt: timestamp('updated_at')
      .defaultNow()
      .$onUpdate(() => /* @__PURE__ */ new Date())
      .notNull(),
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);

export const twoFactor = pgTable(
  'two_factor',
  {
    id: uuid('id').default(sql`pg_catalog.gen_random_uuid()`).primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: timestamp('locked_until'),
  },
  (table) => [index('twoFactor_secret_idx').on(table.secret), index('twoFactor_userId_idx').on(table.userId)],
);

export const usersRelations = relations(users, ({ many }) => ({
  sessionss: many(sessions),
  accountss: many(accounts),
  twoFactors: many(twoFactor),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  users: one(users, {
    fields: [sessions.userId],
    references: [users.id],
  }),
}));

export const accountsRelations = relations(accounts, ({ one }) => ({
  users: one(users, {
    fields: [accounts.userId],
    references: [users.id],
  }),
}));

export const twoFactorRelations = relations(twoFactor, ({ one }) => ({
  users: one(users, {
    fields: [twoFactor.userId],
    references: [users.id],
  }),
}));

/** The hex digits of a reported MAC address, upper case: the form in which MAC addresses are indexed and searched. */
export const macHex = (column: AnyColumn) => sql`regexp_replace(upper(${column}), '[^0-9A-F]', '', 'g')`;

export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Canonical form: six pairs of upper-case hex digits joined by colons. */
    deviceId: text('device_id').notNull(),
    /** SHA-256 of the secret the TV app received at registration; the key itself is never stored. */
    deviceKeyHash: text('device_key_hash').notNull(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    activationDate: timestamp('activation_date', { withTimezone: true }).notNull().defaultNow(),
    trialExpiresAt: timestamp('trial_expires_at', { withTimezone: true }).notNull(),
    lifetimeLicence: boolean('lifetime_licence').notNull().default(false),
    privacyExpiresAt: timestamp('privacy_expires_at', { withTimezone: true }),
    deviceBrand: text('device_brand'),
    os: text('os'),
    deviceInfo: text('device_info'),
    apiVersion: text('api_version'),
    appName: text('app_name'),
    appVersion: text('app_version'),
    macAddress: text('mac_address'),
    firmware: text('firmware'),
    hdmi: text('hdmi'),
    nType: text('n_type'),
    screenSize: text('screensize'),
    appId: text('app_id'),
    /** The player's own identifier of this installation. */
    playerId: text('player_id'),
    /** When set, only the owner's dashboard may add playlists; My List and the integration API are refused. */
    uploadProtected: boolean('upload_protected').notNull().default(false),
    /** The owner's name for the TV ('Living room'), shown beside its id; null until they give one. */
    name: text('name'),
    /** The owner's own note about the TV. */
    note: text('note'),
    /**
     * How many playlists the device holds. Kept by triggers on `playlists` (migration 0008), whatever inserts,
     * deletes or moves them; `store/playlist-slots.ts` grants slots against it under the device's row lock.
     */
    playlistCount: integer('playlist_count').notNull().default(0),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('devices_device_id_unique').on(table.deviceId),
    index('devices_owner_idx').on(table.ownerId),
    // Operators look a device up by its hardware MAC as the TV reported it, in any notation: the index holds
    // its hex digits only, upper case, and serves searches for the whole address or its beginning.
    index('devices_mac_hex_idx').using('btree', sql`${macHex(table.macAddress)} text_pattern_ops`),
    // The operator's new devices per day read one month of registrations.
    index('devices_activation_date_idx').on(table.activationDate),
  ],
);

/**
 * Short-lived codes a TV shows so that its owner can claim it into a dashboard account. Only a hash of the
 * code is kept; a device has at most one code at a time, and a code works once.
 */
export const pairingCodes = pgTable(
  'pairing_codes',
  {
    deviceId: uuid('device_id')
      .primaryKey()
      .references(() => devices.id, { onDelete: 'cascade' }),
    /** SHA-256 of the code, hex. */
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('pairing_codes_code_hash_unique').on(table.codeHash)],
);

/**
 * A device's parental PIN (decision 63), apart from `devices` so that no query of a device ever reads it: a slow
 * hash (scrypt, better-auth's hasher) that only `store/parental-control.ts` selects, to verify it. The wrong
 * PINs since the last right one and the lock-outs they caused limit guesses per device, from the TV and the web
 * alike.
 */
export const devicePins = pgTable(
  'device_pins',
  {
    devicePk: uuid('device_pk')
      .primaryKey()
      .references(() => devices.id, { onDelete: 'cascade' }),
    pinHash: text('pin_hash').notNull(),
    /** Wrong PINs since the last right one or the last lock-out. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** While in the future, no PIN is checked: the TV and the web are answered 429. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Lock-outs since the last right PIN: each one lasts twice as long as the one before. */
    lockouts: integer('lockouts').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('device_pins_failed_attempts_positive', sql`${table.failedAttempts} >= 0`),
    check('device_pins_lockouts_positive', sql`${table.lockouts} >= 0`),
  ],
);

/**
 * A signed-in session's unlock of a device's locked playlists (decision 63), given for the PIN or the password
 * and good until `expires_at`. Keyed by the session's id: a session that ended (sign-out, revocation) can never
 * be presented again, so its unlocks end with it.
 */
export const parentalUnlocks = pgTable(
  'parental_unlocks',
  {
    sessionId: text('session_id').notNull(),
    devicePk: uuid('device_pk')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.devicePk] }),
    index('parental_unlocks_device_idx').on(table.devicePk),
    index('parental_unlocks_expires_idx').on(table.expiresAt),
  ],
);

export const whitelistVerificationMethods = ['http', 'dns', 'operator'] as const;

export const whitelistHosts = pgTable(
  'whitelist_hosts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `scheme://hostname[:port]`, lower case. */
    host: text('host').notNull(),
    /** A second address of the same form, used when `host` cannot be reached. */
    backupHost: text('backup_host'),
    /** Six digits that clients may type in My List instead of the host. */
    code: integer('code').notNull(),
    /**
     * What the reseller's server must serve at `{address}/.well-known/vela-player-verification.txt` (every
     * address of the entry) to prove that it is theirs: 122 random bits drawn by the database when the entry
     * is made. It proves nothing by itself; serving it from a host does.
     */
    verificationToken: text('verification_token')
      .notNull()
      .default(sql`'vela-player-verification=' || replace(pg_catalog.gen_random_uuid()::text, '-', '')`),
    /**
     * When the entry's addresses were proven to be the reseller's; null until then, and again after an
     * address changes. Only a verified entry reaches playlists it did not add itself (decision 28).
     */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** How: the server fetched the token (`http`), or an operator verified it by hand with a reason (`operator`). */
    verifiedVia: text('verified_via', { enum: whitelistVerificationMethods }),
    /** The operator who verified it by hand; null otherwise (or once that account is deleted). */
    verifiedBy: uuid('verified_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('whitelist_hosts_code_unique').on(table.code),
    // A reseller lists an address once; several resellers may claim one, but only one can prove it.
    uniqueIndex('whitelist_hosts_owner_host_unique').on(table.ownerId, table.host),
    // A verified address belongs to one provider: its clients, health and mass updates are theirs alone.
    uniqueIndex('whitelist_hosts_verified_host_unique')
      .on(table.host)
      .where(sql`${table.verifiedAt} is not null`),
    index('whitelist_hosts_host_idx').on(table.host),
    index('whitelist_hosts_owner_idx').on(table.ownerId, table.createdAt),
    index('whitelist_hosts_backup_host_idx').on(table.backupHost),
    check('whitelist_hosts_code_six_digits', sql`${table.code} between 100000 and 999999`),
  ],
);

export const playlistFormats = ['m3u', 'xtream'] as const;

/**
 * Where a playlist came from: the device owner's dashboard, My List by host (anyone who knows the device id),
 * a reseller's code (My List's code mode) or a reseller's API key. With `added_by`, it says whose the
 * playlist is: a reseller reaches what its code or key added, and `hide_playlist_info` hides a playlist from
 * the device's owner when somebody else added it.
 */
export const playlistSources = ['dashboard', 'mylist', 'code', 'integration'] as const;
export type PlaylistSource = (typeof playlistSources)[number];

export const playlists = pgTable(
  'playlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    format: text('format', { enum: playlistFormats }).notNull(),
    /** The playlist server's origin, lower case. */
    host: text('host').notNull(),
    /** Set when the playlist was added with a reseller's code instead of a host. */
    whitelistHostId: uuid('whitelist_host_id').references(() => whitelistHosts.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    /** An M3U playlist's link without its password (kept encrypted below); it starts with `host`. */
    m3uUrl: text('m3u_url'),
    /** AES-256-GCM, see `src/crypto/playlist-secrets.ts`. */
    passwordEncrypted: text('password_encrypted').notNull(),
    hidePlaylistInfo: boolean('hide_playlist_info').notNull().default(true),
    notes: text('notes'),
    /** The programme guide's (XMLTV) address; null takes an Xtream playlist's guide from its server. */
    epgUrl: text('epg_url'),
    /**
     * Parental control (decision 63): the TV asks for its device's PIN before playing it, and the web refuses to
     * delete, replace or reveal it without the PIN or the owner's password. Only a device with a PIN holds one.
     */
    locked: boolean('locked').notNull().default(false),
    addedVia: text('added_via', { enum: playlistSources }).notNull().default('mylist'),
    /**
     * The account that added it: the dashboard's user, or the reseller whose code or API key was used; null
     * for My List by host (nobody signed in) and once that account is deleted.
     */
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('playlists_device_idx').on(table.deviceId),
    // What a reseller's code or API key added: the part of their reach that needs no verified host, and (by
    // its date) what their home counts per day and channel over the last 30 days.
    index('playlists_reseller_added_idx')
      .on(table.addedBy, table.createdAt)
      .where(sql`${table.addedVia} in ('code', 'integration')`),
    check('playlists_source_known', sql`${table.addedVia} in ('dashboard', 'mylist', 'code', 'integration')`),
    index('playlists_host_idx').on(table.host),
    // A reseller's clients and the playlists an entry's deletion would unlink are found by the entry.
    index('playlists_whitelist_host_idx').on(table.whitelistHostId),
    // The statistics count playlists added per month and per day over every device (operators), and an
    // operator's list, newest first, is read in index order instead of sorting every playlist.
    index('playlists_created_idx').on(table.createdAt),
  ],
);

export const playlistStatusKinds = ['ok', 'auth_failed', 'unreachable', 'bad_format'] as const;

/**
 * The last thing a TV reported about loading each playlist: one row per playlist, replaced by a later
 * report, so the table never holds more rows than there are playlists (decision 19). `host` is where the
 * playlist played from when it was reported, so that a host's health is counted by the address the clients
 * tried; a change of the playlist's host or device drops the row (migration 0011).
 */
export const playlistStatuses = pgTable(
  'playlist_statuses',
  {
    playlistId: uuid('playlist_id')
      .primaryKey()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    /** The device that reported it: its clients are counted by device. */
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    host: text('host').notNull(),
    status: text('status', { enum: playlistStatusKinds }).notNull(),
    /** When the TV loaded it, as the TV says, but never later than `received_at`. */
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    /** When the server heard it, by the server's clock: what the 24-hour window of a host's health counts. */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // A host's health over the last 24 hours, and its latest report, are read from this index alone.
    index('playlist_statuses_host_received_idx').on(table.host, table.receivedAt),
    index('playlist_statuses_device_idx').on(table.deviceId),
    check(
      'playlist_statuses_status_known',
      sql`${table.status} in ('ok', 'auth_failed', 'unreachable', 'bad_format')`,
    ),
  ],
);

export const news = pgTable(
  'news',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** Paragraphs of the article. */
    description: jsonb('description').$type<string[]>().notNull(),
    author: text('author').notNull(),
    /** Only published articles reach the site and `/api/getAllNews`. */
    published: boolean('published').notNull().default(false),
    /** The article's date: when it was first published; null for a draft that never was. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    imageSrc: text('image_src').notNull(),
    /** Titles and paragraphs in other languages, by locale code; missing ones fall back to the base fields. */
    translations: jsonb('translations')
      .$type<Record<string, { title?: string; description?: string[] }>>()
      .notNull()
      .default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('news_slug_unique').on(table.slug),
    index('news_published_idx').on(table.publishedAt),
  ],
);

/** `bytea`: the bytes of a file, read back as a Buffer (node-postgres) or a Uint8Array (PGlite). */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Images uploaded for news articles, kept in the database so that every instance serves them (decision 22).
 * The id is the SHA-256 of the bytes: one upload of the same file is one row, and its address never changes.
 */
export const newsImages = pgTable('news_images', {
  id: text('id').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytes('bytes').notNull(),
  size: integer('size').notNull(),
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const formIds = ['support', 'contact', 'abuse', 'comment'] as const;

export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    form: text('form', { enum: formIds }).notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    /** Blog comments wait for an operator; other forms are new until handled. */
    status: text('status', { enum: ['new', 'pending_moderation', 'handled', 'approved', 'rejected'] })
      .notNull()
      .default('new'),
    locale: text('locale'),
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
    forwardError: text('forward_error'),
    createdAt: createdAt(),
  },
  (table) => [index('form_submissions_form_idx').on(table.form, table.createdAt)],
);

/**
 * An operator's answer to a submission, sent by e-mail to the submission's address. Kept whatever the mailer
 * said: `sent_at` when it took the message, `delivery_error` when it did not.
 */
export const submissionReplies = pgTable(
  'submission_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => formSubmissions.id, { onDelete: 'cascade' }),
    /** The operator who wrote it; null once their account is deleted (the reply stays). */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveryError: text('delivery_error'),
    createdAt: createdAt(),
  },
  (table) => [index('submission_replies_submission_idx').on(table.submissionId, table.createdAt)],
);

export const newsletterSignups = pgTable(
  'newsletter_signups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    locale: text('locale'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('newsletter_signups_email_unique').on(table.email)],
);

export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider', { enum: ['paypal', 'simulator'] }).notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['created', 'completed', 'failed'] })
      .notNull()
      .default('created'),
    captureId: text('capture_id'),
    /** The language of the page the order was placed on; its receipt is written in it. */
    locale: text('locale'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('payment_orders_provider_order_unique').on(table.provider, table.providerOrderId),
    // The operator's revenue reads a year of completed orders by when they were completed.
    index('payment_orders_completed_idx')
      .on(table.updatedAt, table.currency, table.amount)
      .where(sql`${table.status} = 'completed'`),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider', { enum: ['paypal', 'simulator'] }).notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    planId: text('plan_id').notNull(),
    status: text('status').notNull(),
    /** The language of the page the subscription was taken on; its receipts are written in it. */
    locale: text('locale'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('subscriptions_provider_subscription_unique').on(
      table.provider,
      table.providerSubscriptionId,
    ),
  ],
);

/**
 * Every licence change, keyed by what caused it (a capture, a subscription, a renewal payment). The unique
 * key makes each cause count once, however often and in whatever order it is reported.
 */
export const licenceGrantKinds = ['grant', 'revoke'] as const;

/**
 * Every change of a device's licence that is not a move: paid grants (one per payment, keyed by the provider's
 * reference) and the grants and revocations of operators (`source` `operator`, with who did it and why).
 * `lifetime_licence` and `privacy_expires_at` are the state the change left.
 */
export const licenceGrants = pgTable(
  'licence_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: licenceGrantKinds }).notNull().default('grant'),
    /** The plan granted; null for a revocation. */
    plan: text('plan', { enum: ['basic', 'premium'] }),
    source: text('source').notNull(),
    sourceRef: text('source_ref').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    lifetimeLicence: boolean('lifetime_licence'),
    privacyExpiresAt: timestamp('privacy_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('licence_grants_source_unique').on(table.source, table.sourceRef),
    index('licence_grants_device_idx').on(table.deviceId, table.createdAt),
    check(
      'licence_grants_kind_plan',
      sql`(${table.kind} = 'grant' and ${table.plan} is not null) or (${table.kind} = 'revoke' and ${table.plan} is null)`,
    ),
    // Licences sold per day and subscription revenue per month read a period of grants by their source.
    index('licence_grants_created_idx').on(table.createdAt, table.source, table.plan),
  ],
);

/** Payments of a subscription as they are reported, so that each one is counted as one billing cycle. */
export const subscriptionPayments = pgTable(
  'subscription_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    providerPaymentId: text('provider_payment_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('subscription_payments_provider_payment_unique').on(table.providerPaymentId)],
);

/** Webhook deliveries already handled, by the provider's event id. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    eventType: text('event_type').notNull(),
    /**
     * The provider's id of the order or subscription the event is about, so that an operator sees an order's
     * deliveries beside it; null for events of other kinds and for those received before it was kept.
     */
    resourceRef: text('resource_ref'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_events_resource_idx').on(table.resourceRef, table.receivedAt)],
);

/**
 * Rate-limit windows shared by every API instance on PostgreSQL, one row per key, sliding (decision 58): the
 * times of the hits accepted within the window, what the latest hit counted, and when the last kept hit leaves
 * the window (rows empty for an hour are pruned).
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  hits: timestamp('hits', { withTimezone: true }).array().notNull().default(sql`'{}'`),
});

/**
 * Every write by a signed-in person or an API key: who, what, the record before and after, and when. Written
 * in the same transaction as the change it describes (`src/store/audit.ts`).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The person who acted; null once their account is deleted (the entry stays). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Set by the database itself when the actor's account is deleted and `actor_id` becomes null (migration
     * 0026): the entry names a deleted account, not the service.
     */
    actorDeleted: boolean('actor_deleted').notNull().default(false),
    /** The API key the change came through, for the integration API. */
    apiKeyId: uuid('api_key_id'),
    /** What was done, `resource.verb`: `device.claim`, `playlist.update`, `playlists.mass_update_host`. */
    action: text('action').notNull(),
    /** The resource kind and the id of the record changed. */
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    /** The client's address, as the rate limits see it (`TRUST_PROXY`); null for changes made outside a request. */
    address: text('address'),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_actor_idx').on(table.actorId, table.createdAt),
    index('audit_log_entity_idx').on(table.entity, table.entityId),
    index('audit_log_action_idx').on(table.action, table.createdAt),
    index('audit_log_api_key_idx').on(table.apiKeyId, table.createdAt),
    // An account's security events, newest first, without wading through its keys' integration calls.
    index('audit_log_security_idx')
      .on(table.entity, table.entityId, table.createdAt)
      .where(sql`${table.action} in (${sql.raw(securityEventActionList)})`),
  ],
);

/**
 * Moves of a lifetime licence (with its remaining Privacy Mode) from one device to another of the same owner.
 * `licence_id` names the licence itself, so the yearly limit counts its moves whichever device holds it now.
 */
export const licenceTransfers = pgTable(
  'licence_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    licenceId: uuid('licence_id').notNull(),
    fromDeviceId: uuid('from_device_id').references(() => devices.id, { onDelete: 'set null' }),
    toDeviceId: uuid('to_device_id').references(() => devices.id, { onDelete: 'set null' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    privacyExpiresAt: timestamp('privacy_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('licence_transfers_licence_idx').on(table.licenceId, table.createdAt),
    index('licence_transfers_from_idx').on(table.fromDeviceId, table.createdAt),
    index('licence_transfers_to_idx').on(table.toDeviceId, table.createdAt),
  ],
);

/**
 * A customer's request for help: `open` while it waits for support, `answered` once support wrote last,
 * `closed` by its owner (a reply from the owner opens it again).
 */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    status: text('status', { enum: ticketStatuses }).notNull().default('open'),
    /** The operator who handles the ticket; unassigned when null (or when that account is deleted). */
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The owner's list, newest activity first; operators' lists by status.
    index('tickets_owner_last_message_idx').on(table.ownerId, table.lastMessageAt),
    index('tickets_status_last_message_idx').on(table.status, table.lastMessageAt),
    // The operators' 'mine' list and home count.
    index('tickets_assignee_status_idx').on(table.assigneeId, table.status),
    check('tickets_status_known', sql`${table.status} in ('open', 'answered', 'closed')`),
  ],
);

/** The conversation of a ticket, in the order it was written. */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** Who wrote it; null once their account is deleted (the message stays). */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Written by support (an operator) rather than by the ticket's owner. */
    fromSupport: boolean('from_support').notNull().default(false),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('ticket_messages_ticket_idx').on(table.ticketId, table.createdAt)],
);

/**
 * Operators' internal notes on a ticket: kept apart from its conversation, so that no path that shows,
 * mails or exports the conversation to its owner can ever carry one.
 */
export const ticketNotes = pgTable(
  'ticket_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** The operator who wrote it; null once their account is deleted (the note stays). */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('ticket_notes_ticket_idx').on(table.ticketId, table.createdAt)],
);

/**
 * Files attached to a ticket's message, kept in the database like the news images (decision 22) so that every
 * instance serves them. They belong to a message of the conversation, never to an internal note: whoever may
 * read the message may read its files. `content_type` is what the bytes proved, never what the sender claimed.
 */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => ticketMessages.id, { onDelete: 'cascade' }),
    /** Who uploaded it; null once their account is deleted (the file stays with the message). */
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The sanitised name, shown only. */
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytes('bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('ticket_attachments_message_idx').on(table.messageId, table.createdAt)],
);

/** Operators' canned replies for tickets, one language each, inserted into an answer from the ticket screen. */
export const cannedReplies = pgTable(
  'canned_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('canned_replies_locale_title_idx').on(table.locale, table.title)],
);

export const apiKeyRevocationReasons = ['owner', 'account_banned', 'role_changed'] as const;
export type ApiKeyRevocationReason = (typeof apiKeyRevocationReasons)[number];

/**
 * A reseller's keys to the integration API (`/api/integration/v1/*`). A key is `vela_` and 32 random bytes;
 * only its SHA-256 is kept (decision 18), with its first characters to tell keys apart. Revoking keeps the
 * row, so the audit entries it made still name it.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The key's visible beginning, `vela_` and 8 characters, shown in lists. */
    prefix: text('prefix').notNull(),
    /** SHA-256 of the whole key, hex. */
    secretHash: text('secret_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * Why it was revoked: by its owner, or with the account (banned, no longer a reseller). A key revoked with
     * the account stays revoked when the ban is lifted or the role given back.
     */
    revokedReason: text('revoked_reason', { enum: apiKeyRevocationReasons }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('api_keys_secret_hash_unique').on(table.secretHash),
    index('api_keys_owner_idx').on(table.ownerId, table.createdAt),
    // A key in the clear is refused: only a hash fits here.
    check('api_keys_secret_hashed', sql`${table.secretHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

/**
 * Answers of the integration API's adds by `Idempotency-Key`, per API key: the same key and body again get
 * the first answer instead of a second playlist. An entry counts for 24 hours.
 */
export const apiKeyIdempotency = pgTable(
  'api_key_idempotency',
  {
    apiKeyId: uuid('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** A keyed digest of the request (path and body), never the body itself: it holds a password. */
    fingerprint: text('fingerprint').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.apiKeyId, table.idempotencyKey] }),
    index('api_key_idempotency_created_idx').on(table.createdAt),
  ],
);

export const jobStates = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof jobStates)[number];

/**
 * The job queue (decision 38): work to do later or again (e-mails, reminder scans, clean-ups), in the database
 * so that any process may run it and none runs it twice. A process claims due jobs with `for update skip
 * locked` (`src/jobs/queue.ts`); a failed attempt is tried again later with backoff, until `max_attempts`,
 * then stays `failed` for operators to see and retry. `key` makes an enqueue happen once: a second job with
 * the same key is not added.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    key: text('key'),
    state: text('state', { enum: jobStates }).notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** While `running`: when the claim lapses and another process may take the job (its runner died). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('jobs_key_unique').on(table.key),
    index('jobs_due_idx').on(table.state, table.runAt),
    check('jobs_state_known', sql`${table.state} in ('queued', 'running', 'done', 'failed')`),
  ],
);

/**
 * Reminders sent, one row per event: (kind, subject, period), e.g. (`trial_ending`, a device, the day the
 * trial ends). Claimed before the e-mail is queued, so an event is announced once, whatever the number of
 * processes or restarts.
 */
export const sentNotices = pgTable(
  'sent_notices',
  {
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    period: text('period').notNull(),
    /** Set just before the e-mail is handed over, so a retried job never sends it a second time. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.subject, table.period] })],
);

/** The kinds of e-mail a person turned off (reminders only: receipts and security mail always go). */
export const mailOptOuts = pgTable(
  'mail_opt_outs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

/**
 * A receipt for each completed purchase and subscription cycle, written with the licence grant it paid for.
 * `owner_id` is the account that held the device then: the account's purchases are its own receipts, even
 * after the device changed hands. Amount and currency are those charged.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    grantId: uuid('grant_id')
      .notNull()
      .references(() => licenceGrants.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    plan: text('plan', { enum: ['basic', 'premium'] }).notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    /** The provider's order or subscription id. */
    reference: text('reference').notNull(),
    provider: text('provider').notNull(),
    /** The language of the page of the purchase; null for the buyer's own (a renewal without one). */
    locale: text('locale'),
    /** Set just before the receipt e-mail is handed over, so a retried job never sends it twice. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('receipts_grant_unique').on(table.grantId),
    index('receipts_owner_idx').on(table.ownerId, table.createdAt),
    index('receipts_device_idx').on(table.deviceId, table.createdAt),
  ],
);

/**
 * Changes of an account's e-mail address: requested in the account, confirmed by the link sent to the new
 * address, then announced to the old one with a link that undoes it for 7 days. Only hashes of the links'
 * tokens are kept.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    confirmTokenHash: text('confirm_token_hash').notNull(),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    undoTokenHash: text('undo_token_hash'),
    undoExpiresAt: timestamp('undo_expires_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('email_changes_confirm_token_unique').on(table.confirmTokenHash),
    uniqueIndex('email_changes_undo_token_unique').on(table.undoTokenHash),
    index('email_changes_user_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * A reseller's choice about host alerts (decision 42): on or off, and the fewest distinct failing clients that
 * make a host's alert. No row: the defaults of `hostAlertDefaults` (on, 3).
 */
export const hostAlertSettings = pgTable(
  'host_alert_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
    minFailingClients: integer('min_failing_clients').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [check('host_alert_settings_minimum', sql`${table.minFailingClients} between 1 and 1000`)],
);

export const hostAlertStates = ['ok', 'failing'] as const;

/**
 * Where each host of a reseller stands for alerts (decision 42): kept so that a restart forgets nothing and
 * so that two processes, which both lock the row to change it, never announce one change twice.
 */
export const hostAlerts = pgTable(
  'host_alerts',
  {
    resellerId: uuid('reseller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    host: text('host').notNull(),
    state: text('state', { enum: hostAlertStates }).notNull().default('ok'),
    /** When the current failure began; null while the host is fine. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    /** When the last 'failing' e-mail was queued: at most one per host every 6 hours. */
    lastFailingMailAt: timestamp('last_failing_mail_at', { withTimezone: true }),
    /** When the host last recovered. */
    lastRecoveredAt: timestamp('last_recovered_at', { withTimezone: true }),
    okClients: integer('ok_clients').notNull().default(0),
    failedClients: integer('failed_clients').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.resellerId, table.host] }),
    check('host_alerts_state_known', sql`${table.state} in ('ok', 'failing')`),
  ],
);

/** What a reseller's webhook may be told (decision 41); `webhook.test` is sent only when asked for. */
export const resellerEventTypes = webhookEventTypes;
export const webhookDeliveryStates = ['pending', 'delivered', 'failed'] as const;

/**
 * A reseller's webhook endpoint (decision 41): where events about its own clients are posted, signed with
 * its secret. The secret is kept encrypted (the playlist cipher), not hashed: the server signs with it.
 */
export const resellerWebhooks = pgTable(
  'reseller_webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    eventTypes: jsonb('event_types').$type<(typeof resellerEventTypes)[number][]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    secretEncrypted: text('secret_encrypted').notNull(),
    secretRotatedAt: timestamp('secret_rotated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('reseller_webhooks_owner_idx').on(table.ownerId, table.createdAt)],
);

/**
 * One occurrence of something a reseller may be told, once: its id is the `webhook-id` of every delivery
 * and re-delivery, and its body is what is signed.
 */
export const resellerWebhookEvents = pgTable(
  'reseller_webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('reseller_webhook_events_owner_idx').on(table.ownerId, table.createdAt)],
);

/**
 * Playlists added through My List whose `playlist.added` is still to be told to the resellers who reach them:
 * written by the batched insert itself (no second statement per batch on the hot path), taken and published by
 * the job runner's pass, in one transaction, so that an event is recorded once and never lost (decision 35).
 * No foreign key: its check would cost every insert a lookup; a playlist removed before its turn is simply
 * not found then, and its row goes with the pass.
 */
export const playlistAnnouncements = pgTable('playlist_announcements', {
  playlistId: uuid('playlist_id').primaryKey(),
  createdAt: createdAt(),
});

/** An event on its way to one endpoint: exactly one row per event and endpoint. */
export const resellerWebhookDeliveries = pgTable(
  'reseller_webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => resellerWebhookEvents.id, { onDelete: 'cascade' }),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => resellerWebhooks.id, { onDelete: 'cascade' }),
    state: text('state', { enum: webhookDeliveryStates }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('reseller_webhook_deliveries_unique').on(table.eventId, table.webhookId),
    index('reseller_webhook_deliveries_webhook_idx').on(table.webhookId, table.createdAt),
    check('reseller_webhook_deliveries_state', sql`${table.state} in ('pending', 'delivered', 'failed')`),
  ],
);

/** Each request made for a delivery: its answer's status, how long it took, or why there was none. */
export const resellerWebhookAttempts = pgTable(
  'reseller_webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => resellerWebhookDeliveries.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The answer's HTTP status; null when none was read. */
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    /** Null for a 2xx; `http_status` for another answer; else why there was none (an outbound failure). */
    errorKind: text('error_kind'),
    /** Asked for in the dashboard (a re-send), rather than the first try or a retry. */
    manual: boolean('manual').notNull().default(false),
  },
  (table) => [index('reseller_webhook_attempts_delivery_idx').on(table.deliveryId, table.at)],
);

/**
 * A reseller's credits as it stands: the sum of its ledger, kept by the ledger's trigger alone (migration 0034)
 * and never below zero. An activation locks this row, so spending waits its turn across processes.
 */
export const creditBalances = pgTable(
  'credit_balances',
  {
    resellerId: uuid('reseller_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    /** The balance at or below which the reseller is told by e-mail; null when it asked not to be. */
    lowBalanceThreshold: integer('low_balance_threshold'),
    /** When the low balance was last told; cleared once the balance rises above the threshold again. */
    lowBalanceNotifiedAt: timestamp('low_balance_notified_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('credit_balances_not_negative', sql`${table.balance} >= 0`),
    check(
      'credit_balances_threshold',
      sql`${table.lowBalanceThreshold} is null or ${table.lowBalanceThreshold} >= 0`,
    ),
  ],
);

/**
 * Every movement of a reseller's credits, as money is kept: append-only (the database refuses UPDATE and
 * DELETE, migration 0034), each with its amount (positive in, negative out), who moved it and why, what it
 * concerns, and the balance it left, which the insert's trigger writes from `credit_balances`.
 */
export const creditMovements = pgTable(
  'credit_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    resellerId: uuid('reseller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: creditMovementKinds }).notNull(),
    amount: integer('amount').notNull(),
    /** Written by the trigger that moves the balance; whatever an insert gives is replaced. */
    balanceAfter: integer('balance_after').notNull().default(0),
    /** Who moved it: the reseller, or the operator who granted, took back or reversed; null once deleted. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The API key it came through, for the integration API. */
    apiKeyId: uuid('api_key_id'),
    reason: text('reason'),
    /** The activation it paid for or refunded. */
    activationId: uuid('activation_id'),
    /** The order it was bought with. */
    orderRef: text('order_ref'),
    createdAt: createdAt(),
  },
  (table) => [
    index('credit_movements_reseller_idx').on(table.resellerId, table.createdAt),
    index('credit_movements_created_idx').on(table.createdAt, table.kind),
    // An activation is charged once and refunded at most once; an order's credits arrive once.
    uniqueIndex('credit_movements_activation_unique')
      .on(table.activationId, table.kind)
      .where(sql`${table.activationId} is not null`),
    uniqueIndex('credit_movements_order_unique').on(table.orderRef).where(sql`${table.orderRef} is not null`),
    check(
      'credit_movements_sign',
      sql`(${table.kind} in ('purchase', 'grant', 'refund') and ${table.amount} > 0) or (${table.kind} in ('activation', 'adjustment') and ${table.amount} < 0)`,
    ),
    check(
      'credit_movements_subject',
      sql`(${table.kind} in ('activation', 'refund')) = (${table.activationId} is not null)`,
    ),
  ],
);

/** What a tier costs in credits, as operators set it. */
export const activationPrices = pgTable(
  'activation_prices',
  {
    tier: text('tier', { enum: activationTiers }).primaryKey(),
    credits: integer('credits').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [check('activation_prices_positive', sql`${table.credits} > 0`)],
);

/**
 * A reseller's activation of a device for a tier, paid in credits. It keeps the licence the device had before
 * and the one it left, so that a revocation within the grace period (or an operator's reversal) restores the
 * former when nothing changed the licence since.
 */
export const activations = pgTable(
  'activations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    resellerId: uuid('reseller_id').references(() => users.id, { onDelete: 'set null' }),
    deviceRowId: uuid('device_row_id').references(() => devices.id, { onDelete: 'set null' }),
    /** The device id as activated (canonical), kept when the device is deleted. */
    deviceId: text('device_id').notNull(),
    tier: text('tier', { enum: activationTiers }).notNull(),
    credits: integer('credits').notNull(),
    note: text('note'),
    lifetimeBefore: boolean('lifetime_before').notNull(),
    privacyExpiresBefore: timestamp('privacy_expires_before', { withTimezone: true }),
    privacyExpiresAfter: timestamp('privacy_expires_after', { withTimezone: true }),
    /** Who revoked it: the reseller within the grace period, or an operator reversing it with a reason. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAs: text('revoked_as', { enum: ['reseller', 'operator'] }),
    revokeReason: text('revoke_reason'),
    createdAt: createdAt(),
  },
  (table) => [
    index('activations_reseller_idx').on(table.resellerId, table.createdAt),
    index('activations_device_idx').on(table.deviceRowId, table.createdAt),
    index('activations_created_idx').on(table.createdAt),
    check('activations_credits_positive', sql`${table.credits} > 0`),
    check('activations_revoked', sql`(${table.revokedAt} is null) = (${table.revokedAs} is null)`),
  ],
);

/**
 * The packs of credits resellers buy through the payment provider (decision 61): what a pack holds and what it
 * costs now. An order keeps the credits and the price it was made with, so a change here reaches later orders
 * only. A pack that was bought is retired (`active` false), never deleted: its orders point at it.
 */
export const creditPacks = pgTable(
  'credit_packs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    credits: integer('credits').notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('credit_packs_credits_positive', sql`${table.credits} > 0`),
    check('credit_packs_price_positive', sql`${table.price} > 0`),
  ],
);

/**
 * A reseller's purchase of a pack with the payment provider: pending until the payment is captured, then
 * completed in the same transaction as the ledger's `purchase` movement that brings its credits (keyed by this
 * order's id in `credit_movements.order_ref`, so that the capture and the provider's webhook credit it once).
 */
export const creditOrders = pgTable(
  'credit_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider', { enum: ['paypal', 'simulator'] }).notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    resellerId: uuid('reseller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packId: uuid('pack_id').references(() => creditPacks.id),
    /** The credits and the price of the pack when the order was made: what it brings and what it charges. */
    credits: integer('credits').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: creditOrderStatuses }).notNull().default('pending'),
    captureId: text('capture_id'),
    /** The language of the dashboard the order was placed from; its receipt is written in it. */
    locale: text('locale'),
    /** Set just before the receipt e-mail is handed over, so a retried job never sends it twice. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('credit_orders_provider_order_unique').on(table.provider, table.providerOrderId),
    index('credit_orders_reseller_idx').on(table.resellerId, table.createdAt),
    check('credit_orders_credits_positive', sql`${table.credits} > 0`),
    check('credit_orders_amount_positive', sql`${table.amount} > 0`),
    check('credit_orders_status', sql`${table.status} in ('pending', 'completed', 'failed')`),
    check(
      'credit_orders_completed',
      sql`(${table.status} = 'completed') = (${table.completedAt} is not null)`,
    ),
  ],
);
