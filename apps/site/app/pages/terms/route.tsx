import { useT } from '../../i18n/i18n-provider.tsx';
import { pageTextsLoader } from '../../i18n/page-texts.ts';
import { pages } from '../../paths.ts';
import { PageMeta } from '../../seo/page-meta.tsx';
import { PageHero } from '../../ui/page-hero.tsx';
import { LegalDocument, type LegalSection } from '../privacy-policy/legal-document.tsx';

const loadTexts = pageTextsLoader(pages.terms.namespaces);
export const loader = loadTexts;
export const clientLoader = loadTexts;

/** The day these terms last changed; shown in the reader's language. */
const lastUpdated = '2025-04-25';

const sections: readonly LegalSection[] = [
  {
    id: 'introduction',
    blocks: [
      { kind: 'text', key: 'agreement' },
      { kind: 'text', key: 'acceptance' },
      { kind: 'text', key: 'age' },
    ],
  },
  {
    id: 'use',
    blocks: [
      { kind: 'text', key: 'player' },
      { kind: 'text', key: 'rights' },
      { kind: 'text', key: 'lead' },
      { kind: 'list', key: 'rules', items: ['illegal', 'circumvent', 'interfere', 'reverse'] },
      { kind: 'text', key: 'suspension' },
      { kind: 'subtitle', key: 'licencesTitle' },
      {
        kind: 'list',
        key: 'licences',
        items: ['perDevice', 'trial', 'basic', 'premium', 'upgrade', 'payment', 'refunds'],
      },
    ],
  },
  {
    id: 'intellectual-property',
    blocks: [
      { kind: 'text', key: 'ownership' },
      { kind: 'text', key: 'licence' },
      { kind: 'text', key: 'marks' },
    ],
  },
  {
    id: 'user-content',
    blocks: [
      { kind: 'text', key: 'definition' },
      { kind: 'text', key: 'ownership' },
      { kind: 'text', key: 'responsibility' },
      { kind: 'link', key: 'abuseLink', to: '/abuse' },
    ],
  },
  {
    id: 'proxy',
    blocks: [
      { kind: 'text', key: 'what' },
      { kind: 'text', key: 'fairUse' },
      { kind: 'text', key: 'anonymity' },
      { kind: 'text', key: 'illegal' },
    ],
  },
  {
    id: 'privacy',
    blocks: [
      { kind: 'text', key: 'text' },
      { kind: 'link', key: 'link', to: '/privacy-policy' },
    ],
  },
  {
    id: 'disclaimers',
    blocks: [
      { kind: 'text', key: 'asIs' },
      { kind: 'text', key: 'availability' },
      { kind: 'text', key: 'thirdParties' },
    ],
  },
  {
    id: 'liability',
    blocks: [
      { kind: 'text', key: 'exclusion' },
      { kind: 'text', key: 'cap' },
      { kind: 'text', key: 'mandatory' },
    ],
  },
  {
    id: 'changes',
    blocks: [
      { kind: 'text', key: 'updates' },
      { kind: 'text', key: 'continued' },
    ],
  },
  {
    id: 'governing-law',
    blocks: [
      { kind: 'text', key: 'law' },
      { kind: 'text', key: 'courts' },
      { kind: 'text', key: 'severability' },
      { kind: 'text', key: 'contact' },
    ],
  },
];

export default function Terms() {
  const { t } = useT('terms');
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} path="/terms-and-conditions" />
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')} />
      <LegalDocument namespace="terms" sections={sections} updated={lastUpdated} />
    </>
  );
}
