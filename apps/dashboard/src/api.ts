import { createApiClient } from '@vela/api-client';

/** The dashboard is served by the API's own origin, so every call is same-origin. */
export const api = createApiClient();
