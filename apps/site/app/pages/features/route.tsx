import { useT } from '../../i18n/i18n-provider.tsx';
import { pageTextsLoader } from '../../i18n/page-texts.ts';
import { pages } from '../../paths.ts';
import { PageMeta } from '../../seo/page-meta.tsx';
import { Icon, type IconName } from '../../ui/icon.tsx';
import { LocalizedLink } from '../../ui/localized-link.tsx';
import { PageHero, Section } from '../../ui/page-hero.tsx';
import './features.css';

const loadTexts = pageTextsLoader(pages.features.namespaces);
export const loader = loadTexts;
export const clientLoader = loadTexts;

const cards: {
  id: 'qr' | 'quality' | 'security' | 'experience' | 'platforms' | 'lifetime';
  icon: IconName;
}[] = [
  { id: 'qr', icon: 'qr' },
  { id: 'quality', icon: 'quality' },
  { id: 'security', icon: 'shield' },
  { id: 'experience', icon: 'sparkles' },
  { id: 'platforms', icon: 'devices' },
  { id: 'lifetime', icon: 'infinity' },
];

const testimonials = ['giulia', 'james', 'selin'] as const;

export default function Features() {
  const { t } = useT('features');
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} path="/features" />
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')}>
        <LocalizedLink to="/download" className="button button-primary">
          <Icon name="download" size={20} /> {t('hero.download')}
        </LocalizedLink>
        <LocalizedLink to="/pricing" className="button button-ghost">
          {t('hero.pricing')}
        </LocalizedLink>
      </PageHero>

      <Section id="features" title={t('sections.features.title')} lead={t('sections.features.lead')}>
        <ul className="grid card-list feature-grid">
          {cards.map((card) => (
            <li key={card.id} className="card">
              <span className="card-icon">
                <Icon name={card.icon} />
              </span>
              <h3>{t(`sections.features.cards.${card.id}.title`)}</h3>
              <p className="muted">{t(`sections.features.cards.${card.id}.text`)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="testimonials"
        title={t('sections.testimonials.title')}
        lead={t('sections.testimonials.lead')}
        alt
        centered
      >
        <ul className="grid card-list">
          {testimonials.map((person) => (
            <li key={person}>
              <figure className="card testimonial">
                <Icon name="quote" className="testimonial-mark" />
                <blockquote>
                  <p>{t(`sections.testimonials.people.${person}.quote`)}</p>
                </blockquote>
                <figcaption>
                  <strong>{t(`sections.testimonials.people.${person}.name`)}</strong>
                  <span className="small muted">{t(`sections.testimonials.people.${person}.place`)}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="lifetime"
        eyebrow={t('sections.lifetime.eyebrow')}
        title={t('sections.lifetime.title')}
        lead={t('sections.lifetime.lead')}
      >
        <div className="split lifetime">
          <div className="button-row">
            <LocalizedLink to="/download" className="button button-primary">
              <Icon name="download" size={20} /> {t('sections.lifetime.cta')}
            </LocalizedLink>
            <LocalizedLink to="/pricing" className="button button-ghost">
              {t('sections.lifetime.pricing')} <Icon name="arrow" size={18} className="arrow-icon" />
            </LocalizedLink>
          </div>
          <img
            src="/images/features/lifetime.svg"
            alt={t('sections.lifetime.imageAlt')}
            width="480"
            height="320"
            loading="lazy"
          />
        </div>
      </Section>
    </>
  );
}
