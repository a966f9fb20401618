import { describe, expect, it } from 'vitest';
import { countryCodes, countryOptions } from './countries.ts';

describe('the country list', () => {
  it('holds each code once', () => {
    expect(new Set(countryCodes).size).toBe(countryCodes.length);
    expect(countryCodes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });

  it("names the countries in the reader's language, sorted in it", () => {
    const german = countryOptions('de');
    expect(german.find((country) => country.code === 'DE')?.name).toBe('Deutschland');
    const arabic = countryOptions('ar');
    expect(arabic.find((country) => country.code === 'EG')?.name).toBe('مصر');
    const names = german.map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
  });
});
