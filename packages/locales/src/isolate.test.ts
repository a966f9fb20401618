import { describe, expect, it } from 'vitest';
import { isolateIdentifiers, isolateLiteralIdentifiers, isolateLtr } from './isolate.ts';

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

describe('identifiers written into a text', () => {
  it('are isolated left to right, without the sentence’s punctuation, once', () => {
    const hint = 'مثل http://line.example.com:8080.';
    expect(isolateLiteralIdentifiers(hint)).toBe('مثل \u2066http://line.example.com:8080\u2069.');
    expect(isolateLiteralIdentifiers(isolateLiteralIdentifiers(hint))).toBe(isolateLiteralIdentifiers(hint));
    expect(isolateLiteralIdentifiers('Schreiben Sie an name@example.com, bitte.')).toBe(
      'Schreiben Sie an \u2066name@example.com\u2069, bitte.',
    );
    expect(isolateLiteralIdentifiers('Device 26:F5:7D:46:32:78 is ready')).toBe(
      'Device \u206626:F5:7D:46:32:78\u2069 is ready',
    );
    expect(isolateLiteralIdentifiers(`Device ${isolateLtr('26:F5:7D:46:32:78')}`)).toBe(
      `Device ${isolateLtr('26:F5:7D:46:32:78')}`,
    );
    expect(isolateLiteralIdentifiers('No identifier here.')).toBe('No identifier here.');
  });
});
