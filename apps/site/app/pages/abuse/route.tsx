import { ContactForm } from '../../forms/contact-form.tsx';
import { useT } from '../../i18n/i18n-provider.tsx';
import { pageTextsLoader } from '../../i18n/page-texts.ts';
import { pages } from '../../paths.ts';
import { PageMeta } from '../../seo/page-meta.tsx';
import { PageHero, Section } from '../../ui/page-hero.tsx';
import { AbuseExplanation, AbuseFeedback, CopyrightNotice } from './abuse-content.tsx';

const loadTexts = pageTextsLoader(pages.abuse.namespaces);
export const loader = loadTexts;
export const clientLoader = loadTexts;

export default function Abuse() {
  const { t } = useT('abuse');
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} path="/abuse" />
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')} />
      <AbuseExplanation />
      <CopyrightNotice />
      <Section id="report" title={t('sections.report.title')} lead={t('sections.report.lead')}>
        <ContactForm formId="abuse" />
      </Section>
      <AbuseFeedback />
    </>
  );
}
