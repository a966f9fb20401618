import type { IconName } from '../ui/icon.tsx';

/** The header's navigation, in order; the mobile drawer shows the same items. */
export const navItems = [
  { path: '/', label: 'nav.home' },
  { path: '/features', label: 'nav.features' },
  { path: '/news', label: 'nav.news' },
  { path: '/support', label: 'nav.support' },
  { path: '/mylist', label: 'nav.mylist' },
  { path: '/pricing', label: 'nav.pricing' },
] as const;

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

export type SocialNetwork = (typeof socialLinks)[number]['network'];

export const contactIcons: Record<'address' | 'email' | 'whatsapp', IconName> = {
  address: 'pin',
  email: 'mail',
  whatsapp: 'chat',
};
