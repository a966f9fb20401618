import type { RouteHandler } from '@hono/zod-openapi';
import type { ErrorBody } from '@vela/api-client';
import type { AppDeps } from '../../deps.ts';
import { errorTexts } from '../../http/error-text.ts';
import { rateLimited } from '../../http/limits.ts';
import { playlistRefusal } from '../../http/playlist-refusals.ts';
import { findHostByCode } from '../../store/whitelist.ts';
import type { checkHostCodeRoute, playlistRoute } from './playlists.routes.ts';

export function playlistHandler({
  database,
  hotPaths,
  playlistCipher,
  limits,
  metrics,
}: AppDeps): RouteHandler<typeof playlistRoute> {
  return async (c) => {
    const submission = c.req.valid('json');
    const wait = await limits.device('playlist_v3', submission.deviceid);
    if (wait) return rateLimited(c, wait);
    let host: string;
    let whitelistHostId: string | null = null;
    let reseller: string | null = null;
    if (submission.mode === 'code') {
      const whitelisted = await findHostByCode(database.db, submission.hostCode);
      if (!whitelisted) {
        return c.json({ error: errorTexts.hostCodeUnknown, code: 'invalid_code' } satisfies ErrorBody, 404);
      }
      if (!whitelisted.active) {
        return c.json(
          { error: errorTexts.hostCodeSuspended, code: 'host_code_suspended' } satisfies ErrorBody,
          403,
        );
      }
      host = whitelisted.host;
      whitelistHostId = whitelisted.id;
      reseller = whitelisted.ownerId;
    } else {
      host = submission.host;
    }
    const outcome = await hotPaths.insertPlaylistForDevice({
      deviceId: submission.deviceid,
      name: submission.playlistName,
      host,
      whitelistHostId,
      username: submission.username,
      passwordEncrypted: playlistCipher.encrypt(submission.password),
      hidePlaylistInfo: submission.hidePlaylistInfo,
      epgUrl: submission.epgUrl,
      addedVia: reseller ? 'code' : 'mylist',
      addedBy: reseller,
    });
    if (outcome !== 'added') {
      const { status, body } = playlistRefusal(outcome);
      return c.json(body, status);
    }
    metrics.playlistsAdded('my_list');
    return c.json(
      { message: `Playlist "${submission.playlistName}" was added to device ${submission.deviceid}.` },
      200,
    );
  };
}

export function checkHostCodeHandler({ database }: AppDeps): RouteHandler<typeof checkHostCodeRoute> {
  return async (c) => {
    const { host_code } = c.req.valid('json');
    // A suspended code is no code to the public: nothing says whose it was.
    return c.json({ exists: (await findHostByCode(database.db, host_code))?.active === true }, 200);
  };
}
