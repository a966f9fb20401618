import { parseArgs } from 'node:util';
import { ApiError, createApiClient, type DevicePlaylist } from '@vela/api-client';
import {
  macAddressSchema,
  normaliseDeviceId,
  type PlaylistStatusKind,
  playlistStatusKinds,
} from '@vela/validation';

const usage = `Plays the TV app against a running server.

Usage:
  pnpm --filter @vela/api device register [--brand NAME] [--os NAME] [--app-version V] [--mac MAC]
  pnpm --filter @vela/api device update <device-id> --key <device-key> [--brand NAME] [--os NAME] [--app-version V]
  pnpm --filter @vela/api device sync <device-id> --key <device-key>
  pnpm --filter @vela/api device can-play <device-id> --key <device-key> --host <http(s)://host[:port]>
  pnpm --filter @vela/api device pairing-code <device-id> --key <device-key>
  pnpm --filter @vela/api device reset <device-id> --key <device-key>
  pnpm --filter @vela/api device report-status <device-id> --key <device-key> --playlist <playlist-id>
      --status ok|auth_failed|unreachable|bad_format [--checked-at ISO-8601]

register creates a new device: the server picks its id and prints it with the device key (shown once).
reset does what the TV's reset does: the device leaves its owner's account (who is told by e-mail) and loses
its playlists, pairing code and upload protection; its licence stays.
report-status tells the server what the TV found when it loaded a playlist (sync lists the playlists' ids);
--checked-at defaults to now.

Options:
  --url URL    the server (default http://localhost:8080)
  --json       print the API's answer as JSON
`;

const options = {
  url: { type: 'string', default: 'http://localhost:8080' },
  key: { type: 'string' },
  host: { type: 'string' },
  playlist: { type: 'string' },
  status: { type: 'string' },
  'checked-at': { type: 'string' },
  brand: { type: 'string' },
  os: { type: 'string' },
  'app-version': { type: 'string' },
  mac: { type: 'string' },
  json: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

/**
 * Device keys are base64url and may start with '-', which parseArgs reads as another option after `--key`.
 * An option that takes a value takes the next argument whatever it looks like, as `--key=VALUE` would.
 */
const given = process.argv.slice(2);
const args: string[] = [];
for (let index = 0; index < given.length; index += 1) {
  const arg = given[index] as string;
  const takesValue = arg.startsWith('--') && options[arg.slice(2) as keyof typeof options]?.type === 'string';
  if (takesValue && index + 1 < given.length) {
    index += 1;
    args.push(`${arg}=${given[index]}`);
  } else args.push(arg);
}

const { values, positionals } = parseArgs({ args, allowPositionals: true, options });

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const [command, rawDeviceId] = positionals;
if (values.help || !command) {
  process.stdout.write(usage);
  process.exit(command || values.help ? 0 : 1);
}
/** The device id the command names; every command but register needs one. */
const requireDeviceId = () =>
  normaliseDeviceId(rawDeviceId ?? '') ?? fail(`Give a device id like AA:BB:CC:DD:EE:FF.\n\n${usage}`);

const api = createApiClient({ baseUrl: values.url });
const print = (answer: unknown, human: () => string) =>
  process.stdout.write(values.json ? `${JSON.stringify(answer, null, 2)}\n` : `${human()}\n`);
const requireKey = () =>
  values.key ?? fail('This command needs --key (the device key printed at registration).');
/** What the app reports about itself, from the options. */
const reported = () => ({
  device_brand: values.brand,
  os: values.os,
  app_version: values['app-version'],
  app_name: 'device-cli',
});
/** A playlist's guide as the TV takes it; a hidden playlist's address is not printed, as its host is not. */
const guideText = (playlist: DevicePlaylist) =>
  playlist.epg_url && !playlist.hide_playlist_info ? playlist.epg_url : playlist.epg_source;
const date = (iso: string | null) => (iso ? iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC') : 'none');

try {
  switch (command) {
    case 'register': {
      const mac = macAddressSchema.safeParse(values.mac);
      if (!mac.success) fail(`Give --mac as a MAC address like AA:BB:CC:DD:EE:FF, not '${values.mac}'.`);
      const answer = await api.device.register({ ...reported(), mac_address: mac.data });
      print(answer, () =>
        [
          `Registered ${answer.deviceid}.`,
          `Device key (shown once): ${answer.device_key}`,
          `Trial until: ${date(answer.trial_expires_at)}`,
        ].join('\n'),
      );
      break;
    }
    case 'update': {
      const answer = await api.device.register({
        deviceid: requireDeviceId(),
        device_key: requireKey(),
        ...reported(),
      });
      print(answer, () => `Updated ${answer.deviceid}.\nTrial until: ${date(answer.trial_expires_at)}`);
      break;
    }
    case 'pairing-code': {
      const answer = await api.device.pairingCode({ deviceid: requireDeviceId(), device_key: requireKey() });
      print(answer, () =>
        [
          `Pairing code: ${answer.code} (until ${date(answer.expires_at)})`,
          `Claim it at: ${answer.claim_url}`,
        ].join('\n'),
      );
      break;
    }
    case 'reset': {
      const answer = await api.device.reset({ deviceid: requireDeviceId(), device_key: requireKey() });
      print(answer, () =>
        [
          `Reset ${answer.deviceid}: it belongs to no account and has no playlists.`,
          `Licence: ${answer.licence.plan}${answer.licence.lifetime_licence ? ' (lifetime player licence)' : ''}`,
        ].join('\n'),
      );
      break;
    }
    case 'sync': {
      const answer = await api.device.sync({ deviceid: requireDeviceId(), device_key: requireKey() });
      print(answer, () =>
        [
          `Device ${answer.deviceid}`,
          `Licence: ${answer.licence.plan}${answer.licence.lifetime_licence ? ' (lifetime player licence)' : ''}`,
          `Trial until: ${date(answer.licence.trial_expires_at)}`,
          `Privacy Mode: ${answer.licence.privacy_active ? `on until ${date(answer.licence.privacy_expires_at)}` : 'off'}`,
          `Playlists (${answer.playlists.length}):`,
          ...answer.playlists.map(
            (playlist) =>
              `  ${playlist.name}  ${playlist.hide_playlist_info ? '(details hidden)' : `${playlist.host} as ${playlist.username}`}  guide: ${guideText(playlist)}  [${playlist.id}]`,
          ),
        ].join('\n'),
      );
      break;
    }
    case 'can-play': {
      const host = values.host ?? fail('can-play needs --host.');
      const answer = await api.device.canPlay({
        deviceid: requireDeviceId(),
        device_key: requireKey(),
        host,
      });
      print(
        answer,
        () =>
          `${answer.allowed ? 'Allowed' : 'Not allowed'} (${answer.reason}); Privacy Mode ${answer.privacy_active ? 'on' : 'off'}`,
      );
      break;
    }
    case 'report-status': {
      const playlistId = values.playlist ?? fail('report-status needs --playlist (an id that sync lists).');
      const status = values.status as PlaylistStatusKind | undefined;
      if (!status || !playlistStatusKinds.includes(status)) {
        fail(`report-status needs --status, one of ${playlistStatusKinds.join(', ')}.`);
      }
      const answer = await api.device.reportPlaylistStatus({
        deviceid: requireDeviceId(),
        device_key: requireKey(),
        playlist_id: playlistId,
        status,
        checked_at: values['checked-at'] ?? new Date().toISOString(),
      });
      print(answer, () =>
        answer.recorded
          ? `Reported ${answer.status} for playlist ${answer.playlist_id}, checked ${date(answer.checked_at)}.`
          : `Not recorded: the server already holds a later report (${answer.status}, checked ${date(answer.checked_at)}).`,
      );
      break;
    }
    default:
      fail(`Unknown command ${command}.\n\n${usage}`);
  }
} catch (error) {
  if (error instanceof ApiError) fail(`The server refused: ${error.message} (${error.code})`);
  throw error;
}
