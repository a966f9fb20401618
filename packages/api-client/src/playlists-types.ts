import type { components } from './generated/openapi.ts';

type Schemas = components['schemas'];

/**
 * A playlist in the dashboard (`/api/admin/playlists`). Its password never travels with it. When `hidden`,
 * whoever added it hid its details from the device's owner: format, host, link, username and notes are null.
 */
export type AdminPlaylist = Schemas['AdminPlaylist'];

/** `POST /api/admin/playlists/{id}/reveal-password`. */
export type RevealedPlaylistPassword = Schemas['RevealedPlaylistPassword'];

/** One entry of `GET /api/admin/playlists/hosts`. */
export type PlaylistHostInUse = Schemas['PlaylistHostsInUse'][number];

/** What a mass host update would change (`confirm: false`). */
export type MassHostUpdatePreview = Schemas['MassHostUpdatePreview'];

/** What a mass host update changed (`confirm: true`); `update_id` undoes it, null when nothing matched. */
export type MassHostUpdateResult = Schemas['MassHostUpdateResult'];

/** `POST /api/admin/playlists/mass-update-host/{update_id}/undo`. */
export type MassHostUndoResult = Schemas['MassHostUndoResult'];

/**
 * One past host move of the caller's, from `GET .../mass-update-host/history`: what moved where and when, and
 * whether it was undone (`undone_at`, with how many playlists went back). A move not undone can be undone.
 */
export type MassHostMove = Schemas['MassHostMove'];
