import { createApiClient } from '@vela/api-client';

/**
 * The API's public endpoints (health, configuration), typed from its OpenAPI description. The dashboard is
 * served by the API's own origin, so every call is same-origin; `fetch` is looked up at each call.
 */
export const api = createApiClient({ fetch: (input, init) => fetch(input, init) });
