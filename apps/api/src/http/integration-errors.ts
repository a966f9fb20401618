import type { ErrorBody } from '@vela/api-client';
import integrationTexts from '@vela/locales/en/integration.json';

/** The integration API's own refusals; their English texts are the guide's, in `packages/locales`. */
export type IntegrationErrorCode = keyof typeof integrationTexts.apiErrors;

export function integrationError(code: IntegrationErrorCode): ErrorBody {
  return { error: integrationTexts.apiErrors[code], code };
}
