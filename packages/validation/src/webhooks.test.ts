import { describe, expect, it } from 'vitest';
import { fieldErrors } from './issues.ts';
import { webhookCreateSchema, webhookUpdateSchema } from './webhooks.ts';

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

const strict = webhookCreateSchema({ allowHttp: false });
const lenient = webhookCreateSchema({ allowHttp: true });

describe('a webhook endpoint', () => {
  it('takes a trimmed https URL and keeps the events in their documented order, once each', () => {
    expect(
      strict.parse({
        url: '  https://hooks.example.com/vela  ',
        event_types: ['host.failing', 'playlist.added', 'host.failing'],
      }),
    ).toEqual({
      url: 'https://hooks.example.com/vela',
      event_types: ['playlist.added', 'host.failing'],
      enabled: true,
    });
  });

  it('refuses plain http unless the server allows it', () => {
    const values = { url: 'http://127.0.0.1:3000/hooks', event_types: ['playlist.added'] };
    expect(errorsOf(strict, values)).toEqual({ url: 'https_required' });
    expect(lenient.parse(values).url).toBe(values.url);
  });

  it('refuses other schemes, credentials, fragments, no events and unknown events', () => {
    const events = ['playlist.added'];
    expect(errorsOf(strict, { url: 'ftp://example.com/x', event_types: events })).toEqual({
      url: 'invalid_url',
    });
    expect(errorsOf(strict, { url: 'not a url', event_types: events })).toEqual({ url: 'invalid_url' });
    expect(errorsOf(strict, { url: 'https://u:p@example.com/', event_types: events })).toEqual({
      url: 'invalid_url',
    });
    expect(errorsOf(strict, { url: 'https://example.com/#x', event_types: events })).toEqual({
      url: 'invalid_url',
    });
    expect(errorsOf(strict, { url: ' ', event_types: events })).toEqual({ url: 'required' });
    expect(errorsOf(strict, { url: `https://example.com/${'a'.repeat(2000)}`, event_types: events })).toEqual(
      {
        url: 'max_length',
      },
    );
    expect(errorsOf(strict, { url: 'https://example.com/', event_types: [] })).toEqual({
      event_types: 'required',
    });
    expect(errorsOf(strict, { url: 'https://example.com/', event_types: ['webhook.test'] })).toEqual({
      'event_types.0': 'one_of',
    });
  });

  it('changes only what an update names', () => {
    expect(webhookUpdateSchema({ allowHttp: false }).parse({ enabled: false })).toEqual({ enabled: false });
  });
});
