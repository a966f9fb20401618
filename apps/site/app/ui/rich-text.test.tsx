import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { plainText, RichText } from './rich-text.tsx';

describe('RichText', () => {
  it('highlights the marked words and keeps the rest as text', () => {
    const { container } = render(<RichText text="Stream <hl>4K</hl> with <strong>Privacy Mode</strong>." />);
    expect(container.innerHTML).toBe(
      'Stream <mark class="highlight">4K</mark> with <strong>Privacy Mode</strong>.',
    );
  });

  it('never turns other markup into HTML', () => {
    const { container } = render(<RichText text={'<img src=x onerror="alert(1)"> <script>x</script>'} />);
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.textContent).toContain('<img');
  });

  it('gives plain text for titles', () => {
    expect(plainText('Stream <hl>4K</hl>')).toBe('Stream 4K');
  });
});
