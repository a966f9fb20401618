import { describe, expect, it } from 'vitest';
import { fillPlaceholders, splitPlaceholders } from './placeholders.ts';

describe('fillPlaceholders', () => {
  it('fills every placeholder, each time it occurs, with strings and numbers', () => {
    expect(
      fillPlaceholders('{{brand}}: {{count}} of {{max}}, {{brand}}', { brand: 'Vela', count: 3, max: 0 }),
    ).toBe('Vela: 3 of 0, Vela');
  });

  it('reads a placeholder written with spaces inside its braces', () => {
    expect(fillPlaceholders('Hello {{ name }}!', { name: 'Ada' })).toBe('Hello Ada!');
  });

  it('leaves nothing for a missing value by default, and an empty string is a value', () => {
    expect(fillPlaceholders('At least {{min}} characters.', {})).toBe('At least  characters.');
    expect(fillPlaceholders('[{{a}}|{{b}}|{{c}}]', { a: undefined, b: '', c: null })).toBe('[||]');
  });

  it('keeps a missing placeholder as written when asked', () => {
    expect(fillPlaceholders('{{brand}} on {{ device }}', { brand: 'Vela' }, { missing: 'keep' })).toBe(
      'Vela on {{ device }}',
    );
  });

  it('takes a lookup, so a caller can fall back on defaults of its own', () => {
    const given: Record<string, string | undefined> = { name: 'Ada', brand: undefined };
    const defaults: Record<string, string> = { brand: 'Vela' };
    expect(
      fillPlaceholders('{{name}} · {{brand}} · {{other}}', (name) => given[name] ?? defaults[name]),
    ).toBe('Ada · Vela · ');
  });

  it('reads only the values given, never what every object inherits', () => {
    expect(fillPlaceholders('{{constructor}}{{toString}}', {})).toBe('');
  });

  it('writes a value as it is: no `$&` patterns, no second pass over filled text', () => {
    expect(fillPlaceholders('{{a}} {{b}}', { a: '$& {{b}}', b: 'x' })).toBe('$& {{b}} x');
  });

  it('leaves what is not a placeholder alone', () => {
    const text = '{brand} {{}} {{two words}} %{name} { {x} }';
    expect(fillPlaceholders(text, { brand: 'Vela', name: 'Ada', x: '1' })).toBe(text);
  });
});

describe('splitPlaceholders', () => {
  it('cuts a text into its words and its placeholders, in order', () => {
    expect(splitPlaceholders('Hi {{name}}, <b>{{ count }}</b>{{x}}')).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'placeholder', name: 'name', source: '{{name}}' },
      { kind: 'text', text: ', <b>' },
      { kind: 'placeholder', name: 'count', source: '{{ count }}' },
      { kind: 'text', text: '</b>' },
      { kind: 'placeholder', name: 'x', source: '{{x}}' },
    ]);
  });

  it('gives a text without placeholders as one piece, and nothing for an empty text', () => {
    expect(splitPlaceholders('Plain words.')).toEqual([{ kind: 'text', text: 'Plain words.' }]);
    expect(splitPlaceholders('')).toEqual([]);
  });

  it('puts the pieces back together as the text', () => {
    const text = '{{a}}{{b}} and {{ c }}.';
    const joined = splitPlaceholders(text)
      .map((part) => (part.kind === 'text' ? part.text : part.source))
      .join('');
    expect(joined).toBe(text);
  });

  it('agrees with fillPlaceholders on what a placeholder is', () => {
    const text = 'x {{a}} {{ b }} {c} {{d e}}';
    const names = splitPlaceholders(text).flatMap((part) => (part.kind === 'placeholder' ? [part.name] : []));
    expect(names).toEqual(['a', 'b']);
    expect(fillPlaceholders(text, { a: 'A', b: 'B', c: 'C' })).toBe('x A B {c} {{d e}}');
  });
});
