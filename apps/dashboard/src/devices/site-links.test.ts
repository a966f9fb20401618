import { describe, expect, it } from 'vitest';
import { devicePath, purchaseLinks } from './site-links.ts';

describe("a device's purchase links", () => {
  it('lead to the English checkout pages without a prefix', () => {
    expect(purchaseLinks('A2:B1:C3:D4:E5:F6', 'en')).toEqual({
      basic: '/activate?client_reference_id=A2%3AB1%3AC3%3AD4%3AE5%3AF6',
      premium: '/activate-pm?client_reference_id=A2%3AB1%3AC3%3AD4%3AE5%3AF6',
    });
  });

  it('keep the language of the dashboard', () => {
    expect(purchaseLinks('A2:B1:C3:D4:E5:F6', 'ar').premium).toBe(
      '/ar/activate-pm?client_reference_id=A2%3AB1%3AC3%3AD4%3AE5%3AF6',
    );
  });
});

describe("a device's API path", () => {
  it('encodes the colons of the id', () => {
    expect(devicePath('A2:B1:C3:D4:E5:F6', 'release')).toBe('devices/A2%3AB1%3AC3%3AD4%3AE5%3AF6/release');
    expect(devicePath('A2:B1:C3:D4:E5:F6')).toBe('devices/A2%3AB1%3AC3%3AD4%3AE5%3AF6');
  });
});
