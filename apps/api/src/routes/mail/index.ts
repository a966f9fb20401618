import { createRoute, z } from '@hono/zod-openapi';
import { fillPlaceholders, isLocale, type Locale } from '@vela/locales';
import { type MailPreferences, mailPreferencesSchema } from '@vela/validation';
import type { Context } from 'hono';
import { isUuid } from '../../db/uuid.ts';
import type { AppDeps } from '../../deps.ts';
import { createRouter } from '../../http/api-router.ts';
import { clientAddress } from '../../http/client-address.ts';
import { errorResponses, jsonBody } from '../../http/openapi-schemas.ts';
import type { UserVariables } from '../../http/require-user.ts';
import { escapeHtml } from '../../mail/html.ts';
import { lifecycleTexts, linkPage } from '../../mail/pages.ts';
import { readUnsubscribeToken, type UnsubscribeKind } from '../../mail/unsubscribe.ts';
import {
  mailLinkPerson,
  mailPreferencesOf,
  saveMailPreferences,
  unsubscribeFromMail,
} from '../../store/mail-preferences.ts';

const texts = lifecycleTexts;

const tokenParam = z.object({
  token: z
    .string()
    .max(200)
    .openapi({ param: { name: 'token', in: 'path' }, description: 'The signed token of the e-mail’s link' }),
});

const htmlPage = { 'text/html': { schema: z.string() } };

const showRoute = createRoute({
  method: 'get',
  path: '/mail/unsubscribe/{token}',
  operationId: 'getUnsubscribePage',
  security: [],
  tags: ['E-mail'],
  summary: 'A page that asks to confirm turning one kind of reminder off (nothing changes on GET)',
  request: { params: tokenParam },
  responses: {
    200: { description: 'The confirmation page, in the person’s language', content: htmlPage },
    404: { description: 'Not a valid link', content: htmlPage },
  },
});

const unsubscribeRoute = createRoute({
  method: 'post',
  path: '/mail/unsubscribe/{token}',
  operationId: 'unsubscribeReminders',
  security: [],
  tags: ['E-mail'],
  summary:
    'One-click unsubscribe (RFC 8058): turns one kind of reminder, or host alerts, off without signing in',
  description:
    'Mail programs POST `List-Unsubscribe=One-Click` here; the confirmation page posts its form. The token ' +
    'names the account and the kind and is signed by the server; the body is not needed.',
  request: { params: tokenParam },
  responses: {
    200: { description: 'Turned off; a page saying so', content: htmlPage },
    404: { description: 'Not a valid link', content: htmlPage },
  },
});

const preferencesSchema = mailPreferencesSchema;

const getPreferencesRoute = createRoute({
  method: 'get',
  path: '/account/mail-preferences',
  operationId: 'getMailPreferences',
  security: [{ session: [] }],
  tags: ['Account'],
  summary: 'Which reminders the signed-in person receives',
  responses: {
    200: {
      description: 'Each kind on or off',
      content: { 'application/json': { schema: preferencesSchema } },
    },
    ...errorResponses(401),
  },
});

const putPreferencesRoute = createRoute({
  method: 'put',
  path: '/account/mail-preferences',
  operationId: 'updateMailPreferences',
  security: [{ session: [] }],
  tags: ['Account'],
  summary: 'Turns reminders on or off, each kind on its own (receipts and security e-mail always go)',
  request: { body: jsonBody(preferencesSchema) },
  responses: {
    200: { description: 'Saved', content: { 'application/json': { schema: preferencesSchema } } },
    ...errorResponses(400, 401, 403),
  },
});

const preferencesOf = (deps: AppDeps, userId: string): Promise<MailPreferences> =>
  mailPreferencesOf(deps.database.db, userId);

/**
 * The one-click unsubscribe of reminders (`/api/mail/unsubscribe/{token}`: GET asks, POST turns off) and the
 * account page's reminder preferences (`/api/account/mail-preferences`, mounted after `accountRoutes`, whose
 * `/account/*` gate signs the person in, checks the origin and counts the writes).
 */
export function mailRoutes(deps: AppDeps) {
  const router = createRouter<{ Variables: UserVariables }>();
  router.use('/mail/unsubscribe/*', deps.limits.byAddress('mail_unsubscribe'));

  async function personOf(token: string) {
    const read = readUnsubscribeToken(deps.mailLinkKey, token);
    if (!read || !isUuid(read.userId)) return null;
    const person = await mailLinkPerson(deps.database.db, read.userId);
    if (!person) return null;
    const locale: Locale = isLocale(person.locale) ? person.locale : 'en';
    return { ...read, locale };
  }

  const page = (c: Context, locale: Locale, status: 200 | 404, title: string, body: string[]) =>
    linkPage(c, { locale, status, title, brand: deps.settings.brand.name, body });
  const invalid = (c: Context) =>
    page(c, 'en', 404, texts.en.unsubscribe.title, [`<p>${escapeHtml(texts.en.unsubscribe.invalid)}</p>`]);
  /** A reseller's host alerts and low-balance warning are alerts, not reminders: their page says so. */
  const wordsFor = (locale: Locale, kind: UnsubscribeKind) => {
    const unsubscribe = texts[locale].unsubscribe;
    return kind === 'host_alerts' || kind === 'low_balance' ? unsubscribe[kind] : unsubscribe;
  };

  return router
    .openapi(showRoute, async (c) => {
      const { token } = c.req.valid('param');
      const person = await personOf(token);
      if (!person) return invalid(c);
      const t = texts[person.locale];
      const kind = t.kinds[person.kind];
      const words = wordsFor(person.locale, person.kind);
      return page(c, person.locale, 200, words.title, [
        `<form method="post"><p>${escapeHtml(fillPlaceholders(t.unsubscribe.question, { kind }))}</p>`,
        `<button type="submit">${escapeHtml(words.button)}</button></form>`,
      ]);
    })
    .openapi(unsubscribeRoute, async (c) => {
      const { token } = c.req.valid('param');
      const person = await personOf(token);
      if (!person) return invalid(c);
      const { userId, kind } = person;
      await unsubscribeFromMail(deps.database.db, { userId, kind, address: clientAddress(c, deps.env) });
      const t = texts[person.locale];
      const words = wordsFor(person.locale, person.kind);
      return page(c, person.locale, 200, words.title, [
        `<p>${escapeHtml(fillPlaceholders(t.unsubscribe.done, { kind: t.kinds[person.kind] }))}</p>`,
        `<p><a href="${escapeHtml(`${deps.settings.siteUrl}/dashboard/account/notifications`)}">${escapeHtml(words.manage)}</a></p>`,
      ]);
    })
    .openapi(getPreferencesRoute, async (c) => c.json(await preferencesOf(deps, c.get('user').id), 200))
    .openapi(putPreferencesRoute, async (c) => {
      const user = c.get('user');
      const wanted = c.req.valid('json');
      const before = await preferencesOf(deps, user.id);
      await saveMailPreferences(deps.database.db, {
        userId: user.id,
        before,
        wanted,
        address: clientAddress(c, deps.env),
      });
      return c.json(wanted, 200);
    });
}
