import { useT } from '../../i18n/i18n-provider.tsx';
import { pageTextsLoader } from '../../i18n/page-texts.ts';
import { pages } from '../../paths.ts';
import { PageMeta } from '../../seo/page-meta.tsx';
import { PageHero } from '../../ui/page-hero.tsx';
import { CookieSettingsButton } from './cookie-settings-button.tsx';
import { LegalDocument, type LegalSection } from './legal-document.tsx';

const loadTexts = pageTextsLoader(pages.privacyPolicy.namespaces);
export const loader = loadTexts;
export const clientLoader = loadTexts;

/** The day this policy last changed; shown in the reader's language. */
const lastUpdated = '2025-04-25';

const sections: readonly LegalSection[] = [
  {
    id: 'introduction',
    blocks: [
      { kind: 'text', key: 'who' },
      { kind: 'text', key: 'noContent' },
      { kind: 'text', key: 'terms' },
      { kind: 'link', key: 'termsLink', to: '/terms-and-conditions' },
    ],
  },
  {
    id: 'forms',
    blocks: [
      { kind: 'text', key: 'lead' },
      { kind: 'list', key: 'items', items: ['support', 'contact', 'abuse', 'newsletter', 'playlist'] },
      { kind: 'text', key: 'passwords' },
      { kind: 'text', key: 'payments' },
      { kind: 'text', key: 'technical' },
    ],
  },
  {
    id: 'cookies',
    blocks: [
      { kind: 'text', key: 'essential' },
      { kind: 'text', key: 'consent' },
      { kind: 'text', key: 'stored' },
      { kind: 'text', key: 'withdraw' },
      { kind: 'node', key: 'button', node: <CookieSettingsButton /> },
    ],
  },
  {
    id: 'proxy',
    blocks: [
      { kind: 'text', key: 'how' },
      { kind: 'text', key: 'noLogs' },
      { kind: 'text', key: 'minimal' },
      { kind: 'text', key: 'limits' },
    ],
  },
  {
    id: 'use',
    blocks: [
      { kind: 'text', key: 'lead' },
      {
        kind: 'list',
        key: 'items',
        items: ['service', 'messages', 'newsletter', 'payments', 'security', 'improve', 'legal'],
      },
      { kind: 'text', key: 'basis' },
      { kind: 'text', key: 'noProfiling' },
    ],
  },
  {
    id: 'sharing',
    blocks: [
      { kind: 'text', key: 'noSelling' },
      { kind: 'text', key: 'lead' },
      { kind: 'list', key: 'items', items: ['paypal', 'providers', 'authorities', 'successor'] },
      { kind: 'text', key: 'transfers' },
    ],
  },
  {
    id: 'security',
    blocks: [
      { kind: 'text', key: 'measures' },
      { kind: 'text', key: 'retention' },
      { kind: 'text', key: 'breach' },
    ],
  },
  {
    id: 'rights',
    blocks: [
      { kind: 'text', key: 'lead' },
      { kind: 'list', key: 'items', items: ['access', 'correction', 'deletion', 'objection'] },
      { kind: 'text', key: 'selfService' },
      { kind: 'text', key: 'exercise' },
      { kind: 'text', key: 'complaint' },
    ],
  },
  {
    id: 'children',
    blocks: [
      { kind: 'text', key: 'notForChildren' },
      { kind: 'text', key: 'deletion' },
    ],
  },
  {
    id: 'changes',
    blocks: [
      { kind: 'text', key: 'updates' },
      { kind: 'text', key: 'review' },
    ],
  },
  {
    id: 'contact',
    blocks: [{ kind: 'text', key: 'text' }],
  },
];

export default function PrivacyPolicy() {
  const { t } = useT('privacy');
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} path="/privacy-policy" />
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')} />
      <LegalDocument namespace="privacy" sections={sections} updated={lastUpdated} />
    </>
  );
}
