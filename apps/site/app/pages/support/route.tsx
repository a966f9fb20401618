import { SupportForm } from '../../forms/support-form.tsx';
import { useT } from '../../i18n/i18n-provider.tsx';
import { pageTextsLoader } from '../../i18n/page-texts.ts';
import { ContactBlock } from '../../layout/contact-block.tsx';
import { useSiteSettings } from '../../layout/site-settings.ts';
import { whatsAppLink } from '../../layout/whatsapp.ts';
import { pages } from '../../paths.ts';
import { PageMeta } from '../../seo/page-meta.tsx';
import { Icon, type IconName } from '../../ui/icon.tsx';
import { LocalizedLink } from '../../ui/localized-link.tsx';
import { PageHero, Section } from '../../ui/page-hero.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import './support.css';
import { EmailAddress } from '../../ui/email-address.tsx';

const loadTexts = pageTextsLoader(pages.support.namespaces);
export const loader = loadTexts;
export const clientLoader = loadTexts;

/** The self-help cards, in order: each links to the page that answers that kind of question. */
const helpCards: {
  id: 'setup' | 'faqs' | 'troubleshooting' | 'features';
  to: string;
  icon: IconName;
  soon?: boolean;
}[] = [
  { id: 'setup', to: '/instructions', icon: 'book' },
  { id: 'faqs', to: '/faqs', icon: 'help' },
  { id: 'troubleshooting', to: '/coming-soon', icon: 'wrench', soon: true },
  { id: 'features', to: '/features', icon: 'sparkles' },
];

export default function Support() {
  const { t } = useT('support');
  const { t: tc } = useT();
  const { brand } = useSiteSettings();
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} path="/support" />
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')}>
        <a href="#contact-us" className="button button-primary">
          <Icon name="chat" size={20} /> {t('hero.contact')}
        </a>
        <a href="#feedback" className="button button-ghost">
          {t('hero.feedback')}
        </a>
      </PageHero>

      <Section id="help" title={t('sections.help.title')} lead={t('sections.help.lead')}>
        <ul className="grid card-list">
          {helpCards.map((card) => (
            <li key={card.id}>
              <LocalizedLink to={card.to} className="card card-link support-card">
                <span className="card-icon">
                  <Icon name={card.icon} />
                </span>
                <h3>{t(`cards.${card.id}.title`)}</h3>
                <p className="muted">{t(`cards.${card.id}.text`)}</p>
                {card.soon ? <span className="badge">{t('cards.troubleshooting.badge')}</span> : null}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="contact-us"
        title={t('sections.contact-us.title')}
        lead={t('sections.contact-us.lead')}
        alt
      >
        <div className="support-contact">
          <div className="card support-channel">
            <span className="card-icon">
              <Icon name="chat" />
            </span>
            <h3>{t('sections.contact-us.whatsapp.title')}</h3>
            <p className="muted">{t('sections.contact-us.whatsapp.text')}</p>
            <a
              className="button button-primary"
              href={whatsAppLink(brand.whatsapp)}
              target="_blank"
              rel="noopener"
            >
              <Icon name="chat" size={20} /> {t('sections.contact-us.whatsapp.button')}
              <span className="visually-hidden"> ({tc('header.newTab')})</span>
            </a>
          </div>
          <div className="card support-channel">
            <span className="card-icon">
              <Icon name="mail" />
            </span>
            <h3>{t('sections.contact-us.email.title')}</h3>
            <p className="muted">{t('sections.contact-us.email.text')}</p>
            <p className="support-email">
              <a href={`mailto:${brand.supportEmail}`}>
                <EmailAddress address={brand.supportEmail} />
              </a>
            </p>
          </div>
          <div className="card support-channel">
            <span className="card-icon">
              <Icon name="pin" />
            </span>
            <h3>{t('sections.contact-us.details.title')}</h3>
            <ContactBlock compact />
          </div>
        </div>
        <p className="notice support-notice">
          <RichText text={t('sections.contact-us.notice')} />
        </p>
        <p className="support-write">
          <a href="#feedback" className="button button-ghost">
            {t('sections.contact-us.form.title')}
          </a>{' '}
          <span className="muted">{t('sections.contact-us.form.lead')}</span>
        </p>
      </Section>

      <Section id="feedback" title={t('sections.feedback.title')} lead={t('sections.feedback.lead')}>
        <SupportForm />
      </Section>
    </>
  );
}
