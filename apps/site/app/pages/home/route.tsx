import type { RouteHandle } from '../../hydrate-on-interaction.ts';
import { useT } from '../../i18n/i18n-provider.tsx';
import { pageTextsLoader } from '../../i18n/page-texts.ts';
import { useSiteSettings } from '../../layout/site-settings.ts';
import { pages } from '../../paths.ts';
import { PageMeta } from '../../seo/page-meta.tsx';
import { CountUpPrice } from '../../ui/count-up-price.tsx';
import { Icon, type IconName } from '../../ui/icon.tsx';
import { IconCards } from '../../ui/icon-cards.tsx';
import { LocalizedLink } from '../../ui/localized-link.tsx';
import { Section } from '../../ui/page-hero.tsx';
import { PrivacyDiagram } from '../../ui/privacy-diagram.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import { StoreCarousel } from './store-carousel.tsx';

const loadTexts = pageTextsLoader(pages.home.namespaces);
export const loader = loadTexts;
export const clientLoader = loadTexts;
// Hydrates on a visitor's first interaction, not on load (decision 53).
export const handle: RouteHandle = { hydrate: 'on-interaction' };

const highlights: { id: 'protection' | 'quality' | 'interface' | 'compatibility'; icon: IconName }[] = [
  { id: 'protection', icon: 'shield' },
  { id: 'quality', icon: 'quality' },
  { id: 'interface', icon: 'sparkles' },
  { id: 'compatibility', icon: 'devices' },
];

const partners = ['Samsung', 'LG', 'Amazon Fire TV', 'Google TV', 'Android', 'Apple iOS', 'Aptoide'];

export default function Home() {
  const { t } = useT('home');
  const { prices } = useSiteSettings();
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} path="/" />
      <section className="home-hero">
        <div className="container home-hero-grid">
          <div>
            <span className="badge">
              <Icon name="shield" size={16} /> {t('hero.badge')}
            </span>
            <h1>{t('hero.title')}</h1>
            <p className="lead">
              <RichText text={t('hero.description')} />
            </p>
            <div className="button-row">
              <LocalizedLink to="/download" className="button button-primary">
                <Icon name="download" size={20} /> {t('hero.download')}
              </LocalizedLink>
              <LocalizedLink to="/features" className="button button-ghost">
                {t('hero.features')}
              </LocalizedLink>
            </div>
          </div>
          <img
            src="/images/hero-tv.svg"
            alt={t('hero.imageAlt')}
            width="640"
            height="480"
            fetchPriority="high"
          />
        </div>
      </section>

      <Section id="stores" title={t('sections.stores.title')} lead={t('sections.stores.lead')} centered>
        <StoreCarousel />
      </Section>

      <Section
        id="privacy-mode"
        eyebrow={t('sections.privacy.eyebrow')}
        title={t('sections.privacy.title')}
        lead={t('sections.privacy.lead')}
        alt
      >
        <div className="split">
          <PrivacyDiagram
            texts={{
              title: t('sections.privacy.imageAlt'),
              device: t('sections.privacy.diagram.device'),
              relay1: t('sections.privacy.diagram.relay1'),
              relay2: t('sections.privacy.diagram.relay2'),
              internet: t('sections.privacy.diagram.internet'),
              dns: t('sections.privacy.diagram.dns'),
              hidden: t('sections.privacy.diagram.hidden'),
            }}
          />
          <div>
            <LocalizedLink to="/privacy-mode" className="button button-primary">
              {t('sections.privacy.cta')} <Icon name="arrow" size={18} className="arrow-icon" />
            </LocalizedLink>
          </div>
        </div>
      </Section>

      <section className="section partners" aria-labelledby="partners-title">
        <div className="container">
          <h2 id="partners-title" className="partners-title">
            {t('sections.partners.title')}
          </h2>
          <ul className="partner-list">
            {partners.map((partner) => (
              <li key={partner}>{partner}</li>
            ))}
          </ul>
        </div>
      </section>

      <Section
        id="highlights"
        title={t('sections.highlights.title')}
        lead={t('sections.highlights.lead')}
        centered
      >
        <IconCards
          items={highlights.map((item) => ({
            ...item,
            title: t(`highlights.${item.id}.title`),
            text: t(`highlights.${item.id}.text`),
          }))}
        />
      </Section>

      <Section
        id="big-picture"
        eyebrow={t('sections.bigPicture.eyebrow')}
        title={t('sections.bigPicture.title')}
        lead={t('sections.bigPicture.lead')}
        alt
      >
        <div className="split">
          <ul className="check-list">
            {(['qr', 'sync', 'standby'] as const).map((point) => (
              <li key={point}>
                <Icon name="check" size={20} /> {t(`bigPicture.points.${point}`)}
              </li>
            ))}
          </ul>
          <img
            src="/images/big-picture.svg"
            alt={t('sections.bigPicture.imageAlt')}
            width="560"
            height="380"
            loading="lazy"
          />
        </div>
      </Section>

      <Section
        id="pricing"
        eyebrow={t('sections.pricing.eyebrow')}
        title={t('sections.pricing.title')}
        lead={t('sections.pricing.lead')}
        centered
      >
        <div className="price-teaser card">
          <p className="price">
            <CountUpPrice amount={prices.basic} currency={prices.currency} />
          </p>
          <p className="muted">{t('sections.pricing.oneTime')}</p>
          <LocalizedLink to="/pricing" className="button button-primary">
            {t('sections.pricing.cta')}
          </LocalizedLink>
        </div>
      </Section>

      <section className="section cta-band" aria-labelledby="cta-title">
        <div className="container cta-inner">
          <div>
            <h2 id="cta-title">{t('sections.cta.title')}</h2>
            <p className="cta-tagline">{t('sections.cta.tagline')}</p>
          </div>
          <div className="button-row">
            <LocalizedLink to="/download" className="button button-primary">
              {t('sections.cta.download')}
            </LocalizedLink>
            <LocalizedLink to="/activate-pm" className="button button-ghost">
              {t('sections.cta.activate')}
            </LocalizedLink>
          </div>
        </div>
      </section>
    </>
  );
}
