import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AdminNewsArticle } from '@vela/api-client';
import { loadNamespaces } from '@vela/locales/load';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import {
  AdminContext,
  type DataProvider,
  RecordContextProvider,
  ResourceContextProvider,
  type TranslationMessages,
} from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboardNamespaces } from '../i18n/i18n-provider.ts';
import { NewsForm } from './news-form.tsx';

afterEach(cleanup);

const stored: AdminNewsArticle = {
  id: '0b9c1f1e-7a59-4d6c-9a40-2f0f3c1d2e11',
  slug: 'spring-release',
  title: 'Spring release',
  description: ['A new version is out.', 'It plays faster.'],
  author: 'Vela Player Team',
  imgSrc: '/images/news/offer.svg',
  published: false,
  date: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  linkHref: '/news/spring-release',
  title_it: 'Novità di primavera',
};

/** The API as far as the form can tell: it answers what it was sent. */
function fakeApi() {
  const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
    data: { ...stored, ...data, id: 'new' },
  }));
  const update = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
    data: { ...stored, ...data },
  }));
  return { create, update } as unknown as DataProvider & { create: typeof create; update: typeof update };
}

async function renderForm(dataProvider: DataProvider, record?: AdminNewsArticle) {
  const messages = (await loadNamespaces('en', dashboardNamespaces)) as unknown as TranslationMessages;
  const i18nProvider = polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], {
    interpolation: { prefix: '{{', suffix: '}}' },
  });
  render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider}>
      <ResourceContextProvider value="news">
        <RecordContextProvider value={record}>
          <NewsForm editing={record !== undefined} />
        </RecordContextProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );
}

const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

// Each test renders react-admin's whole form in a test DOM: a minute or more when the machine is shared.
describe('the news form', () => {
  it('shows what is missing when saved empty, marks the English tab, and sends nothing', async () => {
    const api = fakeApi();
    await renderForm(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('Please fill in the required field')).toHaveLength(5));
    expect(screen.getByRole('tab', { name: /English \(check the fields\)/ })).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Italiano' })).toBeDefined();
    expect(api.create).not.toHaveBeenCalled();
  }, 90_000);

  it('keeps paragraphs typed with empty lines between them and sends each language it has', async () => {
    const api = fakeApi();
    await renderForm(api, stored);
    expect((textbox('Paragraphs') as HTMLTextAreaElement).value).toBe(
      'A new version is out.\n\nIt plays faster.',
    );
    fireEvent.change(textbox('Paragraphs'), { target: { value: 'First.\n\n' } });
    // What is typed stays as typed, an empty line included, while the form holds one paragraph.
    expect((textbox('Paragraphs') as HTMLTextAreaElement).value).toBe('First.\n\n');
    fireEvent.change(textbox('Paragraphs'), { target: { value: 'First.\n\nSecond, on\ntwo lines.' } });

    fireEvent.click(screen.getByRole('tab', { name: 'العربية' }));
    expect(textbox('Title').getAttribute('dir')).toBe('rtl');
    fireEvent.change(textbox('Title'), { target: { value: 'إصدار الربيع' } });
    fireEvent.change(textbox('Paragraphs'), { target: { value: 'فقرة أولى.' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Published on the site' }));

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.update).toHaveBeenCalledTimes(1));
    expect(api.update.mock.calls[0]?.[1].data).toMatchObject({
      description: ['First.', 'Second, on\ntwo lines.'],
      title_it: 'Novità di primavera',
      title_ar: 'إصدار الربيع',
      description_ar: ['فقرة أولى.'],
      published: true,
    });
  }, 90_000);
});
