import { useT } from '../../i18n/i18n-provider.tsx';
import { pageTextsLoader } from '../../i18n/page-texts.ts';
import { useSiteSettings } from '../../layout/site-settings.ts';
import { pages } from '../../paths.ts';
import { PageMeta } from '../../seo/page-meta.tsx';
import { Icon, type IconName } from '../../ui/icon.tsx';
import { IconCards } from '../../ui/icon-cards.tsx';
import { Ident } from '../../ui/ident.tsx';
import { LocalizedLink } from '../../ui/localized-link.tsx';
import { PageHero, Section } from '../../ui/page-hero.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import './whitelist-guide.css';

const loadTexts = pageTextsLoader(pages.whitelistGuide.namespaces);
export const loader = loadTexts;
export const clientLoader = loadTexts;

const benefits: { id: 'playback' | 'manage' | 'code' | 'instant'; icon: IconName }[] = [
  { id: 'playback', icon: 'play' },
  { id: 'manage', icon: 'list' },
  { id: 'code', icon: 'key' },
  { id: 'instant', icon: 'sparkles' },
];

/** Example hosts: addresses, not words, so they are the same in every language. */
const hostExample = 'http://line.example.com:8080';
const backupExample = 'http://backup.example.com:8080';

/** Where the host above serves its verification token. */
const verificationExample = `${hostExample}/.well-known/vela-player-verification.txt`;

const acceptedHosts = ['http://line.example.com:8080', 'https://tv.example.net'] as const;

const rejectedHosts = [
  { host: 'http://line.example.com:8080/live', reason: 'path' },
  { host: 'http://line.example.com:8080/?token=abc', reason: 'query' },
  { host: 'http://user:pass@line.example.com:8080', reason: 'credentials' },
] as const;

export default function WhitelistGuide() {
  const { t } = useT('whitelist');
  const { t: tc } = useT();
  const { brand } = useSiteSettings();
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} path="/whitelist-guide" />
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')} />

      <Section id="benefits" title={t('sections.benefits.title')} lead={t('sections.benefits.lead')}>
        <IconCards
          items={benefits.map((item) => ({
            ...item,
            title: t(`sections.benefits.cards.${item.id}.title`),
            text: t(`sections.benefits.cards.${item.id}.text`),
          }))}
        />
      </Section>

      <Section id="steps" title={t('sections.steps.title')} lead={t('sections.steps.lead')} alt>
        <ol className="steps whitelist-steps">
          <li>
            <h3>{t('sections.steps.items.login.title')}</h3>
            <p className="muted">{t('sections.steps.items.login.text')}</p>
            <a href={brand.dashboardUrl} target="_blank" rel="noopener">
              {t('sections.steps.items.login.link')}
              <span className="visually-hidden"> ({tc('header.newTab')})</span>
            </a>
          </li>
          <li>
            <h3>{t('sections.steps.items.open.title')}</h3>
            <p className="muted">{t('sections.steps.items.open.text')}</p>
          </li>
          <li>
            <h3>{t('sections.steps.items.create.title')}</h3>
            <p className="muted">{t('sections.steps.items.create.text')}</p>
            <ul className="whitelist-fields">
              <li>
                <RichText text={t('sections.steps.items.create.host')} /> <code dir="ltr">{hostExample}</code>
              </li>
              <li>
                <RichText text={t('sections.steps.items.create.backup')} />{' '}
                <code dir="ltr">{backupExample}</code>
              </li>
            </ul>
          </li>
          <li>
            <h3>{t('sections.steps.items.save.title')}</h3>
            <p className="muted">{t('sections.steps.items.save.text')}</p>
          </li>
          <li>
            <h3>{t('sections.steps.items.verify.title')}</h3>
            <p className="muted">
              {t('sections.steps.items.verify.text')} <code dir="ltr">{verificationExample}</code>
            </p>
            <p className="muted">{t('sections.steps.items.verify.after')}</p>
          </li>
          <li>
            <h3>{t('sections.steps.items.share.title')}</h3>
            <p className="muted">{t('sections.steps.items.share.text')}</p>
          </li>
        </ol>

        <div className="notice whitelist-notice">
          <h3>{t('sections.steps.notice.title')}</h3>
          <p>{t('sections.steps.notice.text')}</p>
          <div className="whitelist-examples">
            <div>
              <h4>
                <Icon name="check" size={20} className="whitelist-ok" /> {t('sections.steps.notice.accepted')}
              </h4>
              <ul>
                {acceptedHosts.map((host) => (
                  <li key={host}>
                    <code>
                      <Ident>{host}</Ident>
                    </code>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h4>
                <Icon name="cross" size={20} className="whitelist-no" /> {t('sections.steps.notice.rejected')}
              </h4>
              <ul>
                {rejectedHosts.map((example) => (
                  <li key={example.host}>
                    <code>
                      <Ident>{example.host}</Ident>
                    </code>{' '}
                    <span className="muted">({t(`sections.steps.notice.reasons.${example.reason}`)})</span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </Section>

      <Section id="help" title={t('sections.help.title')} lead={t('sections.help.lead')} centered>
        <div className="button-row whitelist-actions">
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
