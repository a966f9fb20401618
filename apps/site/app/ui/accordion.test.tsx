import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion.tsx';

const items = [
  { id: 'a', question: 'First?', answer: 'One' },
  { id: 'b', question: 'Second?', answer: 'Two' },
  { id: 'c', question: 'Third?', answer: 'Three' },
];

describe('Accordion', () => {
  it('opens the first item at the start and keeps one open at a time', () => {
    render(
      <MemoryRouter>
        <Accordion items={items} />
      </MemoryRouter>,
    );
    const [first, second] = screen.getAllByRole('button');
    expect(first).toHaveProperty('ariaExpanded', 'true');
    expect(second).toHaveProperty('ariaExpanded', 'false');
    if (!second || !first) throw new Error('missing buttons');
    fireEvent.click(second);
    expect(first).toHaveProperty('ariaExpanded', 'false');
    expect(second).toHaveProperty('ariaExpanded', 'true');
  });

  it('closes the open item when it is clicked', () => {
    render(
      <MemoryRouter>
        <Accordion items={items} />
      </MemoryRouter>,
    );
    const [first] = screen.getAllByRole('button');
    if (!first) throw new Error('missing button');
    fireEvent.click(first);
    expect(screen.getAllByRole('button').every((button) => button.ariaExpanded === 'false')).toBe(true);
  });

  it('opens the item the address names', () => {
    render(
      <MemoryRouter initialEntries={['/faqs#faq-c']}>
        <Accordion items={items} />
      </MemoryRouter>,
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.ariaExpanded)).toEqual(['false', 'false', 'true']);
  });
});
