import { describe, expect, it } from 'vitest';
import { diffRecords, shownValue } from './audit-diff.ts';

describe('diffRecords', () => {
  it('puts both sides of every field together and marks the ones that changed', () => {
    expect(
      diffRecords(
        { playlistName: 'Bedroom', host: 'http://a.example', hide: false, gone: 1 },
        { playlistName: 'Bedroom TV', host: 'http://a.example', hide: true, added: ['x'] },
      ),
    ).toEqual([
      { field: 'playlistName', before: 'Bedroom', after: 'Bedroom TV', changed: true },
      { field: 'host', before: 'http://a.example', after: 'http://a.example', changed: false },
      { field: 'hide', before: 'false', after: 'true', changed: true },
      { field: 'gone', before: '1', after: null, changed: true },
      { field: 'added', before: null, after: '["x"]', changed: true },
    ]);
  });

  it('shows a creation or a deletion as one side only', () => {
    expect(diffRecords(null, { subject: 'Hi' })).toEqual([
      { field: 'subject', before: null, after: 'Hi', changed: true },
    ]);
    expect(diffRecords(null, null)).toEqual([]);
  });

  it('tells a stored null from a missing field', () => {
    expect(shownValue(null)).toBe('null');
    expect(shownValue(undefined)).toBeNull();
  });
});
