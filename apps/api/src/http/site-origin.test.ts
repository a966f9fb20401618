import { describe, expect, it } from 'vitest';
import { siteAddressRewrite } from './site-origin.ts';

describe("the site's address", () => {
  it('is rewritten where an address ends, and nowhere else', () => {
    const rewrite = siteAddressRewrite('http://localhost:8080', 'https://tv.example.com');
    expect(
      rewrite?.(
        '<link href="http://localhost:8080/pricing"/> http://localhost:8080 http://localhost:80801/x ' +
          "'http://localhost:8080' http://localhost:8080?q http://localhost:8080#top",
      ),
    ).toBe(
      '<link href="https://tv.example.com/pricing"/> https://tv.example.com http://localhost:80801/x ' +
        "'https://tv.example.com' https://tv.example.com?q https://tv.example.com#top",
    );
  });

  it('is left alone when the site is served where it was built for, or names no address', () => {
    expect(siteAddressRewrite('http://localhost:8080', 'http://localhost:8080')).toBeNull();
    expect(siteAddressRewrite(null, 'http://localhost:8080')).toBeNull();
  });
});
