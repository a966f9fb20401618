import { parseArgs } from 'node:util';
import { ApiError, createApiClient } from '@vela/api-client';
import { normaliseDeviceId } from '@vela/validation';

const usage = `Plays the TV app against a running server.

Usage:
  pnpm --filter @vela/api device register <device-id> [--brand NAME] [--os NAME] [--app-version V]
  pnpm --filter @vela/api device sync <device-id> --key <device-key>
  pnpm --filter @vela/api device can-play <device-id> --key <device-key> --host <http(s)://host[:port]>

Options:
  --url URL    the server (default http://localhost:8080)
  --json       print the API's answer as JSON
`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: 'string', default: 'http://localhost:8080' },
    key: { type: 'string' },
    host: { type: 'string' },
    brand: { type: 'string' },
    os: { type: 'string' },
    'app-version': { type: 'string' },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const [command, rawDeviceId] = positionals;
if (values.help || !command) {
  process.stdout.write(usage);
  process.exit(command || values.help ? 0 : 1);
}
const deviceid = normaliseDeviceId(rawDeviceId ?? '');
if (!deviceid) fail(`Give a device id like AA:BB:CC:DD:EE:FF.\n\n${usage}`);

const api = createApiClient({ baseUrl: values.url });
const print = (answer: unknown, human: () => string) =>
  process.stdout.write(values.json ? `${JSON.stringify(answer, null, 2)}\n` : `${human()}\n`);
const requireKey = () =>
  values.key ?? fail('This command needs --key (the device key printed at registration).');
const date = (iso: string | null) => (iso ? iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC') : 'none');

try {
  switch (command) {
    case 'register': {
      const answer = await api.device.register({
        deviceid,
        device_brand: values.brand,
        os: values.os,
        app_version: values['app-version'],
        app_name: 'device-cli',
      });
      print(answer, () =>
        [
          `Registered ${answer.deviceid}.`,
          answer.device_key
            ? `Device key (shown once): ${answer.device_key}`
            : 'Already registered: details updated.',
          `Trial until: ${date(answer.trial_expires_at)}`,
        ].join('\n'),
      );
      break;
    }
    case 'sync': {
      const answer = await api.device.sync({ deviceid, device_key: requireKey() });
      print(answer, () =>
        [
          `Device ${answer.deviceid}`,
          `Licence: ${answer.licence.plan}${answer.licence.lifetime_licence ? ' (lifetime player licence)' : ''}`,
          `Trial until: ${date(answer.licence.trial_expires_at)}`,
          `Privacy Mode: ${answer.licence.privacy_active ? `on until ${date(answer.licence.privacy_expires_at)}` : 'off'}`,
          `Playlists (${answer.playlists.length}):`,
          ...answer.playlists.map(
            (playlist) =>
              `  ${playlist.name}  ${playlist.hide_playlist_info ? '(details hidden)' : `${playlist.host} as ${playlist.username}`}`,
          ),
        ].join('\n'),
      );
      break;
    }
    case 'can-play': {
      const host = values.host ?? fail('can-play needs --host.');
      const answer = await api.device.canPlay({ deviceid, device_key: requireKey(), host });
      print(
        answer,
        () =>
          `${answer.allowed ? 'Allowed' : 'Not allowed'} (${answer.reason}); Privacy Mode ${answer.privacy_active ? 'on' : 'off'}`,
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
