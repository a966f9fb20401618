import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostSchema, httpOrigin, normaliseHost } from './host.ts';

describe('normaliseHost', () => {
  it('keeps scheme, host name and port, in lower case without a trailing slash', () => {
    expect(normaliseHost('HTTP://Line.Example.COM:8080/')).toBe('http://line.example.com:8080');
    expect(normaliseHost('https://tv.example.org')).toBe('https://tv.example.org');
    expect(normaliseHost('  http://192.168.1.20:25461  ')).toBe('http://192.168.1.20:25461');
    expect(normaliseHost('http://xn--80ak6aa92e.com')).toBe('http://xn--80ak6aa92e.com');
  });

  it('refuses paths, queries, fragments, credentials and other schemes', () => {
    for (const bad of [
      'http://example.com/get.php',
      'http://example.com?x=1',
      'http://example.com#top',
      'http://user:pass@example.com',
      'http://user@example.com',
      'ftp://example.com',
      'example.com',
      'http://localhost:8080',
      'http://example',
      'http://exa mple.com',
      'http://example.com:99999',
      'http://-bad-.com',
      'javascript:alert(1)',
      '',
    ]) {
      expect(normaliseHost(bad), bad).toBeNull();
    }
  });

  it('lets nothing with a path, query, fragment or credentials through', () => {
    const host = fc.domain();
    const extra = fc.oneof(
      fc.webPath().filter((path) => path.length > 1),
      fc.webQueryParameters().map((query) => `?${query}`),
      fc.webFragments().map((fragment) => `#${fragment}`),
    );
    fc.assert(
      fc.property(fc.constantFrom('http', 'https'), host, extra, (scheme, domain, suffix) => {
        expect(normaliseHost(`${scheme}://${domain}${suffix}`)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(
        fc.webUrl({ withQueryParameters: true, withFragments: true }),
        fc.webAuthority({ withUserInfo: true }),
        (url, authority) => {
          const withCredentials = url.replace(/^(https?:\/\/)/, `$1user:secret@`);
          expect(normaliseHost(withCredentials)).toBeNull();
          if (authority.includes('@')) expect(normaliseHost(`http://${authority}`)).toBeNull();
        },
      ),
    );
  });

  it('accepts every bare host and returns it unchanged the second time', () => {
    const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);
    const domain = fc
      .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), fc.stringMatching(/^[a-z]{2,8}$/))
      .map(([labels, top]) => [...labels, top].join('.'));
    const anyCase = (text: string, upper: boolean[]) =>
      [...text].map((char, i) => (upper[i % upper.length] ? char.toUpperCase() : char)).join('');
    fc.assert(
      fc.property(
        fc.constantFrom('http', 'https'),
        domain,
        fc.option(fc.integer({ min: 1, max: 65535 })),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        (scheme, name, port, upper, slash) => {
          const typed = anyCase(
            `${scheme}://${name}${port === null ? '' : `:${port}`}${slash ? '/' : ''}`,
            upper,
          );
          const host = normaliseHost(typed);
          expect(host).not.toBeNull();
          expect(normaliseHost(host ?? '')).toBe(host);
          expect(host).toBe(host?.toLowerCase());
          expect(host?.endsWith('/')).toBe(false);
        },
      ),
    );
  });
});

describe('hostSchema', () => {
  it('refuses an empty host as required and a bad one as host_invalid', () => {
    expect(hostSchema.safeParse('  ').error?.issues[0]?.message).toBe('required');
    expect(hostSchema.safeParse('http://example.com/x').error?.issues[0]?.message).toBe('host_invalid');
    expect(hostSchema.parse('https://Example.com/')).toBe('https://example.com');
  });
});

describe('httpOrigin', () => {
  it('gives the lower-cased origin of any http(s) URL with a dotted host', () => {
    expect(httpOrigin('http://Line.Example.com:8080/get.php?username=a&password=b')).toBe(
      'http://line.example.com:8080',
    );
    expect(httpOrigin('rtmp://example.com')).toBeNull();
    expect(httpOrigin('not a url')).toBeNull();
  });
});
