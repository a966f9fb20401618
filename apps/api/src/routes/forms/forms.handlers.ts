import type { RouteHandler } from '@hono/zod-openapi';
import type { ErrorBody } from '@vela/api-client';
import { isLocale } from '@vela/locales';
import { fieldErrors, isBlogPostId, isSubmittedFormId, submittedForms, toFormFields } from '@vela/validation';
import type { AppDeps } from '../../deps.ts';
import { errorTexts, validationText } from '../../http/error-text.ts';
import { describeError } from '../../logger.ts';
import { approvedComments } from '../../store/blog-comments.ts';
import { addNewsletterSignup, recordFormForwarding, storeFormSubmission } from '../../store/visitor-forms.ts';
import type { blogCommentsRoute, newsletterRoute, submitFormRoute } from './forms.routes.ts';

export function submitFormHandler({
  database,
  forwardForm,
  logger,
}: AppDeps): RouteHandler<typeof submitFormRoute> {
  return async (c) => {
    const { formId } = c.req.valid('param');
    if (!isSubmittedFormId(formId)) {
      return c.json({ error: errorTexts.notFound, code: 'not_found' } satisfies ErrorBody, 404);
    }
    const result = submittedForms[formId].safeParse(c.req.valid('json'));
    if (!result.success) {
      const [field, message] = Object.entries(fieldErrors(result.error))[0] ?? [];
      const text = message ? `${field}: ${validationText(message)}` : errorTexts.invalidRequest;
      return c.json({ error: text, code: message?.key ?? 'invalid_request' } satisfies ErrorBody, 400);
    }
    const fields = Object.fromEntries(
      Object.entries(result.data)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => [name, String(value)]),
    );
    const { lang } = c.req.valid('query');
    const storedId = await storeFormSubmission(database.db, {
      form: formId,
      fields,
      status: formId === 'comment' ? 'pending_moderation' : 'new',
      locale: isLocale(lang) ? lang : null,
    });
    if (storedId) {
      // The answer does not wait for the form service: the submission is safe in the database already.
      void forwardForm(formId, toFormFields(fields)).then((outcome) =>
        recordFormForwarding(database.db, storedId, outcome, new Date()).catch((error: unknown) =>
          logger.warn('forms.forward_record_failed', { error: describeError(error) }),
        ),
      );
    }
    return c.json({ ok: true as const }, 200);
  };
}

export function newsletterHandler({ database }: AppDeps): RouteHandler<typeof newsletterRoute> {
  return async (c) => {
    const { email } = c.req.valid('json');
    const { lang } = c.req.valid('query');
    const locale = isLocale(lang)
      ? lang
      : (c.req.header('accept-language')?.split(',')[0]?.trim().slice(0, 35) ?? null);
    await addNewsletterSignup(database.db, email, locale);
    return c.json({ ok: true as const }, 200);
  };
}

/**
 * A post's approved comments, read at run time by its prerendered page. Kept by caches but checked again on
 * every load (with its ETag, so an unchanged list is a 304): an approval shows at the next page load.
 */
export function blogCommentsHandler({ database }: AppDeps): RouteHandler<typeof blogCommentsRoute> {
  return async (c) => {
    const { id } = c.req.valid('param');
    if (!isBlogPostId(id)) {
      return c.json({ error: errorTexts.notFound, code: 'not_found' } satisfies ErrorBody, 404);
    }
    c.header('Cache-Control', 'public, max-age=0, must-revalidate');
    return c.json(await approvedComments(database.db, id), 200);
  };
}
