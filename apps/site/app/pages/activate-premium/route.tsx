import { formatMoney } from '@vela/locales';
import { PremiumCheckout } from '../../checkout/premium-checkout.tsx';
import { SupportForm } from '../../forms/support-form.tsx';
import { useT } from '../../i18n/i18n-provider.tsx';
import { pageTextsLoader } from '../../i18n/page-texts.ts';
import { useSiteSettings } from '../../layout/site-settings.ts';
import { pages } from '../../paths.ts';
import { PageMeta } from '../../seo/page-meta.tsx';
import { Icon } from '../../ui/icon.tsx';
import { LocalizedLink } from '../../ui/localized-link.tsx';
import { PageHero, Section } from '../../ui/page-hero.tsx';
import '../../checkout/checkout.css';

const loadTexts = pageTextsLoader(pages.activatePremium.namespaces);
export const loader = loadTexts;
export const clientLoader = loadTexts;

export default function ActivatePremium() {
  const { t, locale } = useT('checkout');
  const { prices } = useSiteSettings();
  const price = formatMoney({ amount: prices.premium, currency: prices.currency }, locale);
  return (
    <>
      <PageMeta
        title={t('premium.meta.title')}
        description={t('premium.meta.description')}
        path="/activate-pm"
      />
      <PageHero
        eyebrow={t('premium.hero.eyebrow')}
        title={t('premium.hero.title')}
        lead={t('premium.hero.lead')}
      />
      <Section id="pitch" title={t('premium.sections.pitch.title')} lead={t('premium.sections.pitch.lead')}>
        <ul className="check-list">
          <li>
            <Icon name="check" size={20} /> {t('premium.points.price', { price })}
          </li>
          <li>
            <Icon name="check" size={20} /> {t('premium.points.licence')}
          </li>
          <li>
            <Icon name="check" size={20} /> {t('premium.points.privacy')}
          </li>
          <li>
            <Icon name="check" size={20} /> {t('premium.points.renewal')}
          </li>
        </ul>
        <p>
          <LocalizedLink to="/privacy-mode#activate">{t('premium.guide')}</LocalizedLink>
        </p>
      </Section>
      <Section
        id="payment"
        title={t('premium.sections.payment.title')}
        lead={t('premium.sections.payment.lead')}
        alt
      >
        <PremiumCheckout />
      </Section>
      <Section
        id="feedback"
        title={t('premium.sections.feedback.title')}
        lead={t('premium.sections.feedback.lead')}
      >
        <SupportForm />
      </Section>
    </>
  );
}
