/**
 * Texts are split by area so that a page downloads only what it shows: `common` on every page, one namespace
 * per page or group of pages, and the dashboard's own (`dashboard`, and react-admin's `ra`).
 */
export const namespaces = [
  'common',
  'errors',
  'validation',
  'forms',
  'home',
  'features',
  'download',
  'instructions',
  'news',
  'support',
  'faqs',
  'whitelist',
  'privacy',
  'privacy-mode',
  'terms',
  'abuse',
  'blog',
  'pricing',
  'checkout',
  'mylist',
  'misc',
  'dashboard',
  /** The dashboard's pages outside its layout (sign in, sign up, ...) and its account screens. */
  'auth',
  'account',
  /** The customer's devices in the dashboard. */
  'devices',
  'ra',
  /** The dashboard home's figures and charts. */
  'stats',
  /** Texts of the e-mails the server sends, in the recipient's language. */
  'emails',
  /** The dashboard's support tickets. */
  'tickets',
  /** The dashboard's playlists and their mass host update. */
  'playlists',
  /** The operators' news articles in the dashboard (the site's news page has `news`). */
  'news-admin',
] as const;

export type Namespace = (typeof namespaces)[number];

export type MessageTree = { [key: string]: string | MessageTree };
