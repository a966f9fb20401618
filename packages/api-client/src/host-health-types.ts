import type { components } from './generated/openapi.ts';

type Schemas = components['schemas'];

/** `POST /api/app/playlist-status`: what the server keeps as the playlist's last status after the report. */
export type PlaylistStatusRecorded = Schemas['PlaylistStatusRecorded'];

/**
 * One address of a whitelist entry in `GET /api/admin/host-health`: how many clients (distinct devices)
 * loaded a playlist from it fine, and how many failed and how, in the last 24 hours.
 */
export type HostHealth = Schemas['HostHealth'];

/**
 * One client whose TV failed on a host in `GET /api/admin/host-clients`: the device, as the Clients screen
 * names it, the host, and the kind and time of its latest failure there in the last 24 hours.
 */
export type HostClient = Schemas['HostClient'];
