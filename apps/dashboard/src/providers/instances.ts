import { createI18nProvider } from '../i18n/i18n-provider.ts';
import { createAuthProvider } from './auth-provider.ts';

/**
 * The one authProvider and i18n provider of the page, shared by the sign-in screens and react-admin's app: the
 * session read at sign-in, why sign-in was asked for, the chosen language and the loaded texts carry over when
 * the app takes over from the sign-in screens, and back when it sends someone to them.
 */
export const authProvider = createAuthProvider();

/** Only the texts of the screens outside the layout come first; the app asks for the rest. */
export const i18nProviderReady = createI18nProvider(undefined, { lazy: true });
