import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../i18n/i18n-provider.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Icon } from '../ui/icon.tsx';
import { LocalizedLink, LocalizedNavLink } from '../ui/localized-link.tsx';
import { LanguageSelector } from './language-selector.tsx';
import { navItems } from './navigation.ts';
import { SidePanel } from './side-panel.tsx';
import { useSiteSettings } from './site-settings.ts';

function ClientAreaLink({ className }: { className: string }) {
  const { t } = useT();
  const { brand } = useSiteSettings();
  return (
    <a className={className} href={brand.dashboardUrl} target="_blank" rel="noopener">
      {t('header.clientArea')}
      <span className="visually-hidden"> ({t('header.newTab')})</span>
    </a>
  );
}

export function Header() {
  const { t } = useT();
  const { brand } = useSiteSettings();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);

  // The drawer closes whenever the page changes.
  useEffect(() => setDrawerOpen(false), [pathname]);

  return (
    <header className="site-header">
      <div className="header-inner">
        <LocalizedLink to="/" className="brand" aria-label={t('homeLink')}>
          <img src="/logo.svg" alt="" width="32" height="32" />
          <span>{brand.name}</span>
        </LocalizedLink>
        <nav className="main-nav" aria-label={t('nav.label')}>
          <ul>
            {navItems.map((item) => (
              <li key={item.path}>
                <LocalizedNavLink to={item.path}>{t(item.label)}</LocalizedNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-actions">
          <LanguageSelector />
          <ClientAreaLink className="button button-ghost wide-only" />
          <LocalizedLink to="/download" className="button button-primary wide-only">
            {t('header.download')}
          </LocalizedLink>
          <button
            type="button"
            className="icon-button"
            aria-label={t('sidePanel.open')}
            aria-haspopup="dialog"
            onClick={() => setPanelOpen(true)}
          >
            <Icon name="panel" size={20} />
          </button>
          <button
            type="button"
            className="icon-button narrow-only"
            aria-label={t('nav.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <Icon name="menu" size={22} />
          </button>
        </div>
      </div>

      <Dialog
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        labelledBy="drawer-title"
        variant="drawer"
      >
        <div className="dialog-header">
          <h2 id="drawer-title" className="dialog-title">
            {brand.name}
          </h2>
          <button
            type="button"
            className="icon-button"
            aria-label={t('nav.closeMenu')}
            onClick={() => setDrawerOpen(false)}
          >
            <Icon name="close" />
          </button>
        </div>
        <nav aria-label={t('nav.label')}>
          <ul className="drawer-nav">
            {navItems.map((item) => (
              <li key={item.path}>
                <LocalizedNavLink to={item.path} onClick={() => setDrawerOpen(false)}>
                  {t(item.label)}
                </LocalizedNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="drawer-actions">
          <ClientAreaLink className="button button-ghost" />
          <LocalizedLink
            to="/download"
            className="button button-primary"
            onClick={() => setDrawerOpen(false)}
          >
            {t('header.downloadNow')}
          </LocalizedLink>
        </div>
      </Dialog>

      <SidePanel open={panelOpen} onClose={() => setPanelOpen(false)} />
    </header>
  );
}
