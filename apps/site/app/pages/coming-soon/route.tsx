import { useT } from '../../i18n/i18n-provider.tsx';
import { pageTextsLoader } from '../../i18n/page-texts.ts';
import { pages } from '../../paths.ts';
import { PageMeta } from '../../seo/page-meta.tsx';
import { Icon } from '../../ui/icon.tsx';
import { LocalizedLink } from '../../ui/localized-link.tsx';
import { PageHero, Section } from '../../ui/page-hero.tsx';
import './coming-soon.css';

const loadTexts = pageTextsLoader(pages.comingSoon.namespaces);
export const loader = loadTexts;
export const clientLoader = loadTexts;

const meanwhileLinks = [
  { id: 'instructions', to: '/instructions', icon: 'book' },
  { id: 'faqs', to: '/faqs', icon: 'help' },
] as const;

export default function ComingSoon() {
  const { t } = useT('misc');
  return (
    <>
      <PageMeta
        title={t('comingSoon.meta.title')}
        description={t('comingSoon.meta.description')}
        path="/coming-soon"
      />
      <PageHero
        eyebrow={t('comingSoon.hero.eyebrow')}
        title={t('comingSoon.hero.title')}
        lead={t('comingSoon.hero.lead')}
      >
        <LocalizedLink to="/support" className="button button-primary">
          <Icon name="help" size={20} /> {t('comingSoon.actions.support')}
        </LocalizedLink>
        <LocalizedLink to="/" className="button button-ghost">
          {t('comingSoon.actions.home')}
        </LocalizedLink>
      </PageHero>

      <Section id="meanwhile" title={t('comingSoon.meanwhile.title')} lead={t('comingSoon.meanwhile.lead')}>
        <ul className="grid card-list coming-soon-links">
          {meanwhileLinks.map((link) => (
            <li key={link.id}>
              <LocalizedLink to={link.to} className="card card-link">
                <span className="card-icon">
                  <Icon name={link.icon} />
                </span>
                <span className="coming-soon-link-text">
                  {t(`comingSoon.meanwhile.${link.id}`)}
                  <Icon name="arrow" size={18} className="arrow-icon" />
                </span>
              </LocalizedLink>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
