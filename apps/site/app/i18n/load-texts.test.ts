// @vitest-environment node
import { localeCodes, namespaces } from '@vela/locales';
import { loadNamespace } from '@vela/locales/load';
import { describe, expect, it } from 'vitest';
import { textsFiles } from '../../scripts/texts-assets.ts';
import { fetchNamespaces } from './load-texts.ts';

describe('fetchNamespaces', () => {
  it('asks for one JSON file per namespace in the folder of the language', async () => {
    const asked: string[] = [];
    const fetchStub = async (input: string | URL | Request) => {
      const url = String(input);
      asked.push(url);
      return Response.json({ title: url });
    };
    const texts = await fetchNamespaces('/assets/texts-abc', 'ar', ['common', 'home'], fetchStub);
    expect(asked.sort()).toEqual(['/assets/texts-abc/ar/common.json', '/assets/texts-abc/ar/home.json']);
    expect(texts).toEqual({
      common: { title: '/assets/texts-abc/ar/common.json' },
      home: { title: '/assets/texts-abc/ar/home.json' },
    });
  });

  it('fails when a file is missing, so the navigation shows the error page instead of bare keys', async () => {
    const fetchStub = async () => new Response('not found', { status: 404 });
    await expect(fetchNamespaces('/assets/texts-abc', 'de', ['home'], fetchStub)).rejects.toThrow(
      'No texts for de/home: HTTP 404',
    );
  });
});

describe('textsFiles', () => {
  const { base, files } = textsFiles();

  it('writes every namespace of every language under one folder named by their hash', () => {
    expect(base).toMatch(/^assets\/texts-[0-9a-f]{10}$/);
    expect(files.map((file) => file.fileName).sort()).toEqual(
      localeCodes.flatMap((locale) => namespaces.map((name) => `${base}/${locale}/${name}.json`)).sort(),
    );
    expect(textsFiles().base).toBe(base);
  });

  it('holds the same texts as the locale modules', async () => {
    for (const locale of ['en', 'ar'] as const) {
      for (const name of ['common', 'home'] as const) {
        const file = files.find((candidate) => candidate.fileName === `${base}/${locale}/${name}.json`);
        expect(JSON.parse(file?.source ?? 'null')).toEqual(await loadNamespace(locale, name));
      }
    }
  });
});
