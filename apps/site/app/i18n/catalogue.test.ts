import { describe, expect, it } from 'vitest';
import { Catalogue } from './catalogue.ts';

describe('Catalogue', () => {
  const catalogue = new Catalogue({ brand: 'Vela Player' });
  catalogue.add('common', {
    nav: { home: 'Home' },
    welcome: 'Welcome to {{brand}}, {{ name }}!',
    year: '© {{year}}',
  });

  it('finds a text by its dotted key and fills its placeholders, with defaults', () => {
    const t = catalogue.translator('common');
    expect(t('nav.home')).toBe('Home');
    expect(t('welcome', { name: 'Ann' })).toBe('Welcome to Vela Player, Ann!');
    expect(t('year', { year: 2026 })).toBe('© 2026');
    expect(t('welcome')).toBe('Welcome to Vela Player, !');
  });

  it('answers the key itself for a missing text, namespace or branch', () => {
    expect(catalogue.translator('common')('nav.missing')).toBe('nav.missing');
    expect(catalogue.translator('common')('nav')).toBe('nav');
    expect(catalogue.translator('pricing')('title')).toBe('title');
  });

  it('keeps the first texts of a namespace', () => {
    catalogue.add('common', { nav: { home: 'Other' } });
    expect(catalogue.translator('common')('nav.home')).toBe('Home');
  });
});
