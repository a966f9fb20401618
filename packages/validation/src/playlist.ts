import { z } from 'zod';
import { deviceIdSchema } from './device-id.ts';
import { allowedCharacters, objectOf, requiredText } from './fields.ts';
import { httpOrigin, normaliseHost } from './host.ts';
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
  .refine((value) => value.trim().length > 0, { error: keys.passwordRequired });

/** An M3U link: its origin is the host, and it must carry the account's username and password. */
const m3uLink = z
  .string({ error: keys.m3uRequired })
  .trim()
  .refine(...allowedCharacters())
  .min(1, { error: keys.m3uRequired })
  .max(2048, { error: keys.maxLength })
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
    const linkPassword = url.searchParams.get('password');
    if (!linkUsername || !linkPassword) {
      context.addIssue({ code: 'custom', message: keys.m3uMissingCredentials });
      return z.NEVER;
    }
    return { host: origin, username: linkUsername, password: linkPassword };
  });

const hostUrl = z
  .string({ error: keys.hostRequired })
  .trim()
  .refine(...allowedCharacters())
  .min(1, { error: keys.hostRequired })
  .max(2048, { error: keys.maxLength })
  .transform((value, context) => {
    // A path, query or credentials would be silently dropped by taking the origin: refuse them instead.
    const host = normaliseHost(value);
    if (host === null) {
      context.addIssue({ code: 'custom', message: keys.hostUrlInvalid });
      return z.NEVER;
    }
    return host;
  });

const hostCode = z
  .string({ error: keys.hostCodeInvalid })
  .trim()
  .regex(/^[1-9]\d{5}$/, { error: keys.hostCodeInvalid })
  .transform(Number);

const common = { deviceid: deviceIdSchema, playlistName };

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
    const base = { deviceid: form.deviceid, playlistName: form.playlistName };
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
  };
}

export function toPlaylistPayload(submission: PlaylistSubmission): PlaylistPayload {
  const { deviceid, playlistName, username, password, hidePlaylistInfo } = submission;
  const target = submission.mode === 'code' ? { host_code: submission.hostCode } : { url: submission.host };
  return {
    query: { ...target, username, password, playlistName, deviceid, hide_playlist_info: hidePlaylistInfo },
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
        .optional(),
      host_code: wireHostCode,
      username,
      password,
      playlistName,
      deviceid: deviceIdSchema,
      hide_playlist_info: z.boolean({ error: keys.invalidType }),
    }),
  })
  .transform(({ query }, context): PlaylistSubmission => {
    const base = {
      deviceid: query.deviceid,
      playlistName: query.playlistName,
      username: query.username,
      password: query.password,
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
      context.addIssue({ code: 'custom', message: keys.hostUrlInvalid, path: ['query', 'url'] });
      return z.NEVER;
    }
    return { ...base, mode: 'xtream', host, hidePlaylistInfo: query.hide_playlist_info };
  });

/** The body of `POST /api/checkHostCode`. */
export const hostCodeCheckSchema = objectOf({ host_code: wireHostCode.unwrap() });
