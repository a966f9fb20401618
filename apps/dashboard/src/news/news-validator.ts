import { defaultLocale, localeCodes } from '@vela/locales';
import { newsRecordSchema } from '@vela/validation';
import { type RecordError, recordValidator } from '../forms/record-validator.ts';

const check = recordValidator(newsRecordSchema(localeCodes.filter((locale) => locale !== defaultLocale)));

/**
 * The article's rules, as the API applies them, for react-admin's form: a paragraph's failure is shown on its
 * field (`description_it`, not `description_it.2`), and a slug of the wrong form says what the form is.
 */
export function validateNews(values: Record<string, unknown>): Record<string, RecordError> {
  const errors: Record<string, RecordError> = {};
  for (const [path, error] of Object.entries(check(values))) {
    const field = path.split('.')[0] ?? path;
    if (errors[field]) continue;
    errors[field] =
      field === 'slug' && error.message === 'validation.pattern'
        ? { message: 'news-admin.validation.slug', args: {} }
        : error;
  }
  return errors;
}
