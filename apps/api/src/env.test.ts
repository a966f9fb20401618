import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('fills every default for an empty environment', () => {
    const env = parseEnv({ INIT_CWD: '/srv/vela' });
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 8080,
      DATA_DIR: '/srv/vela/.data',
      BRAND_NAME: 'Vela Player',
      BRAND_LEGAL_ENTITY: 'Vela Media LLC',
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('keeps outgoing requests off private addresses unless told otherwise', () => {
    expect(parseEnv({}).OUTBOUND_ALLOW_PRIVATE_ADDRESSES).toBe(false);
    expect(parseEnv({ OUTBOUND_ALLOW_PRIVATE_ADDRESSES: 'true' }).OUTBOUND_ALLOW_PRIVATE_ADDRESSES).toBe(
      true,
    );
    expect(() => parseEnv({ OUTBOUND_ALLOW_PRIVATE_ADDRESSES: 'yes' })).toThrow(
      /OUTBOUND_ALLOW_PRIVATE_ADDRESSES/,
    );
  });

  it('listens on loopback outside production and on every interface in production, unless HOST says', () => {
    expect(parseEnv({}).HOST).toBe('127.0.0.1');
    expect(parseEnv({ NODE_ENV: 'test', HOST: '' }).HOST).toBe('127.0.0.1');
    expect(parseEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    const production = {
      NODE_ENV: 'production',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_PLAN_ID: 'plan',
      PAYPAL_WEBHOOK_ID: 'hook',
      PLAYLIST_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      BETTER_AUTH_SECRET: 'x'.repeat(32),
      SMTP_URL: 'smtp://mail.example',
      ALTCHA_HMAC_KEY: 'y'.repeat(32),
    };
    expect(parseEnv(production).HOST).toBe('0.0.0.0');
    expect(parseEnv({ ...production, HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('names the variable whose value is wrong', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://localhost/x' })).toThrow(
      /DATABASE_URL: must be a postgres/,
    );
    expect(() => parseEnv({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });

  it('refuses to run payments by simulator in production, or without an encryption key', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/PAYPAL_CLIENT_ID: required in production/);
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      /PLAYLIST_ENCRYPTION_KEY: required in production/,
    );
  });

  it('needs the account secrets, an SMTP server and a captcha key in production', () => {
    const production = () => parseEnv({ NODE_ENV: 'production' });
    expect(production).toThrow(/BETTER_AUTH_SECRET: required in production/);
    expect(production).toThrow(/SMTP_URL: required in production/);
    expect(production).toThrow(/ALTCHA_HMAC_KEY: required in production/);
    expect(() => parseEnv({ BETTER_AUTH_SECRET: 'short' })).toThrow(
      /BETTER_AUTH_SECRET: must be at least 32/,
    );
    expect(() => parseEnv({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL: must be an smtp/);
    expect(() => parseEnv({ RECAPTCHA_SITE_KEY: 'site' })).toThrow(/set both or neither/);
  });

  it('wants all four PayPal settings or none', () => {
    expect(() => parseEnv({ PAYPAL_CLIENT_ID: 'x' })).toThrow(/set all four or none/);
  });

  it('checks the encryption key, prices and promotion date', () => {
    expect(() => parseEnv({ PLAYLIST_ENCRYPTION_KEY: 'c2hvcnQ=' })).toThrow(
      /PLAYLIST_ENCRYPTION_KEY: must be 32 bytes/,
    );
    expect(() => parseEnv({ PRICE_BASIC: '-1' })).toThrow(/PRICE_BASIC/);
    expect(() => parseEnv({ PROMOTION_ENDS_AT: 'soon' })).toThrow(/PROMOTION_ENDS_AT/);
    expect(parseEnv({ PROMOTION_ENDS_AT: '2026-09-15' }).PROMOTION_ENDS_AT).toBe('2026-09-15T23:59:59.000Z');
  });
});
