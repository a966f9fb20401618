import { useT } from '../../i18n/i18n-provider.tsx';
import { useSiteSettings } from '../../layout/site-settings.ts';
import { EmailAddress } from '../../ui/email-address.tsx';
import { Icon, type IconName } from '../../ui/icon.tsx';
import { Section } from '../../ui/page-hero.tsx';
import { TextWithValues } from '../privacy-policy/legal-document.tsx';

const principles: { id: 'player' | 'noHosting' | 'misuse' | 'rightsHolders'; icon: IconName }[] = [
  { id: 'player', icon: 'play' },
  { id: 'noHosting', icon: 'cross' },
  { id: 'misuse', icon: 'shield' },
  { id: 'rightsHolders', icon: 'check' },
];

const noticeElements = ['work', 'material', 'contact', 'goodFaith', 'accuracy', 'signature'] as const;

/** What {{brand}} is, and which reports we can act on. */
export function AbuseExplanation() {
  const { t } = useT('abuse');
  return (
    <Section id="explanation" title={t('sections.explanation.title')} lead={t('sections.explanation.lead')}>
      <ul className="grid card-list">
        {principles.map((item) => (
          <li key={item.id} className="card">
            <span className="card-icon">
              <Icon name={item.icon} />
            </span>
            <h3>{t(`sections.explanation.cards.${item.id}.title`)}</h3>
            <p className="muted">{t(`sections.explanation.cards.${item.id}.text`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** What a copyright (DMCA) notice must contain, and where to send it. */
export function CopyrightNotice() {
  const { t } = useT('abuse');
  const { brand } = useSiteSettings();
  const email = brand.supportEmail;
  return (
    <Section
      id="copyright"
      eyebrow={t('sections.copyright.eyebrow')}
      title={t('sections.copyright.title')}
      lead={t('sections.copyright.lead')}
      alt
    >
      <div className="prose">
        <p>{t('sections.copyright.intro')}</p>
        <ol>
          {noticeElements.map((element) => (
            <li key={element}>{t(`sections.copyright.elements.${element}`)}</li>
          ))}
        </ol>
        <p className="notice">
          <TextWithValues
            text={t('sections.copyright.send', { email, address: brand.address })}
            email={email}
            values={{ [brand.address]: <bdi>{brand.address}</bdi> }}
          />
        </p>
        <p>{t('sections.copyright.incomplete')}</p>
        <p>{t('sections.copyright.counter')}</p>
      </div>
    </Section>
  );
}

/** Questions that are not a report: the support e-mail. */
export function AbuseFeedback() {
  const { t } = useT('abuse');
  const email = useSiteSettings().brand.supportEmail;
  return (
    <Section id="feedback" title={t('sections.feedback.title')} lead={t('sections.feedback.lead')} alt>
      <p className="button-row">
        <a href={`mailto:${email}`} className="button button-primary">
          <Icon name="mail" size={20} />{' '}
          <TextWithValues
            text={t('sections.feedback.cta', { email })}
            values={{ [email]: <EmailAddress address={email} /> }}
          />
        </a>
      </p>
    </Section>
  );
}
