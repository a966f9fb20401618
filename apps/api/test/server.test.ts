import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { createApiClient } from '@vela/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestServer, type TestServer } from './harness.ts';

describe.each(engines)('the server on $name', (engine) => {
  let server: TestServer;
  const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);

  beforeAll(async () => {
    server = await startTestServer(engine, { BRAND_NAME: 'Orbit TV' });
  });
  afterAll(() => server?.stop());

  describe('the API', () => {
    it('reports its health and which database it runs on', async () => {
      const response = await get('/api/health');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok', db: engine.name });
    });

    it('gives the browser its public settings through the typed client', async () => {
      const config = await createApiClient({ baseUrl: server.url }).config();
      expect(config).toMatchObject({
        brand: {
          name: 'Orbit TV',
          legalEntity: 'Vela Media LLC',
          supportEmail: 'support@velaplayer.example',
        },
        prices: { currency: 'EUR', basic: 5.49, premium: 9.99 },
        promotionEndsAt: null,
        payments: { provider: 'simulator', clientId: null },
      });
    });

    it('describes itself in OpenAPI 3.1', async () => {
      const document = (await (await get('/api/openapi.json')).json()) as {
        openapi: string;
        servers: unknown;
        paths: Record<string, unknown>;
      };
      expect(document.openapi).toBe('3.1.0');
      expect(document.servers).toEqual([{ url: '/api' }]);
      expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/health', '/config']));
    });

    it('answers an unknown endpoint with a JSON 404 for any method', async () => {
      for (const method of ['GET', 'POST', 'DELETE']) {
        const response = await get('/api/no-such-endpoint', { method });
        expect(response.status).toBe(404);
        expect(await response.json()).toMatchObject({ code: 'not_found' });
      }
    });
  });

  describe('the site', () => {
    it('serves prerendered pages with revalidation, not long caching', async () => {
      const response = await get('/pricing');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const etag = response.headers.get('etag');
      expect(etag).toBeTruthy();
      const again = await get('/pricing/', { headers: { 'if-none-match': etag ?? '' } });
      expect(again.status).toBe(304);
    });

    it('caches hashed assets for a year', async () => {
      const response = await get('/assets/entry-abc123.js');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    });

    it('compresses what it sends to a client that accepts gzip', async () => {
      const { request } = await import('node:http');
      const body = await new Promise<{ encoding?: string; text: string }>((resolve, reject) => {
        request(`${server.url}/`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              encoding: res.headers['content-encoding'],
              text: gunzipSync(Buffer.concat(chunks)).toString(),
            }),
          );
        })
          .on('error', reject)
          .end();
      });
      expect(body.encoding).toBe('gzip');
      expect(body.text).toContain('<title>Home</title>');
    });

    it("answers an unknown path with status 404 and the site's 404 page, localized by prefix", async () => {
      const english = await get('/no/such/page');
      expect(english.status).toBe(404);
      expect(await english.text()).toContain('Oops! Page Not Found!');
      const arabic = await get('/ar/no-such-page');
      expect(arabic.status).toBe(404);
      expect(await arabic.text()).toContain('dir="rtl"');
    });

    it('answers a news address with the article shell, 200 when the article exists and 404 when not', async () => {
      const known = await get('/news/privacy-mode-launch');
      expect(known.status).toBe(200);
      expect(await known.text()).toContain('Article shell');
      const arabic = await get('/ar/news/privacy-mode-launch');
      expect(await arabic.text()).toContain('Arabic article shell');
      const unknown = await get('/news/no-such-article');
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).toContain('Article shell');
    });

    it("names the article in the shell's links to itself, and leaves its scripts as they were built", async () => {
      const known = await get('/news/privacy-mode-launch');
      const html = await known.text();
      expect(html).toContain('<link rel="canonical" href="http://localhost/news/privacy-mode-launch"/>');
      expect(html).toContain('<a hrefLang="ar" href="/ar/news/privacy-mode-launch">');
      expect(html).toContain('window.__shell = "/news/__article";');
      expect(known.headers.get('content-security-policy')).toContain(
        `'sha256-${createHash('sha256').update('window.__shell = "/news/__article";').digest('base64')}'`,
      );
      const other = await get('/news/fire-tv-app-0-38');
      expect(other.headers.get('etag')).not.toBe(known.headers.get('etag'));
      // An address that is no slug is never written into the page.
      const odd = await get('/news/%3Cb%3E');
      expect(odd.status).toBe(404);
      expect(await odd.text()).toContain('href="/ar/news/__article"');
    });

    it('answers an unknown blog post with the not-found shell and 404, and never serves a shell directly', async () => {
      expect((await get('/blog/1')).status).toBe(200);
      const missing = await get('/blog/99');
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('Blog not found.');
      const direct = await get('/news/__article');
      expect(direct.status).toBe(404);
      expect(await direct.text()).toContain('Oops! Page Not Found!');
    });

    it('never serves a file from outside its directory', async () => {
      for (const path of [
        '/..%2f..%2fpackage.json',
        '/%2e%2e/%2e%2e/package.json',
        '/assets/%00.js',
        '/%E0%A4%A',
      ]) {
        const response = await get(path);
        expect(response.status, path).toBe(404);
      }
    });

    it("decides each answer's cache policy from its own path, so no address can lend a page a year's cache", async () => {
      // Once asked for through assets/ with encoded separators, the page must still be revalidated.
      const sneaky = await get('/assets/..%2fpricing%2findex.html');
      expect(sneaky.status).toBe(404);
      expect(sneaky.headers.get('cache-control')).not.toContain('immutable');
      const backslash = await get('/assets/..%5cpricing%5cindex.html');
      expect(backslash.status).toBe(404);
      const page = await get('/pricing');
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      const asset = await get('/assets/entry-abc123.js');
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const robots = await get('/robots.txt');
      expect(robots.status).toBe(200);
      expect(robots.headers.get('cache-control')).toBe('no-cache');
    });

    it('answers a malformed percent-encoding with the 404 page, never an error', async () => {
      for (const path of [
        '/news/%E0%A4%A',
        '/news/%',
        '/ar/news/%ZZ',
        '/blog/%',
        '/%',
        '/dashboard/%E0%A4%A',
      ]) {
        const response = await get(path);
        expect(response.status, path).toBeLessThan(500);
        if (!path.startsWith('/dashboard/')) {
          expect(response.status, path).toBe(404);
          expect(response.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
        }
      }
    });
  });

  describe('security headers', () => {
    it('let a page run only its own scripts and the inline scripts it was built with', async () => {
      const { createHash } = await import('node:crypto');
      const response = await get('/pricing');
      const policy = response.headers.get('content-security-policy') ?? '';
      const hash = createHash('sha256')
        .update('window.__context = {"a":1,"siteUrl":"http://localhost:8080"};')
        .digest('base64');
      expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain('paypal');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('strict-transport-security')).toBeNull();
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
      expect(response.headers.get('permissions-policy')).toBe(
        'camera=(), microphone=(), geolocation=(), payment=(self "https://www.paypal.com")',
      );
    });

    it('allow PayPal on the checkout pages only', async () => {
      const policy = (await get('/activate')).headers.get('content-security-policy') ?? '';
      expect(policy).toMatch(/script-src 'self' 'sha256-[^']+' https:\/\/\*\.paypal\.com/);
      expect(policy).toContain('frame-src https://*.paypal.com');
    });

    it('let no API answer run anything, be framed or be sniffed, and spare JSON the headers of a document', async () => {
      for (const path of ['/api/health', '/api/ping', '/api/no-such-route']) {
        const response = await get(path);
        expect(response.headers.get('content-type'), path).toContain('application/json');
        expect(response.headers.get('content-security-policy'), path).toBe(
          "default-src 'none'; frame-ancestors 'none'",
        );
        expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
        expect(response.headers.get('x-frame-options'), path).toBe('DENY');
        expect(response.headers.get('x-request-id'), path).toMatch(/^[0-9a-f-]{36}$/);
        for (const name of ['referrer-policy', 'cross-origin-opener-policy', 'permissions-policy']) {
          expect(response.headers.get(name), `${path} ${name}`).toBeNull();
        }
      }
    });

    it('answer no cross-origin request unless its origin is configured', async () => {
      const response = await get('/api/config', { headers: { origin: 'https://elsewhere.example' } });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  describe('the dashboard', () => {
    it('loads the app for any deep link so a reload keeps the screen', async () => {
      for (const path of ['/dashboard/', '/dashboard/playlists', '/dashboard/devices/12/show']) {
        const response = await get(path);
        expect(response.status, path).toBe(200);
        expect(await response.text()).toContain('<title>Dashboard</title>');
      }
    });

    it('loads no PayPal script when payments are simulated', async () => {
      const policy = (await get('/dashboard/credits')).headers.get('content-security-policy') ?? '';
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toContain('paypal');
      expect(policy).toContain("frame-src 'none'");
    });

    it('redirects /dashboard to /dashboard/ and 404s a missing asset', async () => {
      const bare = await get('/dashboard?x=1', { redirect: 'manual' });
      expect(bare.status).toBe(301);
      expect(bare.headers.get('location')).toBe('/dashboard/?x=1');
      expect((await get('/dashboard/assets/missing-000.js')).status).toBe(404);
      expect((await get('/dashboard/assets/index-def456.js')).headers.get('cache-control')).toContain(
        'immutable',
      );
    });
  });
});

describe('the server in production', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engines[0] as (typeof engines)[number], {
      NODE_ENV: 'production',
      PAYPAL_CLIENT_ID: 'client',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_PLAN_ID: 'P-1',
      PAYPAL_WEBHOOK_ID: 'WH-1',
      PAYPAL_API_URL: 'http://127.0.0.1:9',
      PLAYLIST_ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64'),
      CORS_ORIGINS: 'https://partner.example',
      BETTER_AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
      SMTP_URL: 'smtp://127.0.0.1:9',
      ALTCHA_HMAC_KEY: 'an-altcha-key-of-at-least-32-characters-long',
    });
  });
  afterAll(() => server?.stop());

  it('asks browsers to use HTTPS only, and seeds no demo data', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(server.demo).toBeNull();
    expect((await fetch(`${server.url}/api/dev/outbox`)).status).toBe(404);
  });

  it("lets the dashboard load PayPal's buttons, with which resellers buy credits, and the site's other pages not", async () => {
    for (const path of ['/dashboard/', '/dashboard/credits']) {
      const policy = (await fetch(`${server.url}${path}`)).headers.get('content-security-policy') ?? '';
      expect(policy, path).toMatch(/script-src 'self'[^;]* https:\/\/\*\.paypal\.com/);
      expect(policy, path).toContain('frame-src https://*.paypal.com');
      expect(policy, path).toMatch(/connect-src 'self'[^;]* https:\/\/\*\.paypal\.com/);
    }
    const pricing = (await fetch(`${server.url}/pricing`)).headers.get('content-security-policy') ?? '';
    expect(pricing).not.toContain('paypal');
  });

  it('answers cross-origin requests from configured origins only', async () => {
    const preflight = await fetch(`${server.url}/api/newsletter`, {
      method: 'OPTIONS',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    const stranger = await fetch(`${server.url}/api/config`, { headers: { origin: 'https://evil.example' } });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });
});
