import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ReactNode, useEffect } from 'react';
import {
  AdminContext,
  type I18nProvider,
  memoryStore,
  type Store,
  useGetList,
  useSetLocale,
  useTranslate,
} from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProviderFor, dataProviderWith } from '../testing/providers.ts';
import { createI18nProvider } from './i18n-provider.ts';
import { useLanguageInPlace } from './language-in-place.ts';

afterEach(cleanup);

let switchTo: (locale: string) => void = () => undefined;
let mounts = 0;
let renders = 0;

/** A text of the screen, drawn again only when the language changes. */
function Translated() {
  const translate = useTranslate();
  renders += 1;
  return <p>{translate('ra.action.cancel')}</p>;
}

/** A screen with a text, a field being typed in and a list read from the API, and the language menu's switch. */
function Screen() {
  const translate = useTranslate();
  switchTo = useSetLocale();
  const { data } = useGetList('devices');
  useEffect(() => {
    mounts += 1;
  }, []);
  return (
    <>
      <button type="button">{translate('ra.action.save')}</button>
      <Translated />
      <input aria-label="note" />
      <p>{data?.length ?? 0} devices</p>
    </>
  );
}

function InPlace({
  store,
  provider,
  children,
}: {
  store: Store;
  provider: I18nProvider;
  children: ReactNode;
}) {
  const language = useLanguageInPlace(store, provider);
  return (
    <Shell store={language.store} provider={language.i18nProvider}>
      {children}
    </Shell>
  );
}

function Shell({
  store,
  provider,
  children,
}: {
  store: Store;
  provider?: I18nProvider;
  children: ReactNode;
}) {
  return (
    <AdminContext
      store={store}
      i18nProvider={provider}
      authProvider={authProviderFor('customer')}
      dataProvider={dataProviderWith({ getList: lists })}
    >
      {children}
    </AdminContext>
  );
}

const lists = vi.fn(async () => ({ data: [{ id: '42:B1:BE:E8:9D:54' }], total: 1 }));

async function typedScreen(inPlace: boolean) {
  mounts = 0;
  lists.mockClear();
  const store = memoryStore();
  const provider = await createI18nProvider('en');
  store.setItem('locale', 'en');
  render(
    inPlace ? (
      <InPlace store={store} provider={provider}>
        <Screen />
      </InPlace>
    ) : (
      <Shell store={store} provider={provider}>
        <Screen />
      </Shell>
    ),
  );
  await screen.findByText('1 devices');
  fireEvent.change(screen.getByRole('textbox', { name: 'note' }), { target: { value: 'half a sentence' } });
  return store;
}

describe('switching the language', () => {
  it('draws every text in the new language and keeps the screen: what was typed, and the data it read', async () => {
    const store = await typedScreen(true);
    act(() => switchTo('de'));
    await screen.findByRole('button', { name: 'Speichern' });
    act(() => switchTo('ar'));
    await screen.findByRole('button', { name: 'حفظ' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(store.getItem('locale')).toBe('ar');
    expect(screen.getByRole('textbox', { name: 'note' })).toHaveProperty('value', 'half a sentence');
    expect(mounts).toBe(1);
    expect(lists).toHaveBeenCalledTimes(1);
  });

  it('draws nothing again when the store is emptied, as signing out does', async () => {
    const store = await typedScreen(true);
    act(() => switchTo('de'));
    await screen.findByRole('button', { name: 'Speichern' });
    const before = renders;
    act(() => store.reset());
    expect(renders).toBe(before);
  });

  it('ends on the language asked for last, when it is asked for before the one before it has arrived', async () => {
    const store = await typedScreen(true);
    act(() => {
      switchTo('ar');
      switchTo('de');
    });
    await screen.findByRole('button', { name: 'Speichern' });
    await waitFor(() => expect(store.getItem('locale')).toBe('de'));
    expect(document.documentElement.lang).toBe('de');
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeDefined();
  });

  it('is, in react-admin alone, a new screen: what was typed is lost and the list read again', async () => {
    await typedScreen(false);
    act(() => switchTo('de'));
    await screen.findByRole('button', { name: 'Speichern' });
    expect(mounts).toBe(2);
    expect(screen.getByRole('textbox', { name: 'note' })).toHaveProperty('value', '');
  });
});
