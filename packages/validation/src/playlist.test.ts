import { describe, expect, it } from 'vitest';
import { fieldErrors } from './issues.ts';
import {
  hostCodeCheckSchema,
  integrationPlaylistSchema,
  massHostUpdateSchema,
  playlistFormSchema,
  playlistPayloadSchema,
  playlistRecordSchema,
  toPlaylistPayload,
} from './playlist.ts';

const device = { deviceid: 'aa:bb:cc:dd:ee:ff', playlistName: 'Living room' };

function errorsOf(values: unknown) {
  const result = playlistFormSchema.safeParse(values);
  if (result.success) throw new Error('expected a failure');
  return Object.fromEntries(
    Object.entries(fieldErrors(result.error)).map(([path, message]) => [path, message.key]),
  );
}

describe('My List in M3U mode', () => {
  const link = 'HTTP://Line.Example.com:8080/get.php?username=alice&password=s3cret&type=m3u_plus';

  it("sends the link's lower-cased origin as the host, with the account from its query", () => {
    const submission = playlistFormSchema.parse({
      mode: 'm3u',
      ...device,
      m3uUrl: link,
      hidePlaylistInfo: true,
    });
    expect(toPlaylistPayload(submission)).toEqual({
      query: {
        url: 'http://line.example.com:8080',
        username: 'alice',
        password: 's3cret',
        playlistName: 'Living room',
        deviceid: 'AA:BB:CC:DD:EE:FF',
        hide_playlist_info: true,
      },
    });
  });

  it('requires the link, a URL, and both username and password parameters', () => {
    const form = { mode: 'm3u', ...device, hidePlaylistInfo: false };
    expect(errorsOf({ ...form, m3uUrl: '' })).toEqual({ m3uUrl: 'm3u_required' });
    expect(errorsOf({ ...form, m3uUrl: 'not a link' })).toEqual({ m3uUrl: 'invalid_m3u' });
    expect(errorsOf({ ...form, m3uUrl: 'http://example.com/get.php?username=alice' })).toEqual({
      m3uUrl: 'missing_m3u',
    });
    expect(errorsOf({ ...form, m3uUrl: 'http://example.com/get.php?password=x' })).toEqual({
      m3uUrl: 'missing_m3u',
    });
  });

  it('requires a playlist name and a device id', () => {
    expect(
      errorsOf({ mode: 'm3u', deviceid: '', playlistName: ' ', m3uUrl: link, hidePlaylistInfo: true }),
    ).toEqual({
      deviceid: 'serial_nr',
      playlistName: 'playlist_name_req',
    });
  });
});

describe('My List in host, username and password mode', () => {
  const form = { mode: 'xtream', ...device, username: 'bob', password: ' p w ', hidePlaylistInfo: false };

  it("sends the host's origin and keeps the password as typed", () => {
    const submission = playlistFormSchema.parse({ ...form, host: 'https://TV.example.net:2096/' });
    expect(toPlaylistPayload(submission).query).toMatchObject({
      url: 'https://tv.example.net:2096',
      username: 'bob',
      password: ' p w ',
      hide_playlist_info: false,
    });
  });

  it('requires every field, and an http(s) host with a dotted domain', () => {
    expect(errorsOf({ ...form, host: '', username: '', password: '  ' })).toEqual({
      host: 'host_required',
      username: 'username_required',
      password: 'password_required',
    });
    for (const host of ['example.com', 'ftp://example.com', 'http://localhost:8080', 'http://nodots']) {
      expect(errorsOf({ ...form, host })).toEqual({ host: 'invalid_url' });
    }
  });

  it('refuses a host with a path, a query or credentials instead of keeping only its origin', () => {
    for (const host of [
      'http://tv.example.com/get.php',
      'http://tv.example.com:8080?user=a',
      'http://bob:secret@tv.example.com',
      'http://tv.example.com/#top',
    ]) {
      expect(errorsOf({ ...form, host })).toEqual({ host: 'host_invalid' });
    }
    expect(playlistFormSchema.parse({ ...form, host: ' HTTP://TV.Example.com:8080/ ' })).toMatchObject({
      host: 'http://tv.example.com:8080',
    });
  });
});

describe('My List in code mode', () => {
  const form = { mode: 'code', ...device, username: 'carol', password: 'pw' };

  it('sends the code as a number, no url, and always hides the playlist info', () => {
    const submission = playlistFormSchema.parse({ ...form, hostCode: '123456', hidePlaylistInfo: false });
    const payload = toPlaylistPayload(submission);
    expect(payload.query).toEqual({
      host_code: 123456,
      username: 'carol',
      password: 'pw',
      playlistName: 'Living room',
      deviceid: 'AA:BB:CC:DD:EE:FF',
      hide_playlist_info: true,
    });
    expect('url' in payload.query).toBe(false);
  });

  it('requires exactly six digits', () => {
    for (const hostCode of ['', '12345', '1234567', '12a456', '12 456']) {
      expect(errorsOf({ ...form, hostCode })).toEqual({ hostCode: 'host_code' });
    }
  });
});

describe('playlistPayloadSchema (the server side of playlist_v3)', () => {
  const query = {
    url: 'http://Line.Example.com:8080',
    username: 'alice',
    password: 'pw',
    playlistName: 'Kitchen',
    deviceid: 'aa-bb-cc-dd-ee-ff',
    hide_playlist_info: false,
  };

  it('reads what the browser sends, with the same rules', () => {
    for (const mode of ['m3u', 'xtream', 'code'] as const) {
      const form =
        mode === 'm3u'
          ? {
              mode,
              ...device,
              m3uUrl: 'http://a.example.com/get.php?username=u&password=p',
              hidePlaylistInfo: true,
            }
          : mode === 'xtream'
            ? {
                mode,
                ...device,
                host: 'http://a.example.com',
                username: 'u',
                password: 'p',
                hidePlaylistInfo: false,
              }
            : { mode, ...device, hostCode: '654321', username: 'u', password: 'p' };
      const payload = toPlaylistPayload(playlistFormSchema.parse(form));
      const read = playlistPayloadSchema.parse(payload);
      expect(toPlaylistPayload(read)).toEqual(payload);
    }
  });

  it('normalises the device id and the host', () => {
    const read = playlistPayloadSchema.parse({ query });
    expect(read).toMatchObject({
      deviceid: 'AA:BB:CC:DD:EE:FF',
      mode: 'xtream',
      host: 'http://line.example.com:8080',
    });
  });

  it('forces hidden info in code mode and accepts the code as six digits of text too', () => {
    expect(
      playlistPayloadSchema.parse({ query: { ...query, url: undefined, host_code: '654321' } }),
    ).toMatchObject({
      mode: 'code',
      hostCode: 654321,
      hidePlaylistInfo: true,
    });
  });

  it('refuses a code of fewer than six digits as the form does, not as an unknown code', () => {
    const keyOf = (host_code: unknown) => {
      const result = playlistPayloadSchema.safeParse({ query: { ...query, url: undefined, host_code } });
      return result.success ? null : Object.values(fieldErrors(result.error)).map((m) => m.key);
    };
    for (const code of [0, 123, 99_999, '000123', '12345', 1_000_000]) {
      expect(keyOf(code), String(code)).toEqual(['host_code']);
    }
    expect(hostCodeCheckSchema.safeParse({ host_code: 123 }).success).toBe(false);
  });

  it('refuses control characters and broken surrogates in every text field', () => {
    const keyOf = (body: unknown) => {
      const result = playlistPayloadSchema.safeParse(body);
      return result.success ? null : Object.values(fieldErrors(result.error)).map((m) => m.key);
    };
    for (const field of ['playlistName', 'username', 'password', 'url'] as const) {
      for (const bad of ['a\u0000b', 'a\udc00b', 'a\ud800', 'line\nbreak', 'tab\there', 'del\u007f']) {
        expect(keyOf({ query: { ...query, [field]: bad } }), `${field} ${JSON.stringify(bad)}`).toEqual([
          'invalid_characters',
        ]);
      }
    }
    expect(
      playlistPayloadSchema.safeParse({ query: { ...query, playlistName: 'Ünïcødé 📺 名前' } }).success,
    ).toBe(true);
  });

  it('refuses what the browser would refuse, and wrong types', () => {
    const keyOf = (body: unknown) => {
      const result = playlistPayloadSchema.safeParse(body);
      return result.success ? null : Object.values(fieldErrors(result.error)).map((m) => m.key);
    };
    expect(keyOf({ query: { ...query, url: undefined } })).toEqual(['host_required']);
    expect(keyOf({ query: { ...query, url: 'http://localhost' } })).toEqual(['invalid_url']);
    expect(keyOf({ query: { ...query, url: 'http://tv.example.com/live?x=1' } })).toEqual(['host_invalid']);
    expect(keyOf({ query: { ...query, url: 'http://bob:pw@tv.example.com' } })).toEqual(['host_invalid']);
    expect(keyOf({ query: { ...query, deviceid: '' } })).toEqual(['serial_nr']);
    expect(keyOf({ query: { ...query, playlistName: '' } })).toEqual(['playlist_name_req']);
    expect(keyOf({ query: { ...query, host_code: 12.5 } })).toEqual(['host_code']);
    expect(keyOf({ query: { ...query, hide_playlist_info: 'yes' } })).toEqual(['invalid_type']);
    expect(keyOf({ query: { ...query, username: 42 } })).toEqual(['username_required']);
    expect(keyOf({ query: 'nope' })).toEqual(['invalid_type']);
    expect(keyOf(null)).toEqual(['required']);
  });
});

describe('hostCodeCheckSchema', () => {
  it('reads a numeric code', () => {
    expect(hostCodeCheckSchema.parse({ host_code: 123456 })).toEqual({ host_code: 123456 });
    expect(hostCodeCheckSchema.safeParse({ host_code: 'abc' }).success).toBe(false);
    expect(hostCodeCheckSchema.safeParse({}).success).toBe(false);
  });
});

describe('a playlist of the dashboard', () => {
  const created = playlistRecordSchema({ passwordStored: false });
  const edited = playlistRecordSchema({ passwordStored: true });
  const base = { deviceid: 'aa:bb:cc:dd:ee:ff', playlistName: 'Kitchen', hide_playlist_info: false };
  const keysOf = (schema: typeof created, values: unknown) => {
    const result = schema.safeParse(values);
    if (result.success) throw new Error('expected a failure');
    return Object.fromEntries(
      Object.entries(fieldErrors(result.error)).map(([path, message]) => [path, message.key]),
    );
  };

  it('keeps an M3U link without its password, which is stored apart', () => {
    expect(
      created.parse({
        ...base,
        playlistFormat: 'm3u',
        m3uUrl: 'HTTP://Line.Example.com:8080/get.php?username=alice&password=s3cret&type=m3u_plus#x',
        notes: '  ',
      }),
    ).toEqual({
      deviceid: 'AA:BB:CC:DD:EE:FF',
      playlistName: 'Kitchen',
      format: 'm3u',
      host: 'http://line.example.com:8080',
      m3uUrl: 'http://line.example.com:8080/get.php?username=alice&type=m3u_plus',
      username: 'alice',
      password: 's3cret',
      hidePlaylistInfo: false,
      notes: null,
      epgUrl: null,
    });
  });

  it("refuses what My List refuses, with My List's messages", () => {
    expect(keysOf(created, { ...base, playlistFormat: 'm3u', m3uUrl: 'not a link' })).toEqual({
      m3uUrl: 'invalid_m3u',
    });
    expect(
      keysOf(created, { ...base, playlistFormat: 'm3u', m3uUrl: 'http://tv.example.com/get.php?username=a' }),
    ).toEqual({ m3uUrl: 'missing_m3u' });
    expect(
      keysOf(created, {
        ...base,
        playlistName: ' ',
        playlistFormat: 'xtream',
        host: 'http://tv.example.com/path',
        username: '',
        password: '',
      }),
    ).toEqual({
      playlistName: 'playlist_name_req',
      host: 'host_invalid',
      username: 'username_required',
      password: 'password_required',
    });
  });

  it('keeps the stored password when an edit leaves it empty', () => {
    const values = { ...base, playlistFormat: 'xtream', host: 'https://TV.example.com', username: 'bob' };
    expect(edited.parse({ ...values, password: '' })).toMatchObject({
      host: 'https://tv.example.com',
      password: null,
    });
    expect(
      edited.parse({
        ...base,
        playlistFormat: 'm3u',
        m3uUrl: 'http://tv.example.com/get.php?username=bob',
        password: 'new one',
      }),
    ).toMatchObject({ password: 'new one', m3uUrl: 'http://tv.example.com/get.php?username=bob' });
    expect(keysOf(created, { ...values, password: '' })).toEqual({ password: 'password_required' });
  });
});

describe('a mass host update', () => {
  it('takes two different hosts by the host rule', () => {
    expect(
      massHostUpdateSchema.parse({
        old_host: 'http://A.example.com/',
        new_host: 'https://b.example.com:8443',
      }),
    ).toEqual({ old_host: 'http://a.example.com', new_host: 'https://b.example.com:8443', confirm: false });
    const same = massHostUpdateSchema.safeParse({
      old_host: 'http://a.example.com',
      new_host: 'http://a.example.com/',
    });
    expect(same.success ? {} : fieldErrors(same.error)).toEqual({ new_host: { key: 'same_host' } });
    const path = massHostUpdateSchema.safeParse({
      old_host: 'http://a.example.com',
      new_host: 'http://b.example.com/x',
    });
    expect(path.success ? {} : fieldErrors(path.error)).toEqual({ new_host: { key: 'host_invalid' } });
  });
});

describe("a playlist's programme guide", () => {
  const guide = 'HTTPS://EPG.Example.com/xmltv.php?username=alice&password=s3cret#today';
  const xtream = { mode: 'xtream', ...device, host: 'http://line.example.com', username: 'a', password: 'b' };

  it('keeps the address as parsed, without its fragment, and sends it beside the playlist', () => {
    const submission = playlistFormSchema.parse({ ...xtream, hidePlaylistInfo: true, epgUrl: ` ${guide} ` });
    expect(submission.epgUrl).toBe('https://epg.example.com/xmltv.php?username=alice&password=s3cret');
    expect(toPlaylistPayload(submission).query.epg_url).toBe(submission.epgUrl);
    const read = playlistPayloadSchema.parse(toPlaylistPayload(submission));
    expect(read.epgUrl).toBe(submission.epgUrl);
  });

  it('is optional: empty, null or left out is none, and none is not sent', () => {
    for (const epgUrl of ['', '   ', null, undefined]) {
      const submission = playlistFormSchema.parse({ ...xtream, hidePlaylistInfo: false, epgUrl });
      expect(submission.epgUrl).toBeNull();
      expect(toPlaylistPayload(submission).query).not.toHaveProperty('epg_url');
    }
  });

  it('refuses what is not an http(s) address on a dotted host, or names credentials before the host', () => {
    for (const epgUrl of [
      'epg.example.com/guide.xml',
      'ftp://epg.example.com/guide.xml',
      'http://localhost/guide.xml',
      'https://alice:s3cret@epg.example.com/guide.xml',
      'javascript:alert(1)',
    ]) {
      expect(errorsOf({ ...xtream, hidePlaylistInfo: false, epgUrl })).toEqual({
        epgUrl: 'invalid_guide_url',
      });
    }
    expect(
      errorsOf({ ...xtream, hidePlaylistInfo: false, epgUrl: `https://epg.example.com/${'a'.repeat(2048)}` }),
    ).toEqual({ epgUrl: 'max_length' });
  });

  it('follows the same rule on the wire, in the dashboard and in the integration API', () => {
    const wire = { query: { url: 'http://line.example.com', username: 'a', password: 'b', ...device } };
    expect(
      playlistPayloadSchema.safeParse({ query: { ...wire.query, hide_playlist_info: true, epg_url: 'nope' } })
        .success,
    ).toBe(false);
    const record = {
      playlistFormat: 'xtream',
      ...device,
      host: 'http://line.example.com',
      username: 'a',
      password: 'b',
      hide_playlist_info: false,
    };
    const schema = playlistRecordSchema({ passwordStored: false });
    expect(schema.parse({ ...record, epg_url: 'http://epg.example.com/a.xml.gz' }).epgUrl).toBe(
      'http://epg.example.com/a.xml.gz',
    );
    expect(schema.parse({ ...record, epg_url: '' }).epgUrl).toBeNull();
    expect(schema.parse(record).epgUrl).toBeNull();
    expect(schema.safeParse({ ...record, epg_url: 'epg.example.com' }).success).toBe(false);
    const integration = { playlistName: 'TV', host: 'http://line.example.com', username: 'a', password: 'b' };
    expect(integrationPlaylistSchema.parse({ ...integration, epg_url: guide }).epgUrl).toBe(
      'https://epg.example.com/xmltv.php?username=alice&password=s3cret',
    );
    expect(integrationPlaylistSchema.safeParse({ ...integration, epg_url: 42 }).success).toBe(false);
  });
});
