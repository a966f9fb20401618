import { describe, expect, it } from 'vitest';
import { isolateIdentifiers, isolateLtr } from './isolate.ts';

describe('isolating identifiers', () => {
  it('wraps an identifier in U+2066 … U+2069, once', () => {
    expect(isolateLtr('26:F5:7D:46:32:78')).toBe('\u206626:F5:7D:46:32:78\u2069');
    expect(isolateLtr(isolateLtr('26:F5:7D:46:32:78'))).toBe('\u206626:F5:7D:46:32:78\u2069');
  });

  it('isolates the values of identifier placeholders and leaves counts, dates and names alone', () => {
    expect(
      isolateIdentifiers({
        id: '26:F5:7D:46:32:78',
        email: 'ann@example.com',
        host: 'http://1.2.3.4:8080',
        code: 123456,
        smart_count: 2,
        date: '27 نوفمبر 2026',
        name: 'Ann',
        from: '',
      }),
    ).toEqual({
      id: '\u206626:F5:7D:46:32:78\u2069',
      email: '\u2066ann@example.com\u2069',
      host: '\u2066http://1.2.3.4:8080\u2069',
      code: '\u2066123456\u2069',
      smart_count: 2,
      date: '27 نوفمبر 2026',
      name: 'Ann',
      from: '',
    });
  });
});
