import {
  deviceClaimSchema,
  deviceIdPattern,
  deviceIdSchema,
  deviceRegistrationSchema,
  hostSchema,
  integrationPlaylistSchema,
  newsletterFormSchema,
  playlistIdSchema,
  playlistPayloadSchema,
  playlistRecordSchema,
  profileFormSchema,
  ticketFormSchema,
  ticketUpdateSchema,
  webhookUrlSchema,
} from '@vela/validation';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { engines, startTestServer, type TestServer } from './harness.ts';

/**
 * `/api/openapi.json` carries the input rules of `@vela/validation` (DESIGN section 12): its patterns are
 * ECMA-262 expressions without flags, the lists' `sort`, `range` and `filter` are described as the JSON they
 * are, and for every sample here a validator reading the description accepts exactly what the API's own
 * schema accepts: device ids, hosts, e-mail addresses, UUIDs in either case, text with control characters,
 * countries, webhook URLs and the bodies that take one field or another.
 */

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  schema?: Schema;
  content?: Record<string, { schema?: Schema }>;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface Described {
  paths: Record<string, Record<string, Operation>>;
}

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

function operationsOf(document: Described) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    methods.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ name: `${method.toUpperCase()} ${path}`, operation }] : [];
    }),
  );
}

/** Every `pattern` in the document, with where it is. */
function patternsOf(value: unknown, at = '#'): { at: string; pattern: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => patternsOf(item, `${at}/${index}`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => [
    ...(key === 'pattern' && typeof item !== 'object' ? [{ at, pattern: item }] : []),
    ...patternsOf(item, `${at}/${key}`),
  ]);
}

/** The properties named `names` of a schema and of the objects within it (`{query: {deviceid}}`). */
function propertiesNamed(schema: unknown, names: readonly string[]): { property: Schema; parent: Schema }[] {
  if (Array.isArray(schema)) return schema.flatMap((item) => propertiesNamed(item, names));
  if (typeof schema !== 'object' || schema === null) return [];
  const parent = schema as Schema;
  const properties = (parent.properties ?? {}) as Record<string, unknown>;
  const own = Object.entries(properties).flatMap(([name, property]) =>
    names.includes(name) && typeof property === 'object' && property !== null
      ? [{ property: property as Schema, parent }]
      : [],
  );
  return [...own, ...Object.values(parent).flatMap((value) => propertiesNamed(value, names))];
}

/**
 * The pattern a property is held to: its own, or, for a property an object only types, the one every branch
 * of the object's `oneOf` gives it.
 */
function patternOf({ property, parent }: { property: Schema; parent: Schema }, name: string): unknown {
  if (property.pattern !== undefined || !Array.isArray(parent.oneOf)) return property.pattern;
  const patterns = (parent.oneOf as Schema[]).map(
    (branch) => (branch.properties as Record<string, Schema> | undefined)?.[name]?.pattern,
  );
  return patterns.every((pattern) => pattern === patterns[0]) ? patterns[0] : undefined;
}

describe('the input rules in the OpenAPI description', () => {
  let server: TestServer;
  let document: Described;
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats.default(ajv);

  beforeAll(async () => {
    server = await startTestServer(engines[0] as (typeof engines)[number]);
    document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as Described;
  });
  afterAll(() => server?.stop());

  function operation(method: (typeof methods)[number], path: string): Operation {
    const found = document.paths[path]?.[method];
    if (!found) throw new Error(`${method} ${path} is not described`);
    return found;
  }

  function bodyOf(method: (typeof methods)[number], path: string): Schema {
    const schema = operation(method, path).requestBody?.content['application/json']?.schema;
    if (!schema) throw new Error(`${method} ${path} has no JSON body`);
    return schema;
  }

  function propertyOf(body: Schema, name: string): Schema {
    const [found] = propertiesNamed(body, [name]);
    if (!found) throw new Error(`no property ${name}`);
    return found.property;
  }

  function jsonParameterOf(method: (typeof methods)[number], path: string, name: string): Schema {
    const parameter = operation(method, path).parameters?.find((candidate) => candidate.name === name);
    const schema = parameter?.content?.['application/json']?.schema;
    if (!schema) throw new Error(`${method} ${path} has no JSON parameter ${name}`);
    return schema;
  }

  /** Whether the description and the API's schema agree on each sample: both accept it, or both refuse it. */
  function expectAgreement(described: Schema, schema: z.ZodType, samples: unknown[]) {
    const validate = ajv.compile(described);
    const disagreements = samples.flatMap((sample) => {
      const byDescription = validate(sample);
      const byApi = schema.safeParse(sample).success;
      return byDescription === byApi ? [] : [{ sample, byDescription, byApi }];
    });
    expect(disagreements).toEqual([]);
  }

  function expectValidity(described: Schema, samples: [unknown, boolean][]) {
    const validate = ajv.compile(described);
    expect(samples.map(([sample]) => [sample, validate(sample)])).toEqual(samples);
  }

  it('writes every pattern as an ECMA-262 expression without flags', () => {
    const patterns = patternsOf(document);
    expect(patterns.length).toBeGreaterThan(100);
    const broken = patterns.filter(({ pattern }) => {
      if (
        typeof pattern !== 'string' ||
        /^\/.*\/[dgimsuyv]*$/s.test(pattern) ||
        /\$\/[dgimsuyv]*$/.test(pattern)
      ) {
        return true;
      }
      try {
        new RegExp(pattern, 'u');
        return false;
      } catch {
        return true;
      }
    });
    expect(broken).toEqual([]);
  });

  it('describes every list query parameter as the JSON it is', () => {
    const lists = operationsOf(document).filter(({ operation }) =>
      operation.parameters?.some((parameter) => parameter.name === 'sort'),
    );
    expect(lists.length).toBeGreaterThan(15);
    for (const { name, operation } of lists) {
      for (const [parameterName, type] of [
        ['sort', 'array'],
        ['range', 'array'],
        ['filter', 'object'],
      ] as const) {
        const parameter = operation.parameters?.find((candidate) => candidate.name === parameterName);
        expect(parameter?.in, `${name} ${parameterName}`).toBe('query');
        expect(parameter?.schema, `${name} ${parameterName}`).toBeUndefined();
        expect(parameter?.content?.['application/json']?.schema?.type, `${name} ${parameterName}`).toBe(type);
      }
    }
  });

  it('says which fields a list sorts on, what a range is and which keys a filter knows', () => {
    expectValidity(jsonParameterOf('get', '/admin/devices', 'sort'), [
      [['activation_date', 'DESC'], true],
      [['device_id', 'asc'], true],
      [['password', 'ASC'], false],
      [['activation_date', 'UP'], false],
      [['activation_date'], false],
    ]);
    expectValidity(jsonParameterOf('get', '/admin/devices', 'range'), [
      [[0, 24], true],
      [[-1, 5], false],
      [[0.5, 5], false],
      [[0], false],
      [[0, 24, 48], false],
    ]);
    const ticketFilter = jsonParameterOf('get', '/admin/tickets', 'filter');
    expectValidity(ticketFilter, [
      [{}, true],
      [{ status: 'open', assignee_id: 'mine' }, true],
      [{ status: 'lost' }, false],
      [{ colour: 'red' }, false],
      [['status'], false],
    ]);
  });

  it('gives every device id of a request the pattern of the API', () => {
    const described = operationsOf(document).flatMap(({ name, operation }) => [
      ...(operation.parameters ?? [])
        .filter((parameter) => parameter.name === 'deviceid')
        .map((parameter) => ({ name, pattern: parameter.schema?.pattern })),
      ...(['deviceid', 'to_deviceid'] as const).flatMap((property) =>
        propertiesNamed(operation.requestBody?.content['application/json']?.schema, [property]).map(
          (found) => ({
            name,
            pattern: patternOf(found, property),
          }),
        ),
      ),
    ]);
    expect(described.length).toBeGreaterThan(15);
    for (const path of [
      '/app/sync',
      '/checkdeviceid',
      '/payments/orders',
      '/admin/devices/{id}/transfer-licence',
    ]) {
      expect(
        described.some(({ name }) => name === `POST ${path}`),
        path,
      ).toBe(true);
    }
    expect(described.some(({ name }) => name === 'GET /integration/v1/devices/{deviceid}/slots')).toBe(true);
    for (const { name, pattern } of described) expect(pattern, name).toBe(deviceIdPattern.source);
    for (const path of ['/admin/devices/{id}', '/admin/clients/{id}']) {
      const id = operation('get', path).parameters?.find((parameter) => parameter.name === 'id');
      expect(id?.schema?.pattern, path).toBe(deviceIdPattern.source);
    }
  });

  it('agrees with the API on device ids, in every notation it takes', () => {
    expectAgreement(propertyOf(bodyOf('post', '/app/sync'), 'deviceid'), deviceIdSchema, [
      'AA:BB:CC:DD:EE:FF',
      'aa:bb:cc:dd:ee:ff',
      'Aa:bB:cC:Dd:eE:Ff',
      'aa-bb-cc-dd-ee-ff',
      'AABBCCDDEEFF',
      'aabb.ccdd.eeff',
      'AA BB CC DD EE FF',
      ' AA:BB:CC:DD:EE:FF ',
      '',
      'AA:BB:CC:DD:EE',
      'AA:BB:CC:DD:EE:FF:00',
      'GG:BB:CC:DD:EE:FF',
      'AA_BB_CC_DD_EE_FF',
      'AA:BB:CC:DD:EE:F🙂',
      'device-1',
      'A'.repeat(70),
      12,
    ]);
  });

  it('agrees with the API on hosts', () => {
    expectAgreement(propertyOf(bodyOf('post', '/app/can-play'), 'host'), hostSchema, [
      'http://line.example.com',
      'https://tv.example.org:8080',
      'HTTP://Line.Example.COM:8080/',
      'http://192.168.1.20:25461',
      'http://xn--80ak6aa92e.com',
      'http://example.com/get.php',
      'http://example.com?x=1',
      'http://example.com#top',
      'http://user:pass@example.com',
      'ftp://example.com',
      'example.com',
      'http://localhost:8080',
      'http://example',
      'http://exa mple.com',
      'http://example.com:99999',
      'http://-bad-.com',
      'http://256.1.1.1',
      'javascript:alert(1)',
      '',
    ]);
  });

  it('agrees with the API on e-mail addresses', () => {
    expectAgreement(propertyOf(bodyOf('post', '/newsletter'), 'email'), newsletterFormSchema.shape.email, [
      'viewer@example.com',
      'Viewer.Name+tv@Example.CO.UK',
      "o'brien@example.ie",
      'viewer',
      'viewer@',
      '@example.com',
      'viewer@example',
      'viewer@@example.com',
      'viewer name@example.com',
      'viewer@example..com',
      '.viewer@example.com',
      'vi\u0001ewer@example.com',
      `${'a'.repeat(250)}@example.com`,
      '',
    ]);
    expect(propertyOf(bodyOf('post', '/newsletter'), 'email').format).toBe('email');
  });

  it('agrees with the API on UUIDs, in upper and lower case', () => {
    const uuids = [
      '0f8fad5b-d9cb-469f-a165-70867728950e',
      '0F8FAD5B-D9CB-469F-A165-70867728950E',
      '0f8fad5b-D9CB-469f-A165-70867728950e',
      '0f8fad5b-d9cb-469f-a165-70867728950',
      '0f8fad5bd9cb469fa16570867728950e',
      'urn:uuid:0f8fad5b-d9cb-469f-a165-70867728950e',
      '0f8fad5g-d9cb-469f-a165-70867728950e',
      '',
    ];
    expectAgreement(
      propertyOf(bodyOf('post', '/app/playlist-status'), 'playlist_id'),
      playlistIdSchema,
      uuids,
    );
    expectAgreement(bodyOf('put', '/admin/tickets/{id}'), ticketUpdateSchema, [
      ...uuids.map((assignee_id) => ({ assignee_id })),
      { assignee_id: null },
      { status: 'closed' },
      {},
    ]);
  });

  it('refuses control characters where the API does, and keeps line breaks where it keeps them', () => {
    const body = bodyOf('post', '/admin/tickets');
    const subjects = [
      'Kitchen TV',
      'Küche 😀',
      'Line\u0001',
      'Line\nbreak',
      'Tab\there',
      'Del\u007f',
      '   ',
      'Half \ud83d',
    ];
    expectAgreement(
      body,
      ticketFormSchema,
      subjects.map((subject) => ({ subject, content: 'Hello' })),
    );
    const contents = [
      'Line\nbreak\r\n\tindented',
      'Null\u0000',
      'Vertical\u000btab',
      'Escape\u001b[0m',
      '\n\t',
    ];
    expectAgreement(
      body,
      ticketFormSchema,
      contents.map((content) => ({ subject: 'Kitchen TV', content })),
    );
  });

  it('agrees with the API on countries', () => {
    const country = propertyOf(bodyOf('put', '/account'), 'country');
    expectAgreement(country, profileFormSchema.shape.country, [
      'DE',
      'de',
      ' De ',
      'DEU',
      'D',
      '12',
      'D1',
      '',
    ]);
  });

  it('agrees with the API on webhook URLs', () => {
    expectAgreement(
      propertyOf(bodyOf('post', '/admin/webhooks'), 'url'),
      webhookUrlSchema({ allowHttp: false }),
      [
        'https://hooks.example.com/vela',
        'https://hooks.example.com:8443/in?x=1',
        'http://hooks.example.com/vela',
        'https://user:secret@hooks.example.com/vela',
        'https://hooks.example.com/vela#part',
        'ftp://hooks.example.com',
        'hooks.example.com/vela',
        '',
      ],
    );
  });

  it('says what a body takes when it takes one field or another', () => {
    const deviceid = 'AA:BB:CC:DD:EE:FF';
    const device_key = 'k'.repeat(43);
    const record = { deviceid, playlistName: 'Kitchen', hide_playlist_info: true };
    expectAgreement(bodyOf('post', '/admin/playlists'), playlistRecordSchema({ passwordStored: false }), [
      { playlistName: 'Kitchen' },
      { ...record, playlistFormat: 'm3u', m3uUrl: 'http://line.example.com/get.php?username=a&password=b' },
      { ...record, playlistFormat: 'xtream', host: 'http://line.example.com', username: 'a', password: 'b' },
      { ...record, playlistFormat: 'xtream', username: 'a', password: 'b' },
      {
        ...record,
        playlistFormat: 'xtream',
        host: 'http://line.example.com/get.php',
        username: 'a',
        password: 'b',
      },
      { ...record, playlistFormat: 'ftp', host: 'http://line.example.com', username: 'a', password: 'b' },
    ]);
    expect(ajv.validate(bodyOf('post', '/admin/playlists'), { playlistName: 'Kitchen' })).toBe(false);

    const query = {
      username: 'a',
      password: 'b',
      playlistName: 'Kitchen',
      deviceid,
      hide_playlist_info: false,
    };
    expectAgreement(bodyOf('post', '/playlist_v3'), playlistPayloadSchema, [
      { query },
      { query: { ...query, host_code: 123456 } },
      { query: { ...query, host_code: '123456', url: 'not a host' } },
      { query: { ...query, url: 'http://line.example.com' } },
      { query: { ...query, url: 'http://line.example.com/get.php' } },
      { query: { ...query, url: '' } },
    ]);

    expectAgreement(bodyOf('post', '/admin/devices/claim'), deviceClaimSchema, [
      {},
      { pairing_code: '3467-9ACD' },
      { pairing_code: '3467-9ACD', deviceid },
      { deviceid, device_key },
      { deviceid },
      { device_key },
    ]);

    expectAgreement(bodyOf('post', '/app/register'), deviceRegistrationSchema, [
      {},
      { device_brand: 'Orbit' },
      { deviceid, device_key },
      { deviceid },
      { device_key },
    ]);

    const playlist = { playlistName: 'Kitchen', username: 'a', password: 'b' };
    expectAgreement(
      bodyOf('post', '/integration/v1/devices/{deviceid}/playlists'),
      integrationPlaylistSchema,
      [
        playlist,
        { ...playlist, host: 'http://line.example.com' },
        { ...playlist, host_code: 123456 },
        { ...playlist, host: 'http://line.example.com', host_code: 123456 },
        { ...playlist, host: 'http://line.example.com/get.php' },
      ],
    );
  });
});
