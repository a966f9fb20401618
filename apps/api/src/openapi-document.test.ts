import { publicEnvSchema, publicSettingsFromEnv } from '@vela/validation';
import { describe, expect, it } from 'vitest';
import { createRouter } from './http/api-router.ts';
import { describeApi } from './openapi-document.ts';

const settings = publicSettingsFromEnv(publicEnvSchema.parse({ BRAND_NAME: 'Orbit TV' }));

async function document(production: boolean) {
  const api = createRouter();
  describeApi(api, { production, settings });
  const response = await api.request('/openapi.json');
  return (await response.json()) as {
    info: { title: string; contact: unknown };
    components: { securitySchemes: Record<string, Record<string, string>> };
  };
}

describe('the OpenAPI description', () => {
  it('names the session cookie as better-auth sets it: Secure-prefixed in production only', async () => {
    expect((await document(true)).components.securitySchemes.session).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: '__Secure-vela.session_token',
    });
    expect((await document(false)).components.securitySchemes.session?.name).toBe('vela.session_token');
  });

  it('takes integration API keys as bearer tokens, and names the brand', async () => {
    const described = await document(false);
    expect(described.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(described.info).toMatchObject({
      title: 'Orbit TV API',
      contact: { email: settings.brand.supportEmail },
    });
  });
});
