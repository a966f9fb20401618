import { z } from 'zod';
import { deviceKeySchema } from './device-app.ts';
import { deviceIdSchema } from './device-id.ts';
import { objectOf, typeError } from './fields.ts';
import { validationKeys as keys } from './messages.ts';

/**
 * What the TV found when it loaded a playlist: it played (`ok`), the server refused the username and
 * password (`auth_failed`), the server did not answer (`unreachable`), or it answered something that is
 * not a playlist (`bad_format`).
 */
export const playlistStatusKinds = ['ok', 'auth_failed', 'unreachable', 'bad_format'] as const;
export type PlaylistStatusKind = (typeof playlistStatusKinds)[number];

/** The kinds of failure, in the order screens list them. */
export const playlistFailureKinds = [
  'auth_failed',
  'unreachable',
  'bad_format',
] as const satisfies readonly Exclude<PlaylistStatusKind, 'ok'>[];
export type PlaylistFailureKind = (typeof playlistFailureKinds)[number];

const uuid = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** A playlist's id as `/api/app/sync` gives it to the TV. */
export const playlistIdSchema = z
  .string({ error: typeError })
  .trim()
  .min(1, { error: keys.required })
  .max(64, { error: keys.pattern })
  .regex(uuid, { error: keys.pattern })
  .meta({ format: 'uuid' })
  .transform((id) => id.toLowerCase());

/** An instant with its offset (`2026-05-01T08:00:00Z`, `2026-05-01T10:00:00+02:00`), read as a `Date`. */
const instantSchema = z
  .string({ error: typeError })
  .trim()
  .max(64, { error: keys.pattern })
  .pipe(z.iso.datetime({ offset: true, error: keys.pattern }))
  .meta({ format: 'date-time', pattern: z.regexes.datetime({ offset: true }).source })
  .transform((text) => new Date(text))
  .refine((date) => !Number.isNaN(date.getTime()), { error: keys.pattern });

/**
 * `POST /api/app/playlist-status`: the result of loading one of the device's playlists, and when the TV
 * loaded it. The server keeps the latest per playlist; a time in the future counts as now.
 */
export const playlistStatusReportSchema = objectOf({
  deviceid: deviceIdSchema,
  device_key: deviceKeySchema,
  playlist_id: playlistIdSchema,
  status: z.enum(playlistStatusKinds, { error: keys.oneOf }),
  checked_at: instantSchema,
});

export type PlaylistStatusReport = z.output<typeof playlistStatusReportSchema>;
export type PlaylistStatusReportInput = z.input<typeof playlistStatusReportSchema>;
