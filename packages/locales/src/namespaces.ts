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
  /** A reseller's business figures on the dashboard home. */
  'business',
  /** Texts of the e-mails the server sends, in the recipient's language. */
  'emails',
  /** The dashboard's support tickets. */
  'tickets',
  /** Files attached to the messages of a ticket, and the API's texts for refused ones. */
  'attachments',
  /** The dashboard's playlists and their mass host update. */
  'playlists',
  /** A reseller's clients and the move of their hosts, in the dashboard. */
  'clients',
  /** A reseller's API keys and the integration API's guide; its English `apiErrors` are the API's own texts. */
  'integration',
  /** What TVs report about loading playlists: on each playlist, and per host for resellers. */
  'health',
  /** The dashboard's whitelist of a reseller's hosts (the site's guide to it is `whitelist`). */
  'hosts',
  /** The operators' administration of accounts in the dashboard. */
  'users',
  /** The operators' news articles in the dashboard (the site's news page has `news`). */
  'news-admin',
  /** The operators' audit log in the dashboard. */
  'audit',
  /** The operators' inbox in the dashboard: submitted forms, blog comments and newsletter sign-ups. */
  'inbox',
  /** Receipts, reminders and their preferences, the one-click unsubscribe page and the operators' jobs. */
  'lifecycle',
  /** The operators' orders and subscriptions in the dashboard. */
  'orders',
  /** The operators' page of one customer as a whole, and the customer's first steps on the dashboard home. */
  'customers',
  /** The names of the dashboard's screens that show operators everyone's data ('All devices'). */
  'scopes',
  /** From a failing host to its clients, and the host alerts: the dashboard's screen, settings and e-mails. */
  'host-alerts',
  /** A reseller's signed webhooks in the dashboard, and their part of the integration guide. */
  'webhooks',
  /** The support desk's tools: bulk moderation of comments, the history of host moves and its undo. */
  'desk',
  /** A reseller's credits and activations, the operators' view of them, and the low-balance e-mail. */
  'credits',
] as const;

export type Namespace = (typeof namespaces)[number];

export type MessageTree = { [key: string]: string | MessageTree };
