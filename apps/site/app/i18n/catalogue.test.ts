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

  it('isolates identifiers left to right, so that an id that starts with digits reads in order in Arabic', () => {
    const arabic = new Catalogue({ brand: 'Vela Player' });
    arabic.add('mylist', {
      sent: 'أُرسلت القائمة {{name}} إلى الجهاز {{deviceid}}.',
      by: '{{brand}} · {{email}}',
    });
    const t = arabic.translator('mylist');
    expect(t('sent', { name: 'رياضة', deviceid: '26:F5:7D:46:32:78' })).toBe(
      'أُرسلت القائمة رياضة إلى الجهاز \u206626:F5:7D:46:32:78\u2069.',
    );
    expect(t('by', { email: '1ann@example.com' })).toBe('Vela Player · \u20661ann@example.com\u2069');
  });
});
