import { formatMoney } from '@vela/locales';
import { BasicCheckout } from '../../checkout/basic-checkout.tsx';
import { SupportForm } from '../../forms/support-form.tsx';
import { useT } from '../../i18n/i18n-provider.tsx';
import { pageTextsLoader } from '../../i18n/page-texts.ts';
import { useSiteSettings } from '../../layout/site-settings.ts';
import { pages } from '../../paths.ts';
import { PageMeta } from '../../seo/page-meta.tsx';
import { PageHero, Section } from '../../ui/page-hero.tsx';
import '../../checkout/checkout.css';

const loadTexts = pageTextsLoader(pages.activate.namespaces);
export const loader = loadTexts;
export const clientLoader = loadTexts;

export default function Activate() {
  const { t, locale } = useT('checkout');
  const { prices } = useSiteSettings();
  return (
    <>
      <PageMeta
        title={t('activate.meta.title')}
        description={t('activate.meta.description')}
        path="/activate"
      />
      <PageHero
        eyebrow={t('activate.hero.eyebrow')}
        title={t('activate.hero.title')}
        lead={t('activate.hero.lead')}
      />
      <Section id="info" title={t('activate.sections.info.title')} lead={t('activate.sections.info.lead')}>
        <p className="checkout-price">
          {t('activate.price', {
            price: formatMoney({ amount: prices.basic, currency: prices.currency }, locale),
          })}
        </p>
      </Section>
      <Section
        id="payment"
        title={t('activate.sections.payment.title')}
        lead={t('activate.sections.payment.lead')}
        alt
      >
        <BasicCheckout />
      </Section>
      <Section
        id="feedback"
        title={t('activate.sections.feedback.title')}
        lead={t('activate.sections.feedback.lead')}
      >
        <SupportForm />
      </Section>
    </>
  );
}
