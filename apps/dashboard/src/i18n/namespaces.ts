/**
 * The texts of the screens outside the layout (sign in, sign up, password, two-factor challenge): react-admin's
 * own, the pages', errors and field rules, and the dashboard's name, menu and resource names. They load before
 * the first screen.
 */
export const signInNamespaces = ['ra', 'dashboard', 'auth', 'errors', 'validation'] as const;

/** The texts of the home's figures and charts, loaded with the layout once someone is signed in. */
export const homeNamespaces = ['stats', 'business'] as const;

/** The texts of every other screen inside the layout, loaded when the first of them opens. */
export const screenNamespaces = [
  'account',
  'devices',
  'tickets',
  'attachments',
  'playlists',
  'clients',
  'integration',
  'health',
  'hosts',
  'users',
  'news-admin',
  'audit',
  'inbox',
  'lifecycle',
  'orders',
  'customers',
  'scopes',
  'host-alerts',
  'webhooks',
  'desk',
  'credits',
] as const;

/** Every namespace the dashboard shows. */
export const dashboardNamespaces = [...signInNamespaces, ...homeNamespaces, ...screenNamespaces] as const;

/** How much of the dashboard's texts are loaded: each level holds the ones before it. */
export const textLevels = ['sign-in', 'home', 'screens'] as const;
export type TextLevel = (typeof textLevels)[number];
