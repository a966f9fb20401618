import { describe, expect, it } from 'vitest';
import { validateNews } from './news-validator.ts';

const article = {
  slug: 'spring-release',
  title: 'Spring release',
  description: ['A new version is out.'],
  author: 'Vela Player Team',
  imgSrc: '/api/news/images/abc',
  published: false,
};

describe('the news form', () => {
  it('accepts an article with some languages left empty', () => {
    expect(validateNews({ ...article, title_it: 'Novità', description_it: [], title_ar: '' })).toEqual({});
  });

  it('shows each failure on its field, in the texts of the validation namespace', () => {
    const required = { message: 'validation.required', args: expect.any(Object) };
    expect(validateNews({ ...article, title: '', description: [], imgSrc: '' })).toEqual({
      title: required,
      description: required,
      imgSrc: required,
    });
    expect(validateNews({ ...article, description_el: ['Καλό.', 'bell\u0007'] })).toEqual({
      description_el: { message: 'validation.invalid_characters', args: {} },
    });
  });

  it('says what a slug looks like when it has another form', () => {
    expect(validateNews({ ...article, slug: 'Spring Release' })).toEqual({
      slug: { message: 'news-admin.validation.slug', args: {} },
    });
  });
});
