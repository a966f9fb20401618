import { createRoute, z } from '@hono/zod-openapi';
import {
  canPlaySchema,
  deviceCredentialsSchema,
  deviceRegistrationSchema,
  guideSources,
  pairingCodeRequestSchema,
  parentalVerifySchema,
  playlistStatusKinds,
  playlistStatusReportSchema,
} from '@vela/validation';
import { errorResponses, jsonBody } from '../../http/openapi-schemas.ts';
import { licenceSchema } from '../../http/shared-schemas.ts';
import { firstParentalLockoutMs, parentalPinAttempts } from '../../store/parental-control.ts';

const registeredSchema = z
  .object({
    deviceid: z.string().describe('Picked by the server at the first registration'),
    device_key: z.string().optional().describe('Only in the first answer: keep it, it is never shown again'),
    trial_expires_at: z.string(),
    licence: licenceSchema,
  })
  .openapi('DeviceRegistered');

export const registerRoute = createRoute({
  method: 'post',
  path: '/app/register',
  operationId: 'registerDevice',
  security: [],
  tags: ['Device app'],
  summary: 'Registers a new device under an id the server picks, or updates what a device reports',
  description:
    'Without `deviceid` and `device_key`, creates a device: the answer carries its id and its key (shown once). With both, updates what the device reports; an id is never created by the caller.',
  request: { body: jsonBody(deviceRegistrationSchema) },
  responses: {
    201: {
      description: 'Registered: the 7-day trial starts',
      content: { 'application/json': { schema: registeredSchema } },
    },
    200: {
      description: 'Already registered; details updated',
      content: { 'application/json': { schema: registeredSchema } },
    },
    ...errorResponses(400, 401, 404, 429),
  },
});

const playlistSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    host: z
      .string()
      .describe("For a playlist added with a reseller's code: the current host of that whitelist entry"),
    backup_host: z
      .string()
      .nullable()
      .describe(
        "For a playlist added with a reseller's code: the entry's current backup host, if any; else null",
      ),
    username: z.string(),
    password: z.string(),
    hide_playlist_info: z.boolean(),
    epg_url: z
      .string()
      .nullable()
      .describe("The programme guide's (XMLTV) address the owner gave, hidden playlist or not; else null"),
    epg_source: z
      .enum(guideSources)
      .describe(
        "Where the playlist's programme guide comes from: `address` (`epg_url`), `server` (an Xtream server's own guide, its `xmltv.php` with the playlist's account) or `none`",
      ),
    locked: z
      .boolean()
      .describe(
        'Parental control: ask for the PIN (`POST /api/app/parental/verify`) before playing it, or showing its details',
      ),
    added_at: z.string(),
  })
  .openapi('DevicePlaylist');

const deviceSyncSchema = z
  .object({
    deviceid: z.string(),
    licence: licenceSchema,
    pin_set: z
      .boolean()
      .describe('The owner set a parental PIN for this TV (the PIN itself never leaves the server)'),
    playlists: z.array(playlistSchema),
  })
  .openapi('DeviceSync');

export const syncRoute = createRoute({
  method: 'post',
  path: '/app/sync',
  operationId: 'syncDevice',
  security: [],
  tags: ['Device app'],
  summary: "The device's licence and playlists",
  request: { body: jsonBody(deviceCredentialsSchema) },
  responses: {
    200: {
      description: 'Licence and playlists, newest first',
      content: { 'application/json': { schema: deviceSyncSchema } },
    },
    ...errorResponses(400, 401, 404, 429),
  },
});

export const resetRoute = createRoute({
  method: 'post',
  path: '/app/reset',
  operationId: 'resetDevice',
  security: [],
  tags: ['Device app'],
  summary: 'Resets the device from the TV: it leaves its owner and loses its playlists',
  description:
    "The TV's own way to change hands, proven by the device key: the device leaves the dashboard account " +
    'that owns it, and every playlist of the device, its pairing code, its parental PIN and its upload ' +
    'protection are removed. ' +
    'Its licence and purchases stay. The previous owner is told by e-mail. Answers the state of the device ' +
    'afterwards, as sync does.',
  request: { body: jsonBody(deviceCredentialsSchema) },
  responses: {
    200: {
      description: 'The device after the reset: no playlists',
      content: { 'application/json': { schema: deviceSyncSchema } },
    },
    ...errorResponses(400, 401, 404, 429),
  },
});

export const canPlayRoute = createRoute({
  method: 'post',
  path: '/app/can-play',
  operationId: 'checkCanPlay',
  security: [],
  tags: ['Device app'],
  summary: 'Whether the device may play from a host',
  description:
    "A lifetime licence or a running trial plays anything. Without them, a host plays licence-free (`whitelisted_host`) when it is the host or the backup host of a verified whitelist entry (its reseller proved the address theirs), or of an entry whose reseller added one of this device's playlists with the entry's code or their API key. A host that a reseller merely listed, without verifying it, plays licence-free for nobody else.",
  request: { body: jsonBody(canPlaySchema) },
  responses: {
    200: {
      description: 'The decision and why',
      content: {
        'application/json': {
          schema: z
            .object({
              allowed: z.boolean(),
              reason: z.enum(['lifetime', 'trial', 'whitelisted_host', 'no_licence']),
              privacy_active: z.boolean(),
            })
            .openapi('PlayDecision'),
        },
      },
    },
    ...errorResponses(400, 401, 404, 429),
  },
});

export const pairingCodeRoute = createRoute({
  method: 'post',
  path: '/app/pairing-code',
  operationId: 'createPairingCode',
  security: [],
  tags: ['Device app'],
  summary: 'A short code that claims the device into a dashboard account',
  description:
    'Eight characters, valid ten minutes, single use; a new code replaces the previous one. The TV shows the code and a QR code of `claim_url`.',
  request: { body: jsonBody(pairingCodeRequestSchema) },
  responses: {
    200: {
      description: 'The code and where to use it',
      content: {
        'application/json': {
          schema: z
            .object({ code: z.string(), expires_at: z.string(), claim_url: z.string() })
            .openapi('PairingCode'),
        },
      },
    },
    ...errorResponses(400, 401, 404, 429),
  },
});

export const playlistStatusRoute = createRoute({
  method: 'post',
  path: '/app/playlist-status',
  operationId: 'reportPlaylistStatus',
  security: [],
  tags: ['Device app'],
  summary: 'What the TV found when it loaded one of its playlists',
  description:
    "`status` is `ok`, `auth_failed` (the server refused the username and password), `unreachable` (no answer) or `bad_format` (the answer is not a playlist); `checked_at` is when the TV loaded it (ISO 8601 with an offset). The server keeps the latest status of each playlist: a report checked before the stored one is ignored (`recorded: false`), a time in the future counts as now. The playlist's owner sees it on the playlist, the host's reseller in the host's health. A playlist that is not the device's own answers 404 `playlist_not_found`.",
  request: { body: jsonBody(playlistStatusReportSchema) },
  responses: {
    200: {
      description: "The playlist's last status after the report",
      content: {
        'application/json': {
          schema: z
            .object({
              playlist_id: z.string(),
              status: z.enum(playlistStatusKinds),
              checked_at: z.string(),
              recorded: z.boolean().describe('False when a later report was already stored; it stays'),
            })
            .openapi('PlaylistStatusRecorded'),
        },
      },
    },
    ...errorResponses(400, 401, 404, 429),
  },
});

export const parentalVerifyRoute = createRoute({
  method: 'post',
  path: '/app/parental/verify',
  operationId: 'verifyParentalPin',
  security: [],
  tags: ['Device app'],
  summary: 'Whether a PIN typed on the TV is its parental PIN',
  description:
    `Proven by the device key. Wrong PINs count against the device, here and in its owner's dashboard alike: after ${parentalPinAttempts} in a row, ` +
    `PIN entry pauses for ${firstParentalLockoutMs / 1000} seconds, each further pause twice as long (at most a day), answered 429 with ` +
    '`Retry-After`; a right PIN starts the count again. A TV without a PIN answers 409 `parental_pin_not_set`.',
  request: { body: jsonBody(parentalVerifySchema) },
  responses: {
    200: {
      description: 'Whether it matches, and how many tries are left before a pause',
      content: {
        'application/json': {
          schema: z
            .object({
              match: z.boolean(),
              attempts_left: z
                .number()
                .int()
                .describe('Wrong PINs the TV may still try before PIN entry pauses'),
            })
            .openapi('ParentalPinCheck'),
        },
      },
    },
    ...errorResponses(400, 401, 404, 409, 429),
  },
});
