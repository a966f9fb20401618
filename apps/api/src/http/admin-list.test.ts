import { describe, expect, it } from 'vitest';
import { listQuerySchema, maxListRows } from './admin-list.ts';

const schema = listQuerySchema(['name', 'created_at'], { field: 'created_at', order: 'desc' });

describe('listQuerySchema', () => {
  it('reads react-admin’s sort, range and filter', () => {
    const parsed = schema.parse({
      sort: '["name","ASC"]',
      range: '[25,49]',
      filter: '{"q":"news","deviceid":"A2:B1:C3:D4:E5:F6"}',
    });
    expect(parsed).toEqual({
      sort: { field: 'name', order: 'asc' },
      offset: 25,
      limit: 25,
      filter: { q: 'news', deviceid: 'A2:B1:C3:D4:E5:F6' },
    });
  });

  it('falls back to the default sort and the first 25 rows', () => {
    expect(schema.parse({})).toEqual({
      sort: { field: 'created_at', order: 'desc' },
      offset: 0,
      limit: 25,
      filter: {},
    });
  });

  it.each([
    ['a field that may not be sorted on', { sort: '["password","ASC"]' }],
    ['an unknown order', { sort: '["name","UP"]' }],
    ['malformed JSON', { filter: '{"q":' }],
    ['a filter that is not an object', { filter: '["q"]' }],
    ['a range that ends before it starts', { range: '[10,5]' }],
    ['a negative range', { range: '[-1,5]' }],
    ['more rows than one page may hold', { range: `[0,${maxListRows}]` }],
  ])('refuses %s', (_name, query) => {
    expect(schema.safeParse(query).success).toBe(false);
  });
});
