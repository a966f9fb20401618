import { describe, expect, it } from 'vitest';
import { type SearchEntry, searchEntries } from './search.ts';

const entries: SearchEntry[] = [
  { title: 'Privacy Mode', text: 'Hide your IP address', path: '/privacy-mode', kind: 'page' },
  { title: 'Can I use several devices?', text: 'One licence per device', path: '/faqs#devices', kind: 'faq' },
  {
    title: 'Fire TV app 0.38',
    text: 'Faster channel switching and privacy fixes',
    path: '/news/fire-tv',
    kind: 'news',
  },
  { title: 'Modalità Privacy', text: 'Nascondi il tuo indirizzo', path: '/privacy-mode#it', kind: 'page' },
];

describe('searchEntries', () => {
  it('finds entries holding every word, titles first, ignoring case and accents', () => {
    expect(searchEntries(entries, 'PRIVACY').map((e) => e.path)).toEqual([
      '/privacy-mode',
      '/privacy-mode#it',
      '/news/fire-tv',
    ]);
    expect(searchEntries(entries, 'modalita').map((e) => e.path)).toEqual(['/privacy-mode#it']);
    expect(searchEntries(entries, 'licence device').map((e) => e.path)).toEqual(['/faqs#devices']);
  });

  it('finds the same entries for British and American spellings', () => {
    const spelled: SearchEntry[] = [
      { title: 'Lifetime licence', text: 'One device', path: '/a', kind: 'page' },
      { title: 'Colour and quality', text: 'Optimised for TV', path: '/b', kind: 'page' },
      { title: 'Cancelled orders', text: 'Programme of the centre', path: '/c', kind: 'faq' },
      { title: 'Analyze the license', text: 'Customize the color', path: '/d', kind: 'page' },
    ];
    const paths = (query: string) => searchEntries(spelled, query).map((entry) => entry.path);
    expect(paths('license')).toEqual(paths('licence'));
    expect(paths('license')).toEqual(['/a', '/d']);
    expect(paths('color')).toEqual(['/b', '/d']);
    expect(paths('optimized')).toEqual(['/b']);
    expect(paths('canceled program center')).toEqual(['/c']);
    expect(paths('customise colour')).toEqual(['/d']);
    expect(paths('analyse')).toEqual(['/d']);
  });

  it('finds nothing for an empty query', () => {
    expect(searchEntries(entries, '   ')).toEqual([]);
  });
});
