import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema.ts';
import { accountEnv, type Browser, mailTo, signedInBrowser, signedInDemo } from './accounts.ts';
import {
  claimNewDevice,
  devicePath,
  engines,
  idsOf,
  postJson,
  startTestServer,
  type TestServer,
} from './harness.ts';

const searchPath = (q: string) =>
  `/api/admin/devices?filter=${encodeURIComponent(JSON.stringify({ q }))}&range=${encodeURIComponent('[0,24]')}`;

describe.each(engines)('named TVs on $name', (engine) => {
  let server: TestServer;
  let ann: Browser;
  let annEmail: string;
  let bob: Browser;

  beforeAll(async () => {
    server = await startTestServer(engine, { ...accountEnv, RATE_LIMIT_PUBLIC: '0', RATE_LIMIT_DEVICE: '0' });
    ({ browser: ann, email: annEmail } = await signedInBrowser(server.url));
    bob = (await signedInBrowser(server.url)).browser;
  });
  afterAll(() => server?.stop());

  it('lets the owner name a TV and keep a note, trimmed, audited, and found by its name', async () => {
    const tv = await claimNewDevice(server.url, ann);
    const other = await claimNewDevice(server.url, ann);
    const named = await ann.request('PATCH', devicePath(tv.deviceid), {
      name: '  Wohnzimmer Süd ',
      note: 'By the window\nupstairs',
    });
    expect(named.status).toBe(200);
    expect(named.body).toMatchObject({
      id: tv.deviceid,
      name: 'Wohnzimmer Süd',
      note: 'By the window\nupstairs',
    });

    // A field left out stays; one given empty is cleared.
    const noteOnly = await ann.request('PATCH', devicePath(tv.deviceid), { note: '' });
    expect(noteOnly.body).toMatchObject({ name: 'Wohnzimmer Süd', note: null });

    expect(idsOf((await ann.get(searchPath('wohnzimmer'))).body)).toEqual([tv.deviceid]);
    expect(idsOf((await ann.get(searchPath(tv.deviceid.slice(-5)))).body)).toContain(tv.deviceid);
    expect(idsOf((await ann.get(searchPath('Kitchen'))).body)).toEqual([]);
    expect((await ann.get(devicePath(other.deviceid))).body).toMatchObject({ name: null, note: null });

    const audit = await server.database.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'device.rename'), eq(schema.auditLog.entityId, tv.deviceid)));
    expect(audit).toHaveLength(2);
    expect(audit.map((entry) => entry.after)).toContainEqual({
      name: 'Wohnzimmer Süd',
      note: 'By the window\nupstairs',
    });
  });

  it('refuses another account and the operator with 404, and bad names with a translatable 400', async () => {
    const tv = await claimNewDevice(server.url, ann);
    await ann.request('PATCH', devicePath(tv.deviceid), { name: 'Living room' });

    const byBob = await bob.request('PATCH', devicePath(tv.deviceid), { name: 'Mine now' });
    expect(byBob.status).toBe(404);
    expect(byBob.body).toMatchObject({ code: 'device_not_found' });
    expect(idsOf((await bob.get(searchPath('Living'))).body)).toEqual([]);

    const operator = await signedInDemo(server.url, 'operator');
    expect((await operator.get(devicePath(tv.deviceid))).body).toMatchObject({ name: 'Living room' });
    expect(idsOf((await operator.get(searchPath('living room'))).body)).toContain(tv.deviceid);
    expect((await operator.request('PATCH', devicePath(tv.deviceid), { name: 'Support' })).status).toBe(404);

    const tooLong = await ann.request('PATCH', devicePath(tv.deviceid), { name: 'x'.repeat(41) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ code: 'max_length' });
    const twoLines = await ann.request('PATCH', devicePath(tv.deviceid), { name: 'a\nb' });
    expect(twoLines.body).toMatchObject({ code: 'invalid_characters' });
    expect((await ann.get(devicePath(tv.deviceid))).body).toMatchObject({ name: 'Living room' });
  });

  it('forgets the name when the TV leaves its owner, and names it in the e-mail about a reset', async () => {
    const released = await claimNewDevice(server.url, ann);
    await ann.request('PATCH', devicePath(released.deviceid), { name: 'Guest room', note: 'old' });
    expect((await ann.post(`${devicePath(released.deviceid)}/release`)).body).toMatchObject({
      name: null,
      note: null,
    });

    const reset = await claimNewDevice(server.url, ann);
    await ann.request('PATCH', devicePath(reset.deviceid), { name: 'Bedroom <b>' });
    expect(
      (
        await postJson(server.url, '/api/app/reset', {
          deviceid: reset.deviceid,
          device_key: reset.deviceKey,
        })
      ).status,
    ).toBe(200);
    const mail = await mailTo(server.url, annEmail, reset.deviceid);
    expect(mail.text).toContain('“Bedroom <b>”');
    expect(mail.html).toContain('Bedroom &lt;b&gt;');
    const [stored] = await server.database.db
      .select({ name: schema.devices.name })
      .from(schema.devices)
      .where(eq(schema.devices.deviceId, reset.deviceid));
    expect(stored?.name).toBeNull();
  });
});
