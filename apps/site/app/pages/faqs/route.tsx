import { useT } from '../../i18n/i18n-provider.tsx';
import { pageTextsLoader } from '../../i18n/page-texts.ts';
import { pages } from '../../paths.ts';
import { PageMeta } from '../../seo/page-meta.tsx';
import { Accordion, type AccordionItem } from '../../ui/accordion.tsx';
import { Icon } from '../../ui/icon.tsx';
import { LocalizedLink } from '../../ui/localized-link.tsx';
import { PageHero, Section } from '../../ui/page-hero.tsx';
import './faqs.css';

const loadTexts = pageTextsLoader(pages.faqs.namespaces);
export const loader = loadTexts;
export const clientLoader = loadTexts;

/** The questions, in the order the page shows them; each id is also the anchor `#faq-{id}`. */
const questionIds = [
  'content',
  'streaming',
  'proxy',
  'devices',
  'playlist',
  'quality',
  'price',
  'support',
] as const;

/** Pages the answers mention, so that every one of them is a click away. */
const relatedLinks = [
  { id: 'mylist', to: '/mylist' },
  { id: 'instructions', to: '/instructions' },
  { id: 'privacyMode', to: '/privacy-mode' },
  { id: 'pricing', to: '/pricing' },
] as const;

export default function Faqs() {
  const { t } = useT('faqs');
  const items: AccordionItem[] = questionIds.map((id) => ({
    id,
    question: t(`faq.items.${id}.question`),
    answer: t(`faq.items.${id}.answer`),
  }));
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} path="/faqs" />
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')} />

      <Section id="faq" title={t('sections.faq.title')} lead={t('sections.faq.lead')}>
        <div className="faqs-layout">
          <Accordion items={items} />
          <nav className="card faqs-related" aria-labelledby="faqs-related-title">
            <h3 id="faqs-related-title">{t('sections.faq.related')}</h3>
            <ul>
              {relatedLinks.map((link) => (
                <li key={link.id}>
                  <LocalizedLink to={link.to}>
                    {t(`sections.faq.links.${link.id}`)}
                    <Icon name="arrow" size={16} className="arrow-icon" />
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </Section>

      <Section
        id="more-help"
        title={t('sections.more-help.title')}
        lead={t('sections.more-help.lead')}
        alt
        centered
      >
        <div className="button-row faqs-actions">
          <LocalizedLink to="/support" className="button button-primary">
            <Icon name="help" size={20} /> {t('sections.more-help.support')}
          </LocalizedLink>
          <LocalizedLink to="/" className="button button-ghost">
            {t('sections.more-help.home')}
          </LocalizedLink>
        </div>
      </Section>
    </>
  );
}
