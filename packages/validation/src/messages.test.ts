import { localeCodes } from '@vela/locales';
import { loadNamespace } from '@vela/locales/load';
import { describe, expect, it } from 'vitest';
import { validationKeys } from './messages.ts';

describe('validation keys', () => {
  it('each have a text in the validation namespace of every locale', async () => {
    for (const locale of localeCodes) {
      const catalogue = await loadNamespace(locale, 'validation');
      for (const key of Object.values(validationKeys)) {
        expect(catalogue[key], `${locale}: ${key}`).toEqual(expect.any(String));
      }
    }
  });

  it('are all distinct', () => {
    const values = Object.values(validationKeys);
    expect(new Set(values).size).toBe(values.length);
  });
});
