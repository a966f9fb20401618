import type { ErrorBody } from './types.ts';

/**
 * What went wrong with a call, in a form the UI can translate: `key` is a key of the `errors` namespace
 * of `@vela/locales`, and `params` fills its placeholders.
 */
export class ApiError extends Error {
  readonly status: number | null;
  readonly code: string;
  readonly key: 'network' | 'http_status' | 'server';
  readonly params: Record<string, string | number>;

  constructor(options: {
    status: number | null;
    code: string;
    key: ApiError['key'];
    message: string;
    params?: Record<string, string | number>;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.key = options.key;
    this.params = options.params ?? {};
  }
}

export function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ErrorBody).error === 'string' &&
    typeof (value as ErrorBody).code === 'string'
  );
}
