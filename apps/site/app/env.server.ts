import { type PublicSettings, publicEnvSchema, publicSettingsFromEnv } from '@vela/validation';

let settings: PublicSettings | undefined;

/**
 * The site's only configuration: brand, prices and promotion, read at build time from the same variables
 * (with the same defaults) as the API reads at start.
 */
export function readPublicSettings(): PublicSettings {
  if (!settings) {
    const result = publicEnvSchema.safeParse(process.env);
    if (!result.success) {
      const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
      throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
    }
    settings = publicSettingsFromEnv(result.data);
  }
  return settings;
}
