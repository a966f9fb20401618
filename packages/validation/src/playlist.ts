import { z } from 'zod';
import { deviceIdSchema } from './device-id.ts';
import { allowedCharacters, objectOf, requiredText, textPattern } from './fields.ts';
import {
  hostDescription,
  hostPattern,
  hostSchema,
  httpLinkPattern,
  httpLinkWithoutCredentialsPattern,
  httpOrigin,
  normaliseHost,
  notAHostKey,
} from './host.ts';
import { validationKeys as keys } from './messages.ts';

export const playlistModes = ['m3u', 'xtream', 'code'] as const;
export type PlaylistMode = (typeof playlistModes)[number];

const playlistName = requiredText(100, keys.playlistNameRequired);
const username = requiredText(255, keys.usernameRequired);
// Passwords are kept as typed: spaces may be part of them.
const password = z
  .string({ error: keys.passwordRequired })
  .refine(...allowedCharacters())
  .max(255, { error: keys.maxLength })
  .refine((value) => value.trim().length > 0, { error: keys.passwordRequired })
  .meta({ pattern: textPattern({ required: true }) });

/** What an M3U link stands for: its origin (the host) and the account in its query. */
interface M3uLink {
  host: string;
  username: string;
  password: string;
}

/**
 * An M3U link: its origin is the host, and it must carry the account's username and password. A stored
 * playlist's link may leave the password out (`requirePassword: false`): the stored one is kept.
 */
function m3uLinkSchema<Required extends boolean>({ requirePassword }: { requirePassword: Required }) {
  return z
    .string({ error: keys.m3uRequired })
    .trim()
    .refine(...allowedCharacters())
    .min(1, { error: keys.m3uRequired })
    .max(2048, { error: keys.maxLength })
    .meta({
      format: 'uri',
      pattern: httpLinkPattern,
      description: requirePassword
        ? 'An M3U link: http or https on a host (see `host`), with `username` and `password` in its query (else `missing_m3u`)'
        : 'An M3U link: http or https on a host (see `host`), with `username` in its query, and `password` unless the stored one is kept (else `missing_m3u`)',
    })
    .transform((value, context) => {
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        context.addIssue({ code: 'custom', message: keys.m3uInvalid });
        return z.NEVER;
      }
      const origin = httpOrigin(value);
      if (origin === null) {
        context.addIssue({ code: 'custom', message: keys.m3uInvalid });
        return z.NEVER;
      }
      const linkUsername = url.searchParams.get('username');
      const linkPassword = url.searchParams.get('password') || null;
      if (!linkUsername || (requirePassword && !linkPassword)) {
        context.addIssue({ code: 'custom', message: keys.m3uMissingCredentials });
        return z.NEVER;
      }
      // The link as stored and shown: without its password (kept encrypted apart), credentials or fragment.
      url.searchParams.delete('password');
      url.username = '';
      url.password = '';
      url.hash = '';
      return {
        host: origin,
        username: linkUsername,
        password: linkPassword as Required extends true ? string : string | null,
        linkWithoutPassword: url.href,
      };
    });
}

const m3uLink = m3uLinkSchema({ requirePassword: true }).transform(
  ({ host, username, password }): M3uLink => ({ host, username, password }),
);

const hostUrl = z
  .string({ error: keys.hostRequired })
  .trim()
  .refine(...allowedCharacters())
  .min(1, { error: keys.hostRequired })
  .max(2048, { error: keys.maxLength })
  .meta({ pattern: hostPattern, description: hostDescription })
  .transform((value, context) => {
    // A path, query or credentials would be silently dropped by taking the origin: refuse them instead.
    const host = normaliseHost(value);
    if (host === null) {
      context.addIssue({ code: 'custom', message: notAHostKey(value) });
      return z.NEVER;
    }
    return host;
  });

/** The longest programme guide address kept. */
export const guideUrlMaxLength = 2048;

/**
 * A programme guide's address (XMLTV, often `.xml` or `.xml.gz`): an http or https URL on a dotted host, with
 * any path and query (a guide of an IPTV service often carries the account in its query) and no credentials
 * before the host. Optional: empty, null or left out means none, and the TV then takes an Xtream playlist's
 * guide from its server. Returned as the URL parser writes it, without its fragment.
 */
export const guideUrlSchema = z
  .string({ error: keys.guideUrlInvalid })
  .trim()
  .refine(...allowedCharacters())
  .max(guideUrlMaxLength, { error: keys.maxLength })
  .transform((value, context) => {
    if (value === '') return null;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      context.addIssue({ code: 'custom', message: keys.guideUrlInvalid });
      return z.NEVER;
    }
    if (httpOrigin(value) === null || url.username || url.password) {
      context.addIssue({ code: 'custom', message: keys.guideUrlInvalid });
      return z.NEVER;
    }
    url.hash = '';
    return url.href;
  })
  .nullish()
  .transform((value) => value ?? null)
  .meta({
    type: ['string', 'null'],
    format: 'uri',
    pattern: `^\\s*$|${httpLinkWithoutCredentialsPattern}`,
    description:
      'A programme guide (XMLTV) address: http or https on a dotted host, with any path and query and no credentials before the host (else `invalid_guide_url`); empty, null or left out for none',
  });

/** Where a playlist's programme guide comes from, as the TV learns it. */
export const guideSources = ['address', 'server', 'none'] as const;
export type GuideSource = (typeof guideSources)[number];

/**
 * The guide the TV loads for a playlist: the address given with it, else an Xtream server's own guide (its
 * `xmltv.php`, with the playlist's account), else none (an M3U link without an address).
 */
export function guideSourceOf({
  format,
  epgUrl,
}: {
  format: PlaylistFormat;
  epgUrl: string | null;
}): GuideSource {
  if (epgUrl !== null) return 'address';
  return format === 'xtream' ? 'server' : 'none';
}

const hostCode = z
  .string({ error: keys.hostCodeInvalid })
  .trim()
  .regex(/^[1-9]\d{5}$/, { error: keys.hostCodeInvalid })
  .transform(Number);

const common = { deviceid: deviceIdSchema, playlistName, epgUrl: guideUrlSchema };

/** What a person submits on My List, in each of its three modes. */
export const playlistFormSchema = z
  .discriminatedUnion('mode', [
    objectOf({ mode: z.literal('m3u'), ...common, m3uUrl: m3uLink, hidePlaylistInfo: z.boolean() }),
    objectOf({
      mode: z.literal('xtream'),
      ...common,
      host: hostUrl,
      username,
      password,
      hidePlaylistInfo: z.boolean(),
    }),
    objectOf({ mode: z.literal('code'), ...common, hostCode, username, password }),
  ])
  .transform((form): PlaylistSubmission => {
    const base = { deviceid: form.deviceid, playlistName: form.playlistName, epgUrl: form.epgUrl };
    switch (form.mode) {
      case 'm3u':
        return { ...base, mode: 'm3u', ...form.m3uUrl, hidePlaylistInfo: form.hidePlaylistInfo };
      case 'xtream':
        return {
          ...base,
          mode: 'xtream',
          host: form.host,
          username: form.username,
          password: form.password,
          hidePlaylistInfo: form.hidePlaylistInfo,
        };
      case 'code':
        return {
          ...base,
          mode: 'code',
          hostCode: form.hostCode,
          username: form.username,
          password: form.password,
          hidePlaylistInfo: true,
        };
    }
  });

export type PlaylistFormValues = z.input<typeof playlistFormSchema>;

/** A valid submission, whatever the mode it was typed in. */
export type PlaylistSubmission = {
  deviceid: string;
  playlistName: string;
  username: string;
  password: string;
  hidePlaylistInfo: boolean;
  /** The programme guide's address; null for none. */
  epgUrl: string | null;
} & ({ mode: 'm3u' | 'xtream'; host: string } | { mode: 'code'; hostCode: number });

/** The body of `POST /api/playlist_v3`, as the spec defines it. */
export interface PlaylistPayload {
  query: {
    url?: string;
    host_code?: number;
    username: string;
    password: string;
    playlistName: string;
    deviceid: string;
    hide_playlist_info: boolean;
    epg_url?: string;
  };
}

export function toPlaylistPayload(submission: PlaylistSubmission): PlaylistPayload {
  const { deviceid, playlistName, username, password, hidePlaylistInfo, epgUrl } = submission;
  const target = submission.mode === 'code' ? { host_code: submission.hostCode } : { url: submission.host };
  return {
    query: {
      ...target,
      username,
      password,
      playlistName,
      deviceid,
      hide_playlist_info: hidePlaylistInfo,
      ...(epgUrl === null ? {} : { epg_url: epgUrl }),
    },
  };
}

const wireHostCode = z
  .union(
    [
      z
        .number()
        .int({ error: keys.hostCodeInvalid })
        .min(100_000, { error: keys.hostCodeInvalid })
        .max(999_999, { error: keys.hostCodeInvalid }),
      z
        .string()
        .regex(/^[1-9]\d{5}$/)
        .transform(Number),
    ],
    {
      error: keys.hostCodeInvalid,
    },
  )
  .optional();

/**
 * Reads `POST /api/playlist_v3` on the server with the browser's rules: a host code means code mode (and
 * hidden playlist info); otherwise the URL must be a host: an http(s) address with a dotted host name, an
 * optional port, and no path, query or credentials.
 */
export const playlistPayloadSchema = z
  .object({
    query: objectOf({
      url: z
        .string({ error: keys.hostUrlInvalid })
        .refine(...allowedCharacters())
        .max(2048, { error: keys.maxLength })
        .meta({ pattern: textPattern() })
        .optional(),
      host_code: wireHostCode,
      username,
      password,
      playlistName,
      deviceid: deviceIdSchema,
      hide_playlist_info: z.boolean({ error: keys.invalidType }),
      epg_url: guideUrlSchema,
    }).meta({
      description:
        'A `host_code` (code mode: the playlist details are hidden and `url` is not read), or else a `url` that is a host.',
      oneOf: [
        { required: ['host_code'] },
        {
          required: ['url'],
          properties: {
            url: { pattern: hostPattern, description: hostDescription },
            host_code: false,
          },
        },
      ],
    }),
  })
  .transform(({ query }, context): PlaylistSubmission => {
    const base = {
      deviceid: query.deviceid,
      playlistName: query.playlistName,
      username: query.username,
      password: query.password,
      epgUrl: query.epg_url ?? null,
    };
    if (query.host_code !== undefined) {
      return { ...base, mode: 'code', hostCode: query.host_code, hidePlaylistInfo: true };
    }
    if (!query.url?.trim()) {
      context.addIssue({ code: 'custom', message: keys.hostRequired, path: ['query', 'url'] });
      return z.NEVER;
    }
    const host = normaliseHost(query.url);
    if (host === null) {
      context.addIssue({ code: 'custom', message: notAHostKey(query.url), path: ['query', 'url'] });
      return z.NEVER;
    }
    return { ...base, mode: 'xtream', host, hidePlaylistInfo: query.hide_playlist_info };
  });

/** The body of `POST /api/checkHostCode`. */
export const hostCodeCheckSchema = objectOf({ host_code: wireHostCode.unwrap() });

export const playlistFormats = ['m3u', 'xtream'] as const;
export type PlaylistFormat = (typeof playlistFormats)[number];

const notes = z
  .string({ error: keys.invalidType })
  .trim()
  .refine(...allowedCharacters({ multiline: true }))
  .max(2000, { error: keys.maxLength })
  .meta({ pattern: textPattern({ multiline: true }) })
  .nullish()
  .transform((value) => value || null);

/** A field the form may send but that does not count. */
const ignored = z
  .unknown()
  .optional()
  .transform(() => undefined);

/** An empty or absent password keeps the stored one; anything else follows My List's password rule. */
const passwordOrKeep = z
  .preprocess((value) => (value === '' || value === null ? undefined : value), password.optional())
  .meta({
    type: ['string', 'null'],
    pattern: `^$|${textPattern({ required: true })}`,
    description: 'The password; empty, null or left out keeps the stored one',
  });

/**
 * A playlist as the dashboard creates and edits it (`POST` and `PUT /api/admin/playlists`), with My List's
 * rules and messages: an M3U link carrying username and password, or a host with username and password. When
 * editing (`passwordStored`), an empty password (or an M3U link without one) keeps the stored password.
 * Fields the record has but the form does not edit (`id`, `playlist_added_at`) are ignored.
 */
export function playlistRecordSchema({ passwordStored }: { passwordStored: boolean }) {
  const shared = {
    deviceid: deviceIdSchema,
    playlistName,
    hide_playlist_info: z.boolean({ error: keys.invalidType }),
    notes,
    epg_url: guideUrlSchema,
    locked: z.boolean({ error: keys.invalidType }).optional(),
  };
  return z
    .discriminatedUnion(
      'playlistFormat',
      [
        objectOf({
          playlistFormat: z.literal('m3u'),
          ...shared,
          m3uUrl: m3uLinkSchema({ requirePassword: !passwordStored }),
          // Editing shows the link without its password, and the password in a field of its own.
          password: passwordStored ? passwordOrKeep : ignored,
        }),
        objectOf({
          playlistFormat: z.literal('xtream'),
          ...shared,
          host: hostUrl,
          username,
          password: passwordStored ? passwordOrKeep : password,
        }),
      ],
      { error: keys.oneOf },
    )
    .transform((record): PlaylistRecordValues => {
      const common = {
        deviceid: record.deviceid,
        playlistName: record.playlistName,
        hidePlaylistInfo: record.hide_playlist_info,
        notes: record.notes,
        epgUrl: record.epg_url ?? null,
        locked: record.locked,
      };
      if (record.playlistFormat === 'm3u') {
        return {
          ...common,
          format: 'm3u',
          host: record.m3uUrl.host,
          m3uUrl: record.m3uUrl.linkWithoutPassword,
          username: record.m3uUrl.username,
          password: record.m3uUrl.password ?? record.password ?? null,
        };
      }
      return {
        ...common,
        format: 'xtream',
        host: record.host,
        m3uUrl: null,
        username: record.username,
        password: record.password ?? null,
      };
    });
}

/** A valid playlist of the dashboard; `password` is null when the stored one is kept. */
export interface PlaylistRecordValues {
  deviceid: string;
  playlistName: string;
  format: PlaylistFormat;
  host: string;
  /** The M3U link without its password; null for a host with username and password. */
  m3uUrl: string | null;
  username: string;
  password: string | null;
  hidePlaylistInfo: boolean;
  notes: string | null;
  /** The programme guide's address; null for none. */
  epgUrl: string | null;
  /**
   * Parental control: the TV asks for its PIN before playing it, and the web before deleting, replacing or
   * revealing it. Left out: not locked when adding, unchanged when editing.
   */
  locked: boolean | undefined;
}

/** The body of `POST /api/admin/playlists/mass-update-host`: both hosts follow the host rule. */
export const massHostUpdateSchema = objectOf({
  old_host: hostSchema,
  new_host: hostSchema,
  confirm: z.boolean({ error: keys.invalidType }).optional().default(false),
})
  .refine((body) => body.old_host !== body.new_host, {
    error: keys.sameHost,
    path: ['new_host'],
  })
  .meta({ description: '`new_host` is another host than `old_host` once both are normalised.' });

/** A playlist as a reseller's integration sends it: the validated body, with the host or the code it names. */
export type IntegrationPlaylist = {
  playlistName: string;
  username: string;
  password: string;
  hidePlaylistInfo: boolean;
  epgUrl: string | null;
} & ({ mode: 'host'; host: string } | { mode: 'code'; hostCode: number });

/**
 * The body of `POST /api/integration/v1/devices/{deviceid}/playlists`, with My List's rules and messages:
 * either `host` (the host rule) or `host_code`, never both. A code hides the playlist's details, as on My
 * List; with a host they are hidden unless `hide_playlist_info` is false.
 */
export const integrationPlaylistSchema = objectOf({
  playlistName,
  host: z
    .string({ error: keys.hostUrlInvalid })
    .refine(...allowedCharacters())
    .max(2048, { error: keys.maxLength })
    .meta({ pattern: hostPattern, description: hostDescription })
    .optional(),
  host_code: wireHostCode,
  username,
  password,
  hide_playlist_info: z.boolean({ error: keys.invalidType }).optional(),
  epg_url: guideUrlSchema,
})
  .meta({ oneOf: [{ required: ['host'] }, { required: ['host_code'] }] })
  .transform((body, context): IntegrationPlaylist => {
    const base = {
      playlistName: body.playlistName,
      username: body.username,
      password: body.password,
      epgUrl: body.epg_url ?? null,
    };
    if (body.host_code !== undefined) {
      if (body.host !== undefined) {
        context.addIssue({ code: 'custom', message: keys.oneOf, path: ['host'] });
        return z.NEVER;
      }
      return { ...base, mode: 'code', hostCode: body.host_code, hidePlaylistInfo: true };
    }
    if (!body.host?.trim()) {
      context.addIssue({ code: 'custom', message: keys.hostRequired, path: ['host'] });
      return z.NEVER;
    }
    const host = normaliseHost(body.host);
    if (host === null) {
      context.addIssue({ code: 'custom', message: notAHostKey(body.host), path: ['host'] });
      return z.NEVER;
    }
    return { ...base, mode: 'host', host, hidePlaylistInfo: body.hide_playlist_info ?? true };
  });
