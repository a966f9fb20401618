import { useT } from '../../i18n/i18n-provider.tsx';
import { pageTextsLoader } from '../../i18n/page-texts.ts';
import { useSiteSettings } from '../../layout/site-settings.ts';
import { pages } from '../../paths.ts';
import { PageMeta } from '../../seo/page-meta.tsx';
import { Icon, type IconName } from '../../ui/icon.tsx';
import { LocalizedLink } from '../../ui/localized-link.tsx';
import { PageHero, Section } from '../../ui/page-hero.tsx';
import './download.css';

const loadTexts = pageTextsLoader(pages.download.namespaces);
export const loader = loadTexts;
export const clientLoader = loadTexts;

type TileId = 'samsung' | 'lg' | 'fireTv' | 'googleTv' | 'android' | 'ios' | 'aosp' | 'aptoide';
type StoreKey = 'appStore' | 'googlePlay' | 'lg' | 'aptoide';

/**
 * Each platform opens its official store (`store`) or the installation guide for it (`guide`). Trademarks that
 * read the same in every language carry their `brandName` here; the other names are translated.
 */
type Tile = { id: TileId; icon: IconName; brandName?: string } & ({ store: StoreKey } | { guide: string });

const tiles: readonly Tile[] = [
  { id: 'samsung', icon: 'tv', guide: '/instructions#samsung-device' },
  { id: 'lg', icon: 'tv', store: 'lg' },
  { id: 'fireTv', icon: 'tv', brandName: 'Fire TV Stick', guide: '/instructions#firetv-device' },
  { id: 'googleTv', icon: 'tv', brandName: 'Google TV', store: 'googlePlay' },
  { id: 'android', icon: 'phone', store: 'googlePlay' },
  { id: 'ios', icon: 'phone', brandName: 'App Store (iOS)', store: 'appStore' },
  { id: 'aosp', icon: 'devices', brandName: 'Android AOSP', guide: '/instructions#aosp' },
  { id: 'aptoide', icon: 'download', brandName: 'Aptoide', store: 'aptoide' },
];

const afterSteps = ['open', 'deviceId', 'playlist', 'licence'] as const;

export default function Download() {
  const { t } = useT('download');
  const { t: tc } = useT('common');
  const { brand } = useSiteSettings();
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} path="/download" />
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')} />

      <Section id="platforms" title={t('sections.platforms.title')} lead={t('sections.platforms.lead')}>
        <ul className="grid card-list download-grid">
          {tiles.map((tile) => {
            const action = t(`sections.platforms.tiles.${tile.id}.action`);
            return (
              <li key={tile.id} className="card download-tile">
                <span className="card-icon">
                  <Icon name={tile.icon} />
                </span>
                <h3>{tile.brandName ?? t(`sections.platforms.tiles.${tile.id}.name`)}</h3>
                <p className="muted">{t(`sections.platforms.tiles.${tile.id}.requirements`)}</p>
                {'store' in tile ? (
                  <a
                    href={brand.stores[tile.store]}
                    target="_blank"
                    rel="noopener"
                    className="button button-primary"
                  >
                    {action}
                    <span className="visually-hidden"> ({tc('header.newTab')})</span>
                  </a>
                ) : (
                  <LocalizedLink to={tile.guide} className="button button-ghost">
                    {action} <Icon name="arrow" size={18} className="arrow-icon" />
                  </LocalizedLink>
                )}
              </li>
            );
          })}
        </ul>
      </Section>

      <Section
        id="after-installing"
        title={t('sections.after-installing.title')}
        lead={t('sections.after-installing.lead')}
        alt
      >
        <ol className="steps">
          {afterSteps.map((step) => (
            <li key={step}>{t(`sections.after-installing.steps.${step}`)}</li>
          ))}
        </ol>
        <div className="button-row download-next">
          <LocalizedLink to="/mylist" className="button button-primary">
            <Icon name="list" size={20} /> {t('sections.after-installing.myList')}
          </LocalizedLink>
          <LocalizedLink to="/pricing" className="button button-ghost">
            {t('sections.after-installing.pricing')}
          </LocalizedLink>
          <LocalizedLink to="/instructions" className="button button-ghost">
            <Icon name="book" size={20} /> {t('sections.after-installing.guide')}
          </LocalizedLink>
        </div>
      </Section>
    </>
  );
}
