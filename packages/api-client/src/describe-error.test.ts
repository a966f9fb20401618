import { loadNamespace } from '@vela/locales/load';
import { describe, expect, it } from 'vitest';
import { describeApiError } from './describe-error.ts';
import { ApiError } from './errors.ts';

const server = (status: number, code: string) => new ApiError({ status, code, key: 'server', message: 'x' });

function textOf(tree: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

describe('describeApiError', () => {
  it('maps each kind of failure to the catalogue of the spec', () => {
    expect(
      describeApiError(new ApiError({ status: null, code: 'network_error', key: 'network', message: 'x' })),
    ).toEqual({
      namespace: 'errors',
      key: 'generic.network',
    });
    expect(
      describeApiError(
        new ApiError({
          status: 502,
          code: 'http_status',
          key: 'http_status',
          message: 'HTTP 502',
          params: { status: 502 },
        }),
      ),
    ).toEqual({ namespace: 'errors', key: 'generic.http_status', params: { status: 502 } });
    expect(describeApiError(server(400, 'invalid_url'))).toEqual({
      namespace: 'validation',
      key: 'invalid_url',
    });
    expect(describeApiError(server(429, 'rate_limited'))).toEqual({
      namespace: 'errors',
      key: 'generic.rate_limited',
    });
    expect(describeApiError(server(409, 'something_new'))).toEqual({
      namespace: 'errors',
      key: 'generic.something_went_wrong',
    });
    expect(describeApiError(new Error('boom'))).toEqual({
      namespace: 'errors',
      key: 'generic.something_went_wrong',
    });
  });

  it('only ever names texts that exist in every language', async () => {
    const codes = [
      'rate_limited',
      'payload_too_large',
      'malformed_json',
      'not_found',
      'device_not_found',
      'internal',
      'unavailable',
      'invalid_code',
      'serial_nr',
      'x',
    ];
    for (const locale of ['en', 'ar', 'zh'] as const) {
      for (const code of codes) {
        const text = describeApiError(server(400, code));
        const catalogue = await loadNamespace(locale, text.namespace);
        expect(textOf(catalogue, text.key), `${locale} ${code}`).toEqual(expect.any(String));
      }
    }
  });
});
