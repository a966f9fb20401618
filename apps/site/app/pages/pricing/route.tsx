import { formatDate, formatMoney } from '@vela/locales';
import type { RouteHandle } from '../../hydrate-on-interaction.ts';
import { useT } from '../../i18n/i18n-provider.tsx';
import { pageTextsLoader } from '../../i18n/page-texts.ts';
import { useRunningPromotion, useSiteSettings } from '../../layout/site-settings.ts';
import { pages } from '../../paths.ts';
import { PageMeta } from '../../seo/page-meta.tsx';
import { Accordion } from '../../ui/accordion.tsx';
import { useClientReferenceId, withClientReference } from '../../ui/client-reference.ts';
import { CountUpPrice } from '../../ui/count-up-price.tsx';
import { Icon } from '../../ui/icon.tsx';
import { LocalizedLink } from '../../ui/localized-link.tsx';
import { PageHero, Section } from '../../ui/page-hero.tsx';
import './pricing.css';

const loadTexts = pageTextsLoader(pages.pricing.namespaces);
export const loader = loadTexts;
export const clientLoader = loadTexts;
// Hydrates on a visitor's first interaction, not on load (decision 53): until then the waking script carries
// client_reference_id on to the plan links and hides a promotion that has ended.
export const handle: RouteHandle = { hydrate: 'on-interaction' };

const faqIds = [
  'privacy',
  'payment',
  'devices',
  'availability',
  'updates',
  'upgrade',
  'renewal',
  'refund',
  'activation',
  'support',
] as const;

const plans = [
  { id: 'basic', path: '/activate', features: ['lifetime', 'device', 'trial', 'activation'] },
  { id: 'premium', path: '/activate-pm', features: ['privacy', 'relays', 'lifetime', 'renewal'] },
] as const;

export default function Pricing() {
  const { t, locale } = useT('pricing');
  const { prices } = useSiteSettings();
  const promotionEndsAt = useRunningPromotion();
  const reference = useClientReferenceId();
  const price = (amount: number) => formatMoney({ amount, currency: prices.currency }, locale);
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} path="/pricing" />
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')} />

      <section className="section" aria-labelledby="plans-title">
        <div className="container">
          <h2 id="plans-title" className="visually-hidden">
            {t('plans.title')}
          </h2>
          {promotionEndsAt ? (
            <p className="notice promotion" data-ends-at={promotionEndsAt}>
              {t('promotion', { date: formatDate(promotionEndsAt, locale) })}
            </p>
          ) : null}
          <ul className="plans">
            {plans.map((plan) => (
              <li key={plan.id} className={`card plan plan-${plan.id}`}>
                <h3 className="plan-name">
                  {t(`plans.${plan.id}.name`)}
                  {plan.id === 'premium' ? <span className="badge">{t('plans.premium.badge')}</span> : null}
                </h3>
                <p className="muted">{t(`plans.${plan.id}.description`)}</p>
                <p className="price">
                  <CountUpPrice amount={prices[plan.id]} currency={prices.currency} />
                </p>
                <p className="muted small">{t(`plans.${plan.id}.duration`)}</p>
                <ul className="check-list plan-features">
                  {plan.features.map((feature) => (
                    <li key={feature}>
                      <Icon name="check" size={18} /> {t(`plans.${plan.id}.features.${feature}`)}
                    </li>
                  ))}
                </ul>
                <LocalizedLink
                  to={withClientReference(plan.path, reference)}
                  className={`button ${plan.id === 'premium' ? 'button-primary' : 'button-ghost'}`}
                  data-plan-link={plan.id}
                  data-client-reference=""
                  // The waking script may have added the reference before React runs the page.
                  suppressHydrationWarning
                >
                  {t(`plans.${plan.id}.cta`)}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Section
        id="comparison"
        title={t('sections.comparison.title')}
        lead={t('sections.comparison.lead')}
        alt
      >
        <div className="table-wrap">
          <table>
            <caption className="visually-hidden">{t('comparison.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('comparison.feature')}</th>
                <th scope="col">{t('plans.basic.name')}</th>
                <th scope="col">{t('plans.premium.name')}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{t('comparison.price')}</th>
                <td>{t('comparison.oneTime', { price: price(prices.basic) })}</td>
                <td>{t('comparison.perYear', { price: price(prices.premium) })}</td>
              </tr>
              <tr>
                <th scope="row">{t('comparison.devices')}</th>
                <td>{t('comparison.devicesValue')}</td>
                <td>{t('comparison.devicesValue')}</td>
              </tr>
              <tr>
                <th scope="row">{t('comparison.lifetime')}</th>
                <td>
                  <Icon name="check" size={18} className="yes" /> {t('comparison.yes')}
                </td>
                <td>
                  <Icon name="check" size={18} className="yes" /> {t('comparison.yes')}
                </td>
              </tr>
              <tr>
                <th scope="row">{t('comparison.privacy')}</th>
                <td>
                  <Icon name="cross" size={18} className="no" /> {t('comparison.no')}
                </td>
                <td>
                  <Icon name="check" size={18} className="yes" /> {t('comparison.yes')}
                </td>
              </tr>
            </tbody>
          </table>
        </div>
      </Section>

      <Section id="faq" title={t('sections.faq.title')} lead={t('sections.faq.lead')}>
        <Accordion
          items={faqIds.map((id) => ({
            id,
            question: t(`faq.items.${id}.question`),
            answer: t(`faq.items.${id}.answer`),
          }))}
        />
      </Section>

      <Section id="help" title={t('sections.help.title')} lead={t('sections.help.lead')} alt>
        <div className="button-row">
          <LocalizedLink to="/support" className="button button-primary">
            {t('actions.support')}
          </LocalizedLink>
          <LocalizedLink to="/" className="button button-ghost">
            {t('actions.home')}
          </LocalizedLink>
        </div>
      </Section>
    </>
  );
}
