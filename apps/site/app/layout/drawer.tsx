import { useT } from '../i18n/i18n-provider.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Icon } from '../ui/icon.tsx';
import { LocalizedLink } from '../ui/localized-link.tsx';
import { ClientAreaLink, SectionLink } from './nav-links.tsx';
import { navItems, pagesMenu } from './navigation.ts';
import { useSiteSettings } from './site-settings.ts';

/** The menu of narrow screens: every link of the header in a drawer; choosing one closes it. */
export function Drawer({ open, onClose, path }: { open: boolean; onClose: () => void; path: string }) {
  const { t } = useT();
  const { brand } = useSiteSettings();
  return (
    <Dialog open={open} onClose={onClose} labelledBy="drawer-title" variant="drawer">
      <div className="dialog-header">
        <h2 id="drawer-title" className="dialog-title">
          {brand.name}
        </h2>
        <button type="button" className="icon-button" aria-label={t('nav.closeMenu')} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <nav aria-label={t('nav.label')}>
        <ul className="drawer-nav">
          {navItems.map((item) => (
            <li key={item.path}>
              <SectionLink item={item} path={path} onClick={onClose} />
            </li>
          ))}
          <li className="drawer-group">
            <span className="drawer-group-title">{t('nav.pages')}</span>
            <ul>
              {pagesMenu.map((item) => (
                <li key={item.path}>
                  <SectionLink item={item} path={path} onClick={onClose} />
                </li>
              ))}
            </ul>
          </li>
        </ul>
      </nav>
      <div className="drawer-actions">
        <ClientAreaLink className="button button-ghost" />
        <LocalizedLink to="/download" className="button button-primary" onClick={onClose}>
          {t('header.downloadNow')}
        </LocalizedLink>
      </div>
    </Dialog>
  );
}
