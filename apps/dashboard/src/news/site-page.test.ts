import { describe, expect, it } from 'vitest';
import { articlePagePath } from './site-page.ts';

describe("an article's page on the site", () => {
  it('has no prefix in English and the language prefix in the others', () => {
    expect(articlePagePath('spring-release', 'en')).toBe('/news/spring-release');
    expect(articlePagePath('spring-release', 'ar')).toBe('/ar/news/spring-release');
  });
});
