import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext, List, memoryStore, TextField } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listing } from '../testing/providers.ts';
import { ResponsiveList } from './responsive-list.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The first render loads react-admin's and MUI's modules: slow on a busy machine.
const found = { timeout: 15_000 };

type Fruit = { id: string; name: string; colour: string };
const fruits: Fruit[] = [
  { id: 'f1', name: 'Apple', colour: 'red' },
  { id: 'f2', name: 'Banana', colour: 'yellow' },
];

/** A window as narrow as a phone's, or as wide as a desktop's. */
function windowOf(kind: 'phone' | 'desktop') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: kind === 'phone' && query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

function FruitList({ rowClick }: { rowClick: 'show' | false }) {
  return (
    <List resource="fruits" exporter={false} empty={false}>
      <ResponsiveList<Fruit>
        phone={{ primaryText: (fruit) => fruit.name, secondaryText: (fruit) => fruit.colour }}
        rowClick={rowClick}
        empty={<p>No fruit</p>}
      >
        <TextField source="name" />
        <TextField source="colour" />
      </ResponsiveList>
    </List>
  );
}

function renderList(records: Fruit[], rowClick: 'show' | false = 'show') {
  render(
    <AdminContext dataProvider={listing(records)} store={memoryStore()}>
      <FruitList rowClick={rowClick} />
    </AdminContext>,
  );
}

describe('ResponsiveList', () => {
  it('shows a table with a header and a row per record on a wide window', async () => {
    windowOf('desktop');
    renderList(fruits);
    const table = await screen.findByRole('table', {}, found);
    expect(within(table).getAllByRole('columnheader').length).toBeGreaterThanOrEqual(2);
    expect(within(table).getByText('Apple')).toBeTruthy();
    expect(within(table).getByText('yellow')).toBeTruthy();
  });

  it("shows one item per record on a phone, each a link to the record's page when rows open", async () => {
    windowOf('phone');
    renderList(fruits);
    const link = await screen.findByRole('link', { name: /Apple/ }, found);
    expect(link.getAttribute('href')).toMatch(/\/fruits\/f1\/show$/);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows items that lead nowhere when rows do not open', async () => {
    windowOf('phone');
    renderList(fruits, false);
    await screen.findByText('Banana', {}, found);
    expect(screen.queryByRole('link', { name: /Banana/ })).toBeNull();
  });

  it('says the same when there is nothing to show, on a phone and on a wide window', async () => {
    windowOf('phone');
    renderList([]);
    await screen.findByText('No fruit', {}, found);
    cleanup();
    windowOf('desktop');
    renderList([]);
    await screen.findByText('No fruit', {}, found);
  });
});
