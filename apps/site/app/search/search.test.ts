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

  it('finds nothing for an empty query', () => {
    expect(searchEntries(entries, '   ')).toEqual([]);
  });
});
