import type { PlaylistStatusKind } from '@vela/validation';

/**
 * A playlist in the dashboard (`/api/admin/playlists`). Its password never travels with it. When `hidden`,
 * whoever added it hid its details from the device's owner: format, host, link, username and notes are null.
 */
export interface AdminPlaylist {
  id: string;
  /** The canonical id of the device it belongs to. */
  deviceid: string;
  playlistName: string;
  /** Null when hidden. */
  playlistFormat: 'm3u' | 'xtream' | null;
  /** Null when hidden. */
  host: string | null;
  /** An M3U playlist's link, without its password; null for a host with username and password, or hidden. */
  m3uUrl: string | null;
  /** Null when hidden. */
  username: string | null;
  hide_playlist_info: boolean;
  notes: string | null;
  /**
   * The details are hidden from the caller: the device's owner, when somebody else added the playlist with
   * `hide_playlist_info`. Such a playlist may be deleted, not edited, and its password is not revealed.
   */
  hidden: boolean;
  playlist_added_at: string;
  /** What the TV found the last time it loaded the playlist; null until it reports. */
  last_status: PlaylistStatusKind | null;
  /** When the TV last loaded it, as it reported (never later than the server's clock). */
  last_checked_at: string | null;
}

/** `POST /api/admin/playlists/{id}/reveal-password`. */
export interface RevealedPlaylistPassword {
  password: string;
}

/** One entry of `GET /api/admin/playlists/hosts`. */
export interface PlaylistHostInUse {
  host: string;
  playlists: number;
  devices: number;
}

/** What a mass host update would change (`confirm: false`). */
export interface MassHostUpdatePreview {
  old_host: string;
  new_host: string;
  matched: number;
  devices: number;
  /** Operators only (their update spans every customer): how many owners the matched devices have. */
  customers?: number;
  /** `owner` (the owner's e-mail, null for an unclaimed device) only in an operator's preview. */
  samples: { id: string; playlistName: string; deviceid: string; owner?: string | null }[];
}

/** What a mass host update changed (`confirm: true`); `update_id` undoes it, null when nothing matched. */
export interface MassHostUpdateResult {
  update_id: string | null;
  old_host: string;
  new_host: string;
  updated: number;
  devices: number;
}

/** `POST /api/admin/playlists/mass-update-host/{update_id}/undo`. */
export interface MassHostUndoResult {
  update_id: string;
  restored: number;
}

/**
 * One past host move of the caller's, from `GET .../mass-update-host/history`: what moved where and when, and
 * whether it was undone (`undone_at`, with how many playlists went back). A move not undone can be undone.
 */
export interface MassHostMove {
  update_id: string;
  old_host: string;
  new_host: string;
  updated: number;
  devices: number;
  moved_at: string;
  undone_at: string | null;
  restored: number | null;
}
