import { describe, expect, it } from 'vitest';
import { fieldErrors } from './issues.ts';
import { newsRecordSchema, sniffNewsImageType } from './news.ts';

const schema = newsRecordSchema(['it', 'ar']);

const article = {
  slug: 'spring-release',
  title: 'Spring release',
  description: ['First paragraph.', 'Second paragraph.'],
  author: 'Vela Player Team',
  imgSrc: '/api/news/images/abc123',
  published: true,
};

function errorsOf(values: unknown) {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(Object.entries(fieldErrors(result.error)).map(([path, m]) => [path, m.key]));
}

describe('a news article', () => {
  it('keeps the base fields and the translations it is given, and drops empty ones', () => {
    expect(
      schema.parse({
        ...article,
        title: '  Spring release ',
        title_it: ' Novità di primavera ',
        description_it: ['Primo paragrafo.'],
        title_ar: '',
        description_ar: [],
        id: 'ignored',
      }),
    ).toEqual({
      ...article,
      title: 'Spring release',
      title_it: 'Novità di primavera',
      description_it: ['Primo paragrafo.'],
    });
  });

  it('starts unpublished unless told otherwise', () => {
    const { published: _published, ...draft } = article;
    expect(schema.parse(draft)).toMatchObject({ published: false });
  });

  it('needs a slug of lower-case words joined by hyphens, a title, paragraphs, an author and an image', () => {
    expect(errorsOf({})).toEqual({
      slug: 'required',
      title: 'required',
      description: 'required',
      author: 'required',
      imgSrc: 'required',
    });
    expect(errorsOf({ ...article, description: [] })).toEqual({ description: 'required' });
    for (const slug of ['Spring', 'spring release', 'spring--release', '-spring', 'spring/..', 'ünïcode']) {
      expect(errorsOf({ ...article, slug })).toEqual({ slug: 'pattern' });
    }
    expect(errorsOf({ ...article, slug: 'a'.repeat(101) })).toEqual({ slug: 'max_length' });
  });

  it('refuses blank paragraphs, control characters and values of the wrong type', () => {
    expect(errorsOf({ ...article, description: ['One.', '  '] })).toEqual({ 'description.1': 'required' });
    expect(errorsOf({ ...article, title_it: 'bell\u0007' })).toEqual({ title_it: 'invalid_characters' });
    expect(errorsOf({ ...article, description_ar: ['\ud800'] })).toEqual({
      'description_ar.0': 'invalid_characters',
    });
    expect(errorsOf({ ...article, description: 'One paragraph' })).toEqual({ description: 'invalid_type' });
    expect(errorsOf({ ...article, published: 'yes' })).toEqual({ published: 'invalid_type' });
  });

  it('takes an image only from a path of this server', () => {
    for (const imgSrc of ['/images/news/offer.svg', '/api/news/images/0f3a']) {
      expect(errorsOf({ ...article, imgSrc })).toEqual({});
    }
    for (const imgSrc of [
      'https://elsewhere.example/a.png',
      '//elsewhere.example/a.png',
      '/images/../secret',
      'javascript:alert(1)',
      '/a b.png',
    ]) {
      expect(errorsOf({ ...article, imgSrc })).toEqual({ imgSrc: 'pattern' });
    }
  });
});

describe('an uploaded image', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);

  it('is recognised by its first bytes', () => {
    expect(sniffNewsImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffNewsImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffNewsImageType(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe(
      'image/webp',
    );
    expect(sniffNewsImageType(new TextEncoder().encode('GIF89a'))).toBe('image/gif');
  });

  it('is refused when it is anything else, SVG included', () => {
    expect(sniffNewsImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(
      null,
    );
    expect(sniffNewsImageType(new TextEncoder().encode('GIF8'))).toBe(null);
    expect(sniffNewsImageType(bytes())).toBe(null);
  });
});
