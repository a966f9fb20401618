import { describe, expect, it } from 'vitest';
import { apiKeyCreateSchema, idempotencyKeySchema } from './api-keys.ts';
import { fieldErrors } from './issues.ts';
import { integrationPlaylistSchema } from './playlist.ts';

function errorsOf(
  schema: { safeParse(value: unknown): { success: boolean; error?: unknown } },
  values: unknown,
) {
  const result = schema.safeParse(values);
  if (result.success) throw new Error('expected a failure');
  return Object.fromEntries(
    Object.entries(fieldErrors(result.error as Parameters<typeof fieldErrors>[0])).map(([path, message]) => [
      path,
      message.key,
    ]),
  );
}

const nextYear = new Date().getUTCFullYear() + 1;

describe('a new API key', () => {
  it('takes a trimmed name and no expiry', () => {
    expect(apiKeyCreateSchema.parse({ name: '  Billing  ' })).toEqual({ name: 'Billing', expires_at: null });
    expect(apiKeyCreateSchema.parse({ name: 'Billing', expires_at: '' })).toEqual({
      name: 'Billing',
      expires_at: null,
    });
  });

  it('reads a date as the end of that day in UTC, and an instant as it is', () => {
    expect(apiKeyCreateSchema.parse({ name: 'k', expires_at: `${nextYear}-01-31` }).expires_at).toEqual(
      new Date(`${nextYear}-01-31T23:59:59.999Z`),
    );
    expect(
      apiKeyCreateSchema.parse({ name: 'k', expires_at: `${nextYear}-06-01T12:00:00+02:00` }).expires_at,
    ).toEqual(new Date(`${nextYear}-06-01T10:00:00Z`));
  });

  it('refuses an empty name, a date that does not exist or is past, and other formats', () => {
    expect(errorsOf(apiKeyCreateSchema, { name: ' ' })).toEqual({ name: 'required' });
    expect(errorsOf(apiKeyCreateSchema, { name: 'k', expires_at: '2020-05-01' })).toEqual({
      expires_at: 'expiry_in_past',
    });
    for (const wrong of [`${nextYear}-02-30`, `${nextYear}-13-01`, 'tomorrow', `01/02/${nextYear}`]) {
      expect(errorsOf(apiKeyCreateSchema, { name: 'k', expires_at: wrong })).toEqual({
        expires_at: 'pattern',
      });
    }
    expect(errorsOf(apiKeyCreateSchema, { name: 'x'.repeat(101) })).toEqual({ name: 'max_length' });
  });
});

describe('an Idempotency-Key', () => {
  it('is 1 to 255 visible ASCII characters', () => {
    expect(idempotencyKeySchema.safeParse('3f0c9a6e-1b2d-4c5e-8f90-a1b2c3d4e5f6').success).toBe(true);
    for (const wrong of ['', 'with space', 'é', 'x'.repeat(256)]) {
      expect(idempotencyKeySchema.safeParse(wrong).success).toBe(false);
    }
  });
});

describe("a reseller's playlist for the integration API", () => {
  const account = { playlistName: 'Living room', username: 'client', password: 'secret' };

  it('takes a host in My List’s form, hidden unless asked otherwise', () => {
    expect(integrationPlaylistSchema.parse({ ...account, host: 'HTTP://Line.Example.com:8080/' })).toEqual({
      ...account,
      mode: 'host',
      host: 'http://line.example.com:8080',
      hidePlaylistInfo: true,
      epgUrl: null,
    });
    expect(
      integrationPlaylistSchema.parse({
        ...account,
        host: 'https://tv.example.com',
        hide_playlist_info: false,
      }),
    ).toMatchObject({ hidePlaylistInfo: false });
  });

  it('takes a code as a number or text, always hidden', () => {
    expect(
      integrationPlaylistSchema.parse({ ...account, host_code: '246810', hide_playlist_info: false }),
    ).toEqual({ ...account, mode: 'code', hostCode: 246810, hidePlaylistInfo: true, epgUrl: null });
  });

  it("refuses both or neither, a path, and My List's missing fields", () => {
    expect(
      errorsOf(integrationPlaylistSchema, { ...account, host: 'http://a.example.com', host_code: 246810 }),
    ).toEqual({ host: 'one_of' });
    expect(errorsOf(integrationPlaylistSchema, account)).toEqual({ host: 'host_required' });
    expect(errorsOf(integrationPlaylistSchema, { ...account, host: 'http://a.example.com/get.php' })).toEqual(
      {
        host: 'host_invalid',
      },
    );
    expect(errorsOf(integrationPlaylistSchema, { host_code: 12 })).toMatchObject({
      playlistName: 'playlist_name_req',
      username: 'username_required',
      password: 'password_required',
      host_code: 'host_code',
    });
  });
});
