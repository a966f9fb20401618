import type { ErrorBody } from '@vela/api-client';
import type { PlaylistInsertOutcome } from '../store/playlist-slots.ts';
import { errorTexts } from './error-text.ts';

/** Why a device did not take a playlist. */
export type PlaylistRefusal = Exclude<PlaylistInsertOutcome, 'added'>;

/** The HTTP statuses a refused playlist is answered with. */
export type PlaylistRefusalStatus = 403 | 404 | 409;

/**
 * The answer to a playlist a device did not take, the same for every channel that adds playlists (My List,
 * the integration API): 404 `device_not_found`; 403 `upload_protected` — the device exists, but its owner
 * allows uploads only from their dashboard, so this caller is not allowed, whatever it sends (403, not
 * 409: nothing the caller changes in the request helps); 409 `slots_full` — the device's state conflicts
 * until a playlist is removed.
 */
export function playlistRefusal(refusal: PlaylistRefusal): {
  status: PlaylistRefusalStatus;
  body: ErrorBody;
} {
  switch (refusal) {
    case 'device_not_found':
      return { status: 404, body: { error: errorTexts.deviceNotFound, code: 'device_not_found' } };
    case 'upload_protected':
      return { status: 403, body: { error: errorTexts.uploadProtected, code: 'upload_protected' } };
    case 'slots_full':
      return { status: 409, body: { error: errorTexts.slotsFull, code: 'slots_full' } };
  }
}
