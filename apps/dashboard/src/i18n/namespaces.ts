/**
 * The texts of the screens outside the layout (sign in, sign up, password, two-factor challenge): react-admin's
 * own, the pages', errors and field rules, and the dashboard's name. They load before the first screen.
 */
export const signInNamespaces = ['ra', 'dashboard', 'auth', 'errors', 'validation'] as const;

/** The texts of the screens inside the layout, loaded with it once someone is signed in. */
export const appNamespaces = [
  'account',
  'devices',
  'stats',
  'business',
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
] as const;

/** Every namespace the dashboard shows. */
export const dashboardNamespaces = [...signInNamespaces, ...appNamespaces] as const;
