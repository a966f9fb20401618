import { useT } from '../../i18n/i18n-provider.tsx';
import { pageTextsLoader } from '../../i18n/page-texts.ts';
import { useSiteSettings } from '../../layout/site-settings.ts';
import { pages } from '../../paths.ts';
import { PageMeta } from '../../seo/page-meta.tsx';
import { Icon, type IconName } from '../../ui/icon.tsx';
import { LocalizedLink } from '../../ui/localized-link.tsx';
import { PageHero, Section } from '../../ui/page-hero.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import './instructions.css';

const loadTexts = pageTextsLoader(pages.instructions.namespaces);
export const loader = loadTexts;
export const clientLoader = loadTexts;

type StoreKey = 'appStore' | 'googlePlay' | 'lg' | 'aptoide';

interface Device {
  /** The section's anchor, linked from the download page and the store tiles: never rename. */
  id: 'ios-device' | 'samsung-device' | 'lg-device' | 'google-device' | 'firetv-device' | 'aosp' | 'aptoide';
  icon: IconName;
  steps: readonly string[];
  /** The official store this platform installs from, if any. */
  store?: StoreKey;
}

const devices: readonly Device[] = [
  { id: 'ios-device', icon: 'phone', steps: ['store', 'search', 'install', 'open'], store: 'appStore' },
  { id: 'samsung-device', icon: 'tv', steps: ['apps', 'search', 'install', 'open'] },
  { id: 'lg-device', icon: 'tv', steps: ['store', 'search', 'install', 'open'], store: 'lg' },
  { id: 'google-device', icon: 'tv', steps: ['store', 'search', 'install', 'open'], store: 'googlePlay' },
  {
    id: 'firetv-device',
    icon: 'tv',
    steps: ['downloader', 'developer', 'unknownSources', 'code', 'install', 'open'],
  },
  { id: 'aosp', icon: 'devices', steps: ['downloader', 'unknownSources', 'code', 'install', 'open'] },
  { id: 'aptoide', icon: 'download', steps: ['store', 'search', 'install', 'open'], store: 'aptoide' },
];

const activateSteps = ['install', 'deviceId', 'trial', 'upload', 'refresh', 'buy'] as const;

const requirementRows = ['ios', 'android', 'lg', 'samsung'] as const;

export default function Instructions() {
  const { t } = useT('instructions');
  const { t: tc } = useT('common');
  const { brand } = useSiteSettings();
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} path="/instructions" />
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')}>
        <nav className="device-jump" aria-label={t('hero.jumpLabel')}>
          <ul>
            {devices.map((device) => (
              <li key={device.id}>
                <a href={`#${device.id}`}>
                  <Icon name={device.icon} size={18} /> {t(`sections.${device.id}.title`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>

      <Section id="activate" title={t('sections.activate.title')} lead={t('sections.activate.lead')}>
        <ol className="steps">
          {activateSteps.map((step) => (
            <li key={step}>{t(`sections.activate.steps.${step}`)}</li>
          ))}
        </ol>
        <div className="button-row instructions-actions">
          <LocalizedLink to="/mylist" className="button button-primary">
            <Icon name="list" size={20} /> {t('sections.activate.myList')}
          </LocalizedLink>
          <LocalizedLink to="/pricing" className="button button-ghost">
            {t('sections.activate.pricing')}
          </LocalizedLink>
        </div>
        <p className="notice instructions-notice">
          <RichText text={t('sections.activate.notice')} />
        </p>
      </Section>

      <Section
        id="requirements"
        title={t('sections.requirements.title')}
        lead={t('sections.requirements.lead')}
        alt
      >
        <div className="table-wrap">
          <table>
            <caption className="visually-hidden">{t('sections.requirements.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('sections.requirements.platform')}</th>
                <th scope="col">{t('sections.requirements.minimum')}</th>
                <th scope="col">{t('sections.requirements.source')}</th>
              </tr>
            </thead>
            <tbody>
              {requirementRows.map((row) => (
                <tr key={row}>
                  <th scope="row">{t(`sections.requirements.rows.${row}.platform`)}</th>
                  <td>{t(`sections.requirements.rows.${row}.minimum`)}</td>
                  <td>{t(`sections.requirements.rows.${row}.source`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      {devices.map((device, index) => (
        <Section
          key={device.id}
          id={device.id}
          title={t(`sections.${device.id}.title`)}
          lead={t(`sections.${device.id}.lead`)}
          alt={index % 2 === 1}
        >
          <ol className="steps">
            {device.steps.map((step) => (
              <li key={step}>{t(`sections.${device.id}.steps.${step}`)}</li>
            ))}
          </ol>
          <div className="button-row instructions-actions">
            {device.store ? (
              <a
                href={brand.stores[device.store]}
                target="_blank"
                rel="noopener"
                className="button button-primary"
              >
                {t(`sections.${device.id}.store`)}
                <span className="visually-hidden"> ({tc('header.newTab')})</span>
              </a>
            ) : null}
            <a href="#activate" className="button button-ghost">
              {t('devices.next')} <Icon name="arrow" size={18} className="arrow-icon" />
            </a>
          </div>
        </Section>
      ))}
    </>
  );
}
