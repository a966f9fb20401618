import { localeCodes } from '@vela/locales';
import { describe, expect, it } from 'vitest';
import { pages } from './paths.ts';
import routes from './routes.ts';

describe('the route table', () => {
  it('has one route per page, plus one home page per language, whatever the number of languages', () => {
    expect(routes).toHaveLength(Object.keys(pages).length - 1 + localeCodes.length);
    expect(routes.map((route) => route.path)).toContain(':lang?/pricing');
    expect(routes.map((route) => route.path)).toContain(':lang?/*');
  });
});
