/** The examples of the integration API's guide, one per thing a reseller's script does. */
export const exampleIds = [
  'setKey',
  'hosts',
  'slots',
  'addByHost',
  'addByCode',
  'idempotent',
  'list',
  'remove',
  'credits',
  'activate',
  'activations',
  'revokeActivation',
  'generateClient',
] as const;
export type ExampleId = (typeof exampleIds)[number];

/** Values that stand for the reseller's own: their key, a client's device, one of their playlists. */
const placeholders = {
  key: 'YOUR_API_KEY',
  deviceid: 'AA:BB:CC:DD:EE:FF',
  playlistId: 'PLAYLIST_ID',
  activationId: 'ACTIVATION_ID',
  host: 'http://line.example.com:8080',
  code: 123456,
} as const;

const quoted = (value: unknown) => `'${JSON.stringify(value)}'`;

/**
 * Ready-to-run curl commands against the server at `origin` (the dashboard's own), with the key read from
 * the `VELA_API_KEY` variable that the first example sets; and the command that generates a typed client from
 * the server's OpenAPI description.
 */
export function curlExamples(origin: string): Record<ExampleId, string> {
  const base = `${origin}/api/integration/v1`;
  const device = `${base}/devices/${placeholders.deviceid}`;
  const auth = '  -H "Authorization: Bearer $VELA_API_KEY"';
  const json = '  -H "Content-Type: application/json"';
  const account = { username: 'client1', password: 'client-password' };
  const get = (url: string) => [`curl -s "${url}" \\`, auth].join('\n');
  const post = (body: object, headers: string[] = []) =>
    [
      `curl -s -X POST "${device}/playlists" \\`,
      `${auth} \\`,
      `${json} \\`,
      ...headers,
      `  -d ${quoted(body)}`,
    ].join('\n');
  return {
    setKey: `export VELA_API_KEY='${placeholders.key}'`,
    hosts: get(`${base}/hosts`),
    slots: get(`${device}/slots`),
    addByHost: post({ playlistName: 'Living room', host: placeholders.host, ...account }),
    addByCode: post({ playlistName: 'Living room', host_code: placeholders.code, ...account }),
    idempotent: post({ playlistName: 'Living room', host_code: placeholders.code, ...account }, [
      '  -H "Idempotency-Key: order-1001-living-room" \\',
    ]),
    list: get(`${device}/playlists`),
    remove: [`curl -s -X DELETE "${device}/playlists/${placeholders.playlistId}" \\`, auth].join('\n'),
    credits: get(`${base}/credits`),
    activate: [
      `curl -s -X POST "${base}/activations" \\`,
      `${auth} \\`,
      `${json} \\`,
      '  -H "Idempotency-Key: order-1001-activation" \\',
      `  -d ${quoted({ device_id: placeholders.deviceid, tier: 'premium', note: 'Order 1001' })}`,
    ].join('\n'),
    activations: get(`${base}/activations?device_id=${placeholders.deviceid}`),
    revokeActivation: [
      `curl -s -X POST "${base}/activations/${placeholders.activationId}/revoke" \\`,
      auth,
    ].join('\n'),
    generateClient: `npx openapi-typescript "${origin}/api/openapi.json" -o vela-api.d.ts`,
  };
}

/** The refusals a script may meet, by HTTP status, in the order the guide lists them. */
export const documentedErrors = [
  [401, 'api_key_missing'],
  [401, 'api_key_invalid'],
  [401, 'api_key_revoked'],
  [401, 'api_key_expired'],
  [403, 'not_a_reseller'],
  [403, 'host_not_allowed'],
  [403, 'upload_protected'],
  [403, 'credits_frozen'],
  [404, 'device_not_found'],
  [404, 'not_found'],
  [409, 'slots_full'],
  [409, 'already_licensed'],
  [409, 'insufficient_credits'],
  [409, 'revoke_window_over'],
  [409, 'activation_revoked'],
  [409, 'licence_changed'],
  [422, 'idempotency_key_reused'],
  [429, 'rate_limited'],
] as const;
