import { useT } from '../i18n/i18n-provider.tsx';
import { LocalizedLink } from '../ui/localized-link.tsx';
import { inSection, type NavItem } from './navigation.ts';
import { useSiteSettings } from './site-settings.ts';

/** The client area, in a new tab. */
export function ClientAreaLink({ className }: { className: string }) {
  const { t } = useT();
  const { brand } = useSiteSettings();
  return (
    <a className={className} href={brand.dashboardUrl} target="_blank" rel="noopener">
      {t('header.clientArea')}
      <span className="visually-hidden"> ({t('header.newTab')})</span>
    </a>
  );
}

/** A navigation link, highlighted while the page shown belongs to its section (`/home`, `/news/{slug}`). */
export function SectionLink({ item, path, onClick }: { item: NavItem; path: string; onClick?: () => void }) {
  const { t } = useT();
  const current = inSection(item, path);
  return (
    <LocalizedLink
      to={item.path}
      className={current ? 'active' : undefined}
      aria-current={current ? (path === item.path ? 'page' : 'true') : undefined}
      onClick={onClick}
    >
      {t(item.label)}
    </LocalizedLink>
  );
}
