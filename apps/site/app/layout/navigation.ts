import type { IconName } from '../ui/icon.tsx';

export interface NavItem {
  path: string;
  label: string;
  /** Other English paths of the same section: exact (`/home`), or a prefix ending in `/` (`/news/`). */
  section?: readonly string[];
}

/** The header's navigation, in order; the mobile drawer shows the same items. */
export const navItems: readonly NavItem[] = [
  { path: '/', label: 'nav.home', section: ['/home'] },
  { path: '/features', label: 'nav.features' },
  { path: '/news', label: 'nav.news', section: ['/news/'] },
  { path: '/support', label: 'nav.support' },
  { path: '/mylist', label: 'nav.mylist' },
  { path: '/pricing', label: 'nav.pricing' },
];

/** The spec's Pages menu: pages of the template that have no place in the main navigation. */
export const pagesMenu: readonly NavItem[] = [
  { path: '/coming-soon', label: 'nav.project' },
  { path: '/support#contact-us', label: 'nav.team' },
  { path: '/blog/1', label: 'nav.singlePost', section: ['/blog/'] },
  { path: '/error', label: 'nav.notFound' },
];

/** Whether the English path `path` is in the section of a navigation item (its page, or one of its own). */
export function inSection(item: NavItem, path: string): boolean {
  const own = item.path.split('#')[0];
  if (path === own) return !item.path.includes('#');
  return (item.section ?? []).some((other) =>
    other.endsWith('/') ? path.startsWith(other) : path === other,
  );
}

/** The footer's three columns, exactly as the spec lists them. */
export const footerColumns = [
  {
    title: 'footer.pages',
    links: [
      { path: '/', label: 'nav.home' },
      { path: '/features', label: 'nav.features' },
      { path: '/mylist', label: 'nav.mylist' },
      { path: '/pricing', label: 'nav.pricing' },
      { path: '/news', label: 'nav.news' },
    ],
  },
  {
    title: 'footer.help',
    links: [
      { path: '/support#contact-us', label: 'footer.contactUs' },
      { path: '/support', label: 'nav.support' },
      { path: '/instructions', label: 'footer.instructions' },
      { path: '/whitelist-guide', label: 'footer.whitelistGuide' },
      { path: '/faqs', label: 'footer.faqs' },
    ],
  },
  {
    title: 'footer.links',
    links: [
      { path: '/download', label: 'footer.download' },
      { path: '/privacy-policy', label: 'footer.privacyPolicy' },
      { path: '/terms-and-conditions', label: 'footer.terms' },
      { path: '/abuse', label: 'footer.abuse' },
    ],
  },
] as const;

export const socialLinks = [
  { network: 'facebook', label: 'social.facebook' },
  { network: 'x', label: 'social.x' },
  { network: 'instagram', label: 'social.instagram' },
  { network: 'youtube', label: 'social.youtube' },
] as const;

export const contactIcons: Record<'address' | 'email' | 'whatsapp', IconName> = {
  address: 'pin',
  email: 'mail',
  whatsapp: 'chat',
};
