import integrationTexts from '@vela/locales/en/integration.json';
import { describe, expect, it } from 'vitest';
import { curlExamples, documentedErrors, exampleIds } from './curl-examples.ts';

describe('the curl examples of the integration guide', () => {
  const examples = curlExamples('https://panel.example.com');

  it('call every endpoint on the given origin with the key from the environment', () => {
    expect(Object.keys(examples)).toEqual([...exampleIds]);
    const base = 'https://panel.example.com/api/integration/v1';
    expect(examples.hosts).toContain(`"${base}/hosts"`);
    expect(examples.slots).toContain(`"${base}/devices/AA:BB:CC:DD:EE:FF/slots"`);
    expect(examples.list).toContain(`"${base}/devices/AA:BB:CC:DD:EE:FF/playlists"`);
    expect(examples.addByCode).toContain(`-X POST "${base}/devices/AA:BB:CC:DD:EE:FF/playlists"`);
    expect(examples.remove).toContain(`-X DELETE "${base}/devices/AA:BB:CC:DD:EE:FF/playlists/PLAYLIST_ID"`);
    expect(examples.credits).toContain(`"${base}/credits"`);
    expect(examples.activate).toContain(`-X POST "${base}/activations"`);
    expect(examples.activations).toContain(`"${base}/activations?device_id=AA:BB:CC:DD:EE:FF"`);
    expect(examples.revokeActivation).toContain(`-X POST "${base}/activations/ACTIVATION_ID/revoke"`);
    for (const id of exampleIds.filter((id) => id !== 'setKey' && id !== 'generateClient')) {
      expect(examples[id]).toContain('-H "Authorization: Bearer $VELA_API_KEY"');
    }
    expect(examples.setKey).toBe("export VELA_API_KEY='YOUR_API_KEY'");
  });

  it("generate a typed client from the same server's OpenAPI description", () => {
    expect(examples.generateClient).toBe(
      'npx openapi-typescript "https://panel.example.com/api/openapi.json" -o vela-api.d.ts',
    );
  });

  it('send bodies the API reads, and an Idempotency-Key where the guide explains it', () => {
    const bodyOf = (command: string) => JSON.parse(command.match(/-d '(.+)'$/)?.[1] ?? 'null') as object;
    expect(bodyOf(examples.addByHost)).toEqual({
      playlistName: 'Living room',
      host: 'http://line.example.com:8080',
      username: 'client1',
      password: 'client-password',
    });
    expect(bodyOf(examples.addByCode)).toMatchObject({ host_code: 123456 });
    expect(examples.idempotent).toContain('-H "Idempotency-Key: order-1001-living-room"');
    expect(examples.addByCode).not.toContain('Idempotency-Key');
    expect(bodyOf(examples.activate)).toEqual({
      device_id: 'AA:BB:CC:DD:EE:FF',
      tier: 'premium',
      note: 'Order 1001',
    });
    expect(examples.activate).toContain('-H "Idempotency-Key: order-1001-activation"');
  });

  it('list only error codes the guide explains', () => {
    for (const [, code] of documentedErrors) expect(integrationTexts.apiErrors).toHaveProperty(code);
  });
});
