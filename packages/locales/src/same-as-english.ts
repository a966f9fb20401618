import type { Locale } from './locales.ts';

/**
 * Texts a language writes exactly as English does, on purpose: names of the brand, its plans and of other
 * products, codes and technical terms, and words that language spells the English way. Anything else that reads
 * the same as the English text is English left untranslated (the catalogue's test and the dashboard's walk of
 * every screen both fail on it).
 */
const everywhere = [
  'Basic',
  'Premium',
  'Blog',
  'API',
  'HDMI',
  'HTTP',
  'OK',
  'PIN',
  'M3U',
  'Xtream Codes',
  'PostgreSQL',
  'WhatsApp',
  'PayPal',
  'Aptoide',
  'App Store',
  'Google Play',
  'Google TV',
  'Fire TV',
  'Android AOSP',
  'Samsung Smart TV',
  'LG Content Store',
  'Android 5.0',
  'iOS 10.0',
  'Giulia R.',
  'James T.',
  'Selin A.',
  '404',
];

/** Words each language has borrowed from English or shares with it, spelled the same. */
const borrowed: Partial<Record<Locale, readonly string[]>> = {
  it: [
    'Account',
    'Dashboard',
    'Database',
    'Download',
    'E-mail',
    'Email',
    'Firmware',
    'Home',
    'Host',
    'Newsletter',
    'No',
    'Password',
    'Privacy',
    'Record',
    'Relay 1',
    'Relay 2',
    'Internet',
    'Slug',
    'Team',
    'Ticket',
    'Token',
    'Whitelist',
  ],
  es: [
    'E-mails',
    'Error',
    'Firmware',
    'Host',
    'Inspector',
    'Internet',
    'No',
    'Plan',
    'Slug',
    'Ticket',
    'Tickets',
    'Token',
    'Visible',
    'Webhooks',
  ],
  de: [
    'Code',
    'Dashboard',
    'Details',
    'Download',
    'Firmware',
    'Format',
    'Host',
    'Installation',
    'Internet',
    'Links',
    'Name',
    'Newsletter',
    'Playlists',
    'Relay 1',
    'Relay 2',
    'Reseller',
    'Slug',
    'Status',
    'Support',
    'Team',
    'Ticket',
    'Tickets',
    'Token',
    'Webhooks',
    'Whitelist',
  ],
  fr: [
    'E-mails',
    'Note',
    'Action',
    'Actions',
    'Active',
    'Article',
    'Client',
    'Clients',
    'Code',
    'Contact',
    'Conversation',
    'Date',
    'E-mail',
    'Format',
    'Image',
    'Installation',
    'Internet',
    'Introduction',
    'Licence',
    'Message',
    'Newsletter',
    'Notes',
    'Page',
    'Pages',
    'Playlists',
    'Question',
    'Slug',
    'Support',
    'Tickets',
    'Visible',
    'Webhooks',
  ],
  tr: ['Blog', 'Form', 'Plan', 'Platform'],
  ru: ['E-mail'],
  el: ['E-mail', 'Email'],
};

/**
 * The product's features, which every language calls by the name its site gives them: Privacy Mode is
 * Privatsphäre-Modus, Modalità Privacy, Режим конфиденциальности, …, and My List is Meine Liste, La mia lista, ….
 * Unlike the brand and the plans (Vela Player, Basic, Premium), their English names are never left in another
 * language, not even inside a sentence.
 */
const featureNames: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['Privacy Mode', /(?<!\p{L})privacy\s+mode(?!\p{L})/iu],
  ['My List', /(?<!\p{L})my\s+list(?!\p{L})/iu],
];

/** The English names of the product's features that a text of another language has left in English. */
export function englishFeatureNames(text: string): string[] {
  return featureNames.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
}

/** Placeholders and what surrounds them are not words: `{{name}}`, `Playlists: {{count}}` reads as `Playlists`. */
function words(text: string): string {
  return text
    .replace(/\{\{\s*\w+\s*\}\}/g, ' ')
    .replace(/[\s:·#|]+/g, ' ')
    .trim();
}

/** Whether a text in this language may read exactly as the English one. */
export function mayEqualEnglish(locale: Locale, text: string): boolean {
  const bare = words(text);
  // Codes and example addresses: nothing to translate.
  if (!/\p{L}/u.test(bare) || /^https?:\/\//.test(text)) return true;
  return everywhere.includes(bare) || (borrowed[locale] ?? []).includes(bare);
}
