import { formatDate } from '@vela/locales';
import { useT } from '../../i18n/i18n-provider.tsx';
import { pageTextsLoader } from '../../i18n/page-texts.ts';
import { useRunningPromotion } from '../../layout/site-settings.ts';
import { pages } from '../../paths.ts';
import { PageMeta } from '../../seo/page-meta.tsx';
import { Accordion, type AccordionItem } from '../../ui/accordion.tsx';
import { Icon, type IconName } from '../../ui/icon.tsx';
import { IconCards } from '../../ui/icon-cards.tsx';
import { LocalizedLink } from '../../ui/localized-link.tsx';
import { PageHero, Section } from '../../ui/page-hero.tsx';
import { PrivacyDiagram } from '../../ui/privacy-diagram.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import './privacy-mode.css';

const loadTexts = pageTextsLoader(pages.privacyMode.namespaces);
export const loader = loadTexts;
export const clientLoader = loadTexts;

const howPoints: { id: 'relays' | 'dns' | 'ip'; icon: IconName }[] = [
  { id: 'relays', icon: 'relay' },
  { id: 'dns', icon: 'lock' },
  { id: 'ip', icon: 'shield' },
];

const features: { id: 'relays' | 'dns' | 'switch' | 'builtIn'; icon: IconName }[] = [
  { id: 'relays', icon: 'relay' },
  { id: 'dns', icon: 'lock' },
  { id: 'switch', icon: 'check' },
  { id: 'builtIn', icon: 'download' },
];

const reasons: { id: 'privacy' | 'networks' | 'simple' | 'premium'; icon: IconName }[] = [
  { id: 'privacy', icon: 'user' },
  { id: 'networks', icon: 'globe' },
  { id: 'simple', icon: 'tv' },
  { id: 'premium', icon: 'star' },
];

const activationSteps = ['open', 'settings', 'choose', 'switch'] as const;

const questionIds = ['what', 'speed', 'activate'] as const;

export default function PrivacyMode() {
  const { t, locale } = useT('privacy-mode');
  const promotionEndsAt = useRunningPromotion();
  const questions: AccordionItem[] = questionIds.map((id) => ({
    id,
    question: t(`faq.items.${id}.question`),
    answer: t(`faq.items.${id}.answer`),
  }));
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} path="/privacy-mode" />
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')}>
        <LocalizedLink to="/activate-pm" className="button button-primary">
          <Icon name="shield" size={20} /> {t('hero.activate')}
        </LocalizedLink>
        <a href="#how-it-works" className="button button-ghost">
          {t('hero.how')}
        </a>
      </PageHero>

      <Section
        id="how-it-works"
        title={t('sections.how-it-works.title')}
        lead={t('sections.how-it-works.lead')}
        alt
      >
        <div className="split">
          <PrivacyDiagram
            texts={{
              title: t('sections.how-it-works.imageAlt'),
              device: t('sections.how-it-works.diagram.device'),
              relay1: t('sections.how-it-works.diagram.relay1'),
              relay2: t('sections.how-it-works.diagram.relay2'),
              internet: t('sections.how-it-works.diagram.internet'),
              dns: t('sections.how-it-works.diagram.dns'),
              hidden: t('sections.how-it-works.diagram.hidden'),
            }}
          />
          <ul className="pm-points">
            {howPoints.map((point) => (
              <li key={point.id}>
                <span className="card-icon">
                  <Icon name={point.icon} />
                </span>
                <div>
                  <h3>{t(`sections.how-it-works.points.${point.id}.title`)}</h3>
                  <p className="muted">{t(`sections.how-it-works.points.${point.id}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section id="features" title={t('sections.features.title')} lead={t('sections.features.lead')}>
        <IconCards
          items={features.map((item) => ({
            ...item,
            title: t(`sections.features.cards.${item.id}.title`),
            text: t(`sections.features.cards.${item.id}.text`),
          }))}
        />
      </Section>

      <Section id="why" title={t('sections.why.title')} lead={t('sections.why.lead')} alt>
        <IconCards
          items={reasons.map((item) => ({
            ...item,
            title: t(`sections.why.cards.${item.id}.title`),
            text: t(`sections.why.cards.${item.id}.text`),
          }))}
        />
      </Section>

      <Section id="activate" title={t('sections.activate.title')} lead={t('sections.activate.lead')}>
        <div className="pm-activate">
          <ol className="steps">
            {activationSteps.map((step) => (
              <li key={step}>
                <RichText text={t(`sections.activate.steps.${step}`)} />
              </li>
            ))}
          </ol>
          <p className="notice pm-note">
            {t('sections.activate.note')}
            {promotionEndsAt
              ? ` ${t('sections.activate.promotion', { date: formatDate(promotionEndsAt, locale) })}`
              : null}
          </p>
          <div className="button-row">
            <LocalizedLink to="/activate-pm" className="button button-primary">
              <Icon name="shield" size={20} /> {t('sections.activate.cta')}
            </LocalizedLink>
            <LocalizedLink to="/pricing" className="button button-ghost">
              {t('sections.activate.pricing')}
            </LocalizedLink>
          </div>
        </div>
      </Section>

      <Section id="faq" title={t('sections.faq.title')} alt>
        <div className="pm-faq">
          <Accordion items={questions} />
        </div>
      </Section>

      <Section id="help" title={t('sections.help.title')} lead={t('sections.help.lead')} centered>
        <div className="button-row pm-actions">
          <LocalizedLink to="/support" className="button button-primary">
            <Icon name="help" size={20} /> {t('sections.help.support')}
          </LocalizedLink>
          <LocalizedLink to="/" className="button button-ghost">
            {t('sections.help.home')}
          </LocalizedLink>
        </div>
      </Section>
    </>
  );
}
