import { randomBytes } from 'node:crypto';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  newWebhookSecret,
  standardWebhookHeaders,
  webhookSignature,
  webhookSigningKey,
} from './signature.ts';

// Deliveries are signed as Standard Webhooks says: the standard's own library, not this code, is the judge.

afterEach(() => {
  vi.useRealTimers();
});

/** Verifies with the `standardwebhooks` library as if the time were `at`. */
function verifyAt(secret: string, body: string, headers: Record<string, string>, at: Date): unknown {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
  return new Webhook(secret).verify(body, headers);
}

describe('webhook signatures', () => {
  it('makes secrets of 32 random bytes in base64 after whsec_, which the library takes', () => {
    const secrets = Array.from({ length: 50 }, newWebhookSecret);
    for (const secret of secrets) {
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(webhookSigningKey(secret)).toHaveLength(32);
      expect(() => new Webhook(secret)).not.toThrow();
    }
    expect(new Set(secrets).size).toBe(secrets.length);
  });

  it("gives the standard's example signature", () => {
    // The example of the Standard Webhooks specification.
    expect(
      webhookSignature(
        'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        'msg_p5jXN8AQM9LWM0D4loKWxJek',
        1614265330,
        '{"test": 2432232314}',
      ),
    ).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('sends headers the library verifies, within five minutes, for that body and id only', () => {
    const secret = newWebhookSecret();
    const id = '3f0c2b8e-7a1d-4e5f-9b6c-8d7e6f5a4b3c';
    const body = JSON.stringify({ id, type: 'playlist.added', data: { name: 'Salón «TV» 📺' } });
    const sentAt = new Date('2027-01-31T10:00:00.000Z');
    const timestamp = sentAt.getTime() / 1000;
    const headers = standardWebhookHeaders(secret, { id, timestamp, body });
    expect(headers).toEqual({
      'webhook-id': id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': expect.stringMatching(/^v1,[A-Za-z0-9+/]{43}=$/),
    });
    expect(verifyAt(secret, body, headers, sentAt)).toEqual(JSON.parse(body));
    expect(verifyAt(secret, body, headers, new Date(sentAt.getTime() + 4 * 60_000))).toEqual(
      JSON.parse(body),
    );

    const refused = [
      () => verifyAt(newWebhookSecret(), body, headers, sentAt),
      () => verifyAt(secret, body.replace('playlist.added', 'playlist.removed'), headers, sentAt),
      () => verifyAt(secret, body, { ...headers, 'webhook-id': 'another' }, sentAt),
      () => verifyAt(secret, body, { ...headers, 'webhook-timestamp': String(timestamp + 1) }, sentAt),
      () => verifyAt(secret, body, headers, new Date(sentAt.getTime() + 6 * 60_000)),
    ];
    for (const attempt of refused) expect(attempt).toThrow(WebhookVerificationError);
  });

  it('keeps the key of a secret made in base64url, which the library verifies once written in base64', () => {
    const bytes = randomBytes(32);
    // Chosen so that both alphabets differ: a '-' and a '_' in the text.
    bytes[0] = 0xfb;
    bytes[1] = 0xff;
    const earlier = `whsec_${bytes.toString('base64url')}`;
    expect(earlier).toMatch(/[-_]/);
    expect(webhookSigningKey(earlier).equals(bytes)).toBe(true);
    const rewritten = `whsec_${earlier.slice('whsec_'.length).replaceAll('-', '+').replaceAll('_', '/')}=`;
    expect(rewritten).toBe(`whsec_${bytes.toString('base64')}`);

    const sentAt = new Date('2027-01-31T10:00:00.000Z');
    const body = '{"id":"x"}';
    const headers = standardWebhookHeaders(earlier, { id: 'x', timestamp: sentAt.getTime() / 1000, body });
    expect(verifyAt(rewritten, body, headers, sentAt)).toEqual({ id: 'x' });
  });
});
