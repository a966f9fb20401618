import { describe, expect, it } from 'vitest';
import { Contract, type Description } from './contract.ts';

// The checker every API test's answers go through (`contract-setup.ts`), on a description small enough to read.
const description: Description = {
  servers: [{ url: '/api' }],
  paths: {
    '/devices/{id}': {
      get: {
        operationId: 'getDevice',
        responses: {
          200: {
            description: 'The device',
            headers: { 'X-Request-Id': { $ref: '#/components/headers/X-Request-Id' } },
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Device' } } },
          },
          404: { $ref: '#/components/responses/NotFound' },
        },
      },
    },
    '/devices/claim': {
      post: { operationId: 'claimDevice', responses: { 204: { description: 'Claimed' } } },
    },
  },
  components: {
    schemas: {
      Device: {
        type: 'object',
        properties: {
          id: { type: 'string', pattern: '^[0-9A-F:]+$' },
          seen: { type: 'string', format: 'date-time' },
        },
        required: ['id'],
      },
      Error: {
        type: 'object',
        properties: { error: { type: 'string' }, code: { type: 'string' } },
        required: ['error', 'code'],
      },
    },
    headers: { 'X-Request-Id': { required: true, schema: { type: 'string' } } },
    responses: {
      NotFound: {
        description: 'No such device',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    },
  },
};

const contract = new Contract(description);

function answer(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  method = 'GET',
  path = '/api/devices/0A:1B',
) {
  return {
    method,
    path,
    status,
    headers: new Headers({ 'content-type': 'application/json', 'x-request-id': 'r-1', ...headers }),
    body: body === null ? null : new TextEncoder().encode(JSON.stringify(body)),
  };
}

describe('the contract answers are checked against', () => {
  it('accepts an answer the description documents, with its headers and body', () => {
    expect(contract.check(answer(200, { id: '0A:1B', seen: '2026-12-01T23:53:17.000Z' }))).toEqual([]);
    expect(contract.check(answer(404, { error: 'Not found.', code: 'not_found' }))).toEqual([]);
  });

  it('names a status the operation does not document', () => {
    expect(contract.check(answer(409, { error: 'Taken', code: 'taken' }))).toEqual([
      expect.stringContaining('getDevice) does not document 409'),
    ]);
  });

  it('names a body that breaks its schema, and a format that is wrong', () => {
    expect(contract.check(answer(200, { id: 'not-hex' }))[0]).toContain('/id must match pattern');
    expect(contract.check(answer(200, { id: '0A', seen: 'yesterday' }))[0]).toContain(
      'must match format "date-time"',
    );
    expect(contract.check(answer(404, { error: 'Not found.' }))[0]).toContain(
      "must have required property 'code'",
    );
  });

  it('names a declared header that is missing, and a media type that is not documented', () => {
    const withoutId = answer(200, { id: '0A' });
    withoutId.headers.delete('x-request-id');
    expect(contract.check(withoutId)).toEqual([
      expect.stringContaining('X-Request-Id is declared as required'),
    ]);
    expect(contract.check(answer(200, 'text', { 'content-type': 'text/plain' }))).toEqual([
      expect.stringContaining('answers text/plain where the description documents application/json'),
    ]);
  });

  it('takes a literal path before a template, and a body where none is documented is named', () => {
    expect(contract.check(answer(204, null, {}, 'POST', '/api/devices/claim'))).toEqual([]);
    expect(contract.check(answer(204, { ok: true }, {}, 'POST', '/api/devices/claim'))).toEqual([
      expect.stringContaining('where the description documents none'),
    ]);
  });

  it('lets a path no operation claims be refused with an error, and nothing else', () => {
    expect(
      contract.check(answer(404, { error: 'Not found.', code: 'not_found' }, {}, 'GET', '/api/nowhere')),
    ).toEqual([]);
    expect(contract.check(answer(200, { id: '0A' }, {}, 'GET', '/api/nowhere'))).toEqual([
      expect.stringContaining('no operation in the description'),
    ]);
    expect(contract.check(answer(200, { id: '0A' }, {}, 'DELETE', '/api/devices/0A'))).toEqual([
      expect.stringContaining('no operation in the description'),
    ]);
  });
});

describe('the check itself', () => {
  it('runs for every test file: set up by the configuration, with fetch wrapped', async () => {
    const config = (await import('../vitest.config.ts')).default;
    expect(config.test?.setupFiles).toContain('./test/contract-setup.ts');
    expect(globalThis.fetch.name).toBe('checkedFetch');
  });
});
