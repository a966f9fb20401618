import { describe, expect, it } from 'vitest';
import { joinParagraphs, sameParagraphs, splitParagraphs } from './paragraphs.ts';

describe('paragraphs typed as one text', () => {
  it('are split at empty lines, trimmed, without blank ones', () => {
    expect(splitParagraphs('  First line\nstill first.\n\nSecond.\r\n  \r\nThird.\n\n\n')).toEqual([
      'First line\nstill first.',
      'Second.',
      'Third.',
    ]);
    expect(splitParagraphs('   \n\n ')).toEqual([]);
  });

  it('are joined back with an empty line between two of them', () => {
    expect(joinParagraphs(['One.', 'Two.'])).toBe('One.\n\nTwo.');
    expect(joinParagraphs(undefined)).toBe('');
    expect(joinParagraphs('')).toBe('');
    expect(splitParagraphs(joinParagraphs(['One.', 'Two.']))).toEqual(['One.', 'Two.']);
  });

  it('compare by their texts', () => {
    expect(sameParagraphs(['a'], ['a'])).toBe(true);
    expect(sameParagraphs([], undefined)).toBe(true);
    expect(sameParagraphs([], '')).toBe(true);
    expect(sameParagraphs(['a'], ['a', 'b'])).toBe(false);
  });
});
