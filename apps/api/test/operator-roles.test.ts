import type { UserRole } from '@vela/api-client';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.ts';
import { accountEnv, type Browser, signedInBrowser, signedInDemo, uniqueEmail } from './accounts.ts';
import { engines, sharedTestServer, type TestServer } from './harness.ts';

const everyone = ['customer', 'reseller', 'operator'] as const satisfies readonly UserRole[];
const resellers = ['reseller', 'operator'] as const satisfies readonly UserRole[];
const operators = ['operator'] as const satisfies readonly UserRole[];
const resellersOnly = ['reseller'] as const satisfies readonly UserRole[];

/** A news article the operators' routes accept. */
const newsArticle = (slug: string) => ({
  slug,
  title: 'Role check',
  description: ['A paragraph.'],
  author: 'Vela Player Team',
  imgSrc: '/images/news/offer.svg',
});

interface AdminOperation {
  /** The roles the route is for; every other role gets 403 `not_authorized`. */
  roles: readonly UserRole[];
  /** A request the route would accept from its roles, so that only the role can be the reason for a refusal. */
  body?: unknown;
  query?: string;
  /**
   * What an operator gets for that request, when not 200: `{id}` is an account's id, which a route of another
   * resource does not find (404), and a route that takes a file refuses the table's JSON (415).
   */
  operatorStatus?: number;
}

/**
 * Every operation under `/api/admin/`, as `/api/openapi.json` lists it, with the roles it is for. A route added
 * without an entry here fails the first test: append it with its roles (and a body it accepts); the routes
 * for operators only are then walked as a customer, a reseller and an operator without two-factor.
 * `{id}` is replaced by the id of an account made for the test.
 */
const adminOperations: Record<string, AdminOperation> = {
  'GET /admin/me': { roles: everyone },
  'GET /admin/stats': { roles: everyone },
  'GET /admin/stats/operator': { roles: operators, query: 'year=2021&month=3' },
  'GET /admin/stats/reseller': { roles: resellersOnly },
  'GET /admin/devices': { roles: everyone },
  'POST /admin/devices/claim': { roles: everyone },
  'GET /admin/devices/{id}': { roles: everyone },
  'PUT /admin/devices/{id}': { roles: everyone },
  'POST /admin/devices/{id}/release': { roles: everyone },
  'GET /admin/devices/{id}/purchases': { roles: everyone },
  'POST /admin/devices/{id}/transfer-licence': { roles: everyone },
  'PATCH /admin/devices/{id}': { roles: everyone },
  'GET /admin/devices/{id}/history': { roles: everyone },
  'PUT /admin/devices/{id}/parental-pin': { roles: everyone },
  'DELETE /admin/devices/{id}/parental-pin': { roles: everyone },
  'POST /admin/devices/{id}/parental-unlock': { roles: everyone },
  'POST /admin/devices/{id}/licence': {
    roles: operators,
    body: { action: 'grant_basic', reason: 'Role check' },
    operatorStatus: 404,
  },
  'GET /admin/tickets': { roles: everyone },
  'POST /admin/tickets': { roles: everyone },
  'GET /admin/tickets/{id}': { roles: everyone },
  'PUT /admin/tickets/{id}': { roles: everyone },
  'GET /admin/tickets/{id}/messages': { roles: everyone },
  'POST /admin/tickets/{id}/messages': { roles: everyone },
  'POST /admin/tickets/{id}/messages/{messageId}/attachments': { roles: everyone },
  'GET /admin/tickets/{id}/attachments/{attachmentId}': { roles: everyone },
  'GET /admin/playlists': { roles: everyone },
  'POST /admin/playlists': { roles: everyone },
  'GET /admin/playlists/hosts': { roles: everyone },
  'GET /admin/playlists/{id}': { roles: everyone },
  'PUT /admin/playlists/{id}': { roles: everyone },
  'DELETE /admin/playlists/{id}': { roles: everyone },
  'POST /admin/playlists/{id}/reveal-password': { roles: everyone },
  'PUT /admin/playlists/{id}/lock': { roles: everyone, body: { locked: true } },
  'POST /admin/playlists/mass-update-host': { roles: everyone },
  'POST /admin/playlists/mass-update-host/{update_id}/undo': { roles: everyone },
  'GET /admin/whitelist': { roles: resellers },
  'POST /admin/whitelist': { roles: resellers },
  'GET /admin/whitelist/{id}': { roles: resellers },
  'PUT /admin/whitelist/{id}': { roles: resellers },
  'DELETE /admin/whitelist/{id}': { roles: resellers },
  'POST /admin/whitelist/{id}/regenerate-code': { roles: resellers },
  'POST /admin/whitelist/{id}/verify': { roles: resellers },
  'POST /admin/whitelist/{id}/operator-verify': {
    roles: operators,
    body: { reason: 'Role check' },
    operatorStatus: 404,
  },
  'POST /admin/whitelist/{id}/withdraw-verification': {
    roles: operators,
    body: { reason: 'Role check' },
    operatorStatus: 404,
  },
  'GET /admin/clients': { roles: resellers },
  'GET /admin/clients/hosts': { roles: resellers },
  'GET /admin/clients/{id}': { roles: resellers },
  'POST /admin/clients/mass-update-host': { roles: resellers },
  'POST /admin/clients/mass-update-host/{update_id}/undo': { roles: resellers },
  'GET /admin/host-health': { roles: resellers },
  'GET /admin/host-clients': { roles: resellers },
  'GET /admin/api-keys': { roles: resellers },
  'POST /admin/api-keys': { roles: resellers },
  'GET /admin/api-keys/{id}': { roles: resellers },
  'POST /admin/api-keys/{id}/revoke': { roles: resellers },
  'GET /admin/users': { roles: operators },
  'GET /admin/users/lookup': { roles: operators, query: 'email=customer%40velaplayer.example' },
  'GET /admin/users/{id}': { roles: operators },
  'PUT /admin/users/{id}': { roles: operators, body: { role: 'reseller' } },
  'POST /admin/users/{id}/ban': { roles: operators, body: { reason: 'Role check' } },
  'POST /admin/users/{id}/unban': { roles: operators },
  'POST /admin/users/{id}/sign-out': { roles: operators },
  'POST /admin/users/{id}/reset-two-factor': { roles: operators },
  'POST /admin/users/{id}/password-reset': { roles: operators },
  'GET /admin/news': { roles: operators },
  'POST /admin/news': {
    roles: operators,
    body: newsArticle('role-check'),
    operatorStatus: 201,
  },
  'GET /admin/news/{id}': { roles: operators, operatorStatus: 404 },
  'PUT /admin/news/{id}': {
    roles: operators,
    body: newsArticle('role-check-moved'),
    operatorStatus: 404,
  },
  'DELETE /admin/news/{id}': { roles: operators, operatorStatus: 404 },
  'POST /admin/news/images': { roles: operators, operatorStatus: 415 },
  'GET /admin/audit': { roles: operators },
  'GET /admin/audit/{id}': { roles: operators, operatorStatus: 404 },
  'GET /admin/submissions': { roles: operators },
  'GET /admin/submissions/{id}': { roles: operators, operatorStatus: 404 },
  'PUT /admin/submissions/{id}': { roles: operators, body: { status: 'handled' }, operatorStatus: 404 },
  'POST /admin/submissions/{id}/replies': {
    roles: operators,
    body: { message: 'Role check' },
    operatorStatus: 404,
  },
  'GET /admin/newsletter': { roles: operators },
  'GET /admin/newsletter/{id}': { roles: operators, operatorStatus: 404 },
  'DELETE /admin/newsletter/{id}': { roles: operators, operatorStatus: 404 },
  'GET /admin/receipts': { roles: everyone },
  'GET /admin/receipts/{id}': { roles: everyone },
  'GET /admin/jobs': { roles: operators },
  'POST /admin/jobs/{id}/retry': { roles: operators, operatorStatus: 404 },
  'GET /admin/orders': { roles: operators },
  'GET /admin/orders/{id}': { roles: operators, operatorStatus: 404 },
  'GET /admin/customers/{id}': { roles: operators },
  'GET /admin/webhooks': { roles: resellers },
  'POST /admin/webhooks': { roles: resellers },
  'GET /admin/webhooks/{id}': { roles: resellers },
  'PUT /admin/webhooks/{id}': { roles: resellers },
  'DELETE /admin/webhooks/{id}': { roles: resellers },
  'POST /admin/webhooks/{id}/rotate-secret': { roles: resellers },
  'POST /admin/webhooks/{id}/test': { roles: resellers },
  'GET /admin/webhook-deliveries': { roles: resellers },
  'GET /admin/webhook-deliveries/{id}': { roles: resellers },
  'POST /admin/webhook-deliveries/{id}/resend': { roles: resellers },
  'POST /admin/submissions/moderate': {
    roles: operators,
    body: { ids: ['00000000-0000-4000-8000-000000000000'], status: 'approved' },
    operatorStatus: 404,
  },
  'GET /admin/playlists/mass-update-host/history': { roles: everyone },
  'GET /admin/clients/mass-update-host/history': { roles: resellers },
  'GET /admin/tickets/{id}/notes': { roles: operators, operatorStatus: 404 },
  'POST /admin/tickets/{id}/notes': {
    roles: operators,
    body: { content: 'Role check' },
    operatorStatus: 404,
  },
  'GET /admin/credits': { roles: resellers },
  'PUT /admin/credits/settings': { roles: resellers, body: { low_balance_threshold: null } },
  'GET /admin/credit-movements': { roles: resellers },
  'POST /admin/credit-movements': {
    roles: operators,
    body: {
      reseller_id: '00000000-0000-4000-8000-000000000000',
      direction: 'grant',
      credits: 1,
      reason: 'Role check',
    },
    operatorStatus: 404,
  },
  'GET /admin/reseller-credits': { roles: operators },
  // The account is a reseller by then: `PUT /admin/users/{id}` above made it one.
  'GET /admin/reseller-credits/{id}': { roles: operators },
  'GET /admin/activation-prices': { roles: resellers },
  'PUT /admin/activation-prices': { roles: operators, body: { basic: 1, premium: 2 } },
  'GET /admin/activations': { roles: resellers },
  'POST /admin/activations': { roles: resellers, body: { device_id: '00:00:00:00:00:01', tier: 'basic' } },
  'GET /admin/activations/{id}': { roles: resellers },
  'POST /admin/activations/{id}/revoke': { roles: resellers },
  'POST /admin/activations/{id}/reverse': {
    roles: operators,
    body: { reason: 'Role check' },
    operatorStatus: 404,
  },
  'GET /admin/credit-packs': { roles: resellers },
  'GET /admin/credit-packs/{id}': { roles: resellers },
  'POST /admin/credit-packs': { roles: operators, body: { credits: 5, price: '4.00' }, operatorStatus: 201 },
  'PUT /admin/credit-packs/{id}': {
    roles: operators,
    body: { credits: 5, price: '4.00' },
    operatorStatus: 404,
  },
  'GET /admin/credit-orders': { roles: resellers },
  'GET /admin/credit-orders/{id}': { roles: resellers },
  'POST /admin/credit-orders': { roles: resellersOnly },
  'POST /admin/credit-orders/{orderId}/capture': { roles: resellersOnly },
  'GET /admin/canned-replies': { roles: operators },
  'POST /admin/canned-replies': {
    roles: operators,
    body: { locale: 'en', title: 'Role check', content: 'Role check' },
    operatorStatus: 201,
  },
  'GET /admin/canned-replies/{id}': { roles: operators, operatorStatus: 404 },
  'PUT /admin/canned-replies/{id}': {
    roles: operators,
    body: { locale: 'en', title: 'Role check', content: 'Role check' },
    operatorStatus: 404,
  },
  'DELETE /admin/canned-replies/{id}': { roles: operators, operatorStatus: 404 },
};

const operatorOnly = Object.entries(adminOperations).filter(
  ([, { roles }]) => !roles.includes('customer') && !roles.includes('reseller'),
);

/** Calls an operation of the table on an account `id`. */
function call(browser: Browser, operation: string, id: string) {
  const [method = 'GET', template = ''] = operation.split(' ');
  const { body, query } = adminOperations[operation] ?? {};
  const path = `/api${template.replace(/\{[a-z_]+\}/g, id)}${query ? `?${query}` : ''}`;
  return browser.request(method, path, body ?? (method === 'GET' ? undefined : {}));
}

for (const engine of engines) {
  describe(`operator routes on ${engine.name}`, () => {
    let server: TestServer;
    let target: { id: string; email: string };
    /** The demo operator, signed in once per server with two-factor authentication set up. */
    let signedInOperator: Promise<Browser> | undefined;
    const operatorBrowser = () => {
      signedInOperator ??= signedInDemo(server.url, 'operator');
      return signedInOperator;
    };

    beforeAll(async () => {
      server = await sharedTestServer(engine, accountEnv);
      const { browser, email } = await signedInBrowser(server.url, uniqueEmail('role-target'));
      target = { id: String((await browser.get('/api/admin/me')).body.id), email };
    });
    afterAll(() => server?.stop());

    it('knows who may call every route under /api/admin/', async () => {
      const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
        paths: Record<string, Record<string, unknown>>;
      };
      const documented = Object.entries(document.paths)
        .filter(([path]) => path.startsWith('/admin/'))
        .flatMap(([path, methods]) =>
          Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
        );
      expect(documented.sort()).toEqual(Object.keys(adminOperations).sort());
      expect(operatorOnly.length).toBeGreaterThan(0);
    });

    it.each(['customer', 'reseller'] as const)(
      'refuses a %s every route for operators only',
      async (role) => {
        const browser = await signedInDemo(server.url, role);
        for (const [operation] of operatorOnly) {
          const answer = await call(browser, operation, target.id);
          expect({ operation, status: answer.status, body: answer.body }).toEqual({
            operation,
            status: 403,
            body: { error: 'You are not authorized to do this.', code: 'not_authorized' },
          });
        }
        // Nothing changed: the account is as it was, and no operator's entry was written about it.
        expect((await call(browser, 'GET /admin/me', target.id)).body).toMatchObject({ role });
        const operator = await operatorBrowser();
        expect((await call(operator, 'GET /admin/users/{id}', target.id)).body).toMatchObject({
          email: target.email,
          role: 'customer',
          banned: false,
        });
        expect(
          await server.database.db
            .select()
            .from(auditLog)
            .where(and(eq(auditLog.entityId, target.id), like(auditLog.action, 'user.%'))),
        ).toEqual([]);
      },
    );

    it('refuses an operator without two-factor authentication every route for operators only', async () => {
      const fresh = await signedInBrowser(server.url, uniqueEmail('operator-without-2fa'));
      const freshId = String((await fresh.browser.get('/api/admin/me')).body.id);
      const operator = await operatorBrowser();
      const promoted = await operator.request('PUT', `/api/admin/users/${freshId}`, { role: 'operator' });
      expect(promoted.body).toMatchObject({ role: 'operator' });
      for (const [operation] of operatorOnly) {
        const answer = await call(fresh.browser, operation, target.id);
        expect({ operation, status: answer.status, code: answer.body.code }).toEqual({
          operation,
          status: 403,
          code: 'two_factor_required',
        });
      }
    });

    it('lets an operator with two-factor authentication through every route for operators only', async () => {
      const operator = await operatorBrowser();
      for (const [operation, { operatorStatus = 200 }] of operatorOnly) {
        const answer = await call(operator, operation, target.id);
        expect({ operation, status: answer.status }).toEqual({ operation, status: operatorStatus });
      }
    });
  });
}
