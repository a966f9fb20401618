import type { PlaylistFailureKind, PlaylistStatusKind } from '@vela/validation';

/** `POST /api/app/playlist-status`: what the server keeps as the playlist's last status after the report. */
export interface PlaylistStatusRecorded {
  playlist_id: string;
  status: PlaylistStatusKind;
  checked_at: string;
  /** False when the server already held a later report, which stays. */
  recorded: boolean;
}

/**
 * One address of a whitelist entry in `GET /api/admin/host-health`: how many clients (distinct devices)
 * loaded a playlist from it fine, and how many failed and how, in the last 24 hours.
 */
export interface HostHealth {
  /** The address itself. */
  id: string;
  host: string;
  ok_clients: number;
  /** Clients with at least one failure of any kind. */
  failed_clients: number;
  auth_failed_clients: number;
  unreachable_clients: number;
  bad_format_clients: number;
  /** When the last report about this address arrived, whenever that was; null if none ever did. */
  last_report_at: string | null;
  /** More clients failed than loaded it fine. */
  flagged: boolean;
}

/**
 * One client whose TV failed on a host in `GET /api/admin/host-clients`: the device, as the Clients screen
 * names it, the host, and the kind and time of its latest failure there in the last 24 hours.
 */
export interface HostClient {
  /** Device id and host, one row each. */
  id: string;
  device_id: string;
  /** The TV's name, for its owner and operators only; null otherwise. */
  name: string | null;
  host: string;
  status: PlaylistFailureKind;
  failed_at: string;
  /** The device's playlists that failed on the host. */
  playlists: number;
}
