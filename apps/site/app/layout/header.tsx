import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../i18n/i18n-provider.tsx';
import { parseLocalizedPath } from '../paths.ts';
import { Dialog } from '../ui/dialog.tsx';
import { Icon } from '../ui/icon.tsx';
import { LocalizedLink } from '../ui/localized-link.tsx';
import { LanguageSelector } from './language-selector.tsx';
import { inSection, type NavItem, navItems, pagesMenu } from './navigation.ts';
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

/** A navigation link, highlighted while the page shown belongs to its section (`/home`, `/news/{slug}`). */
function SectionLink({ item, path, onClick }: { item: NavItem; path: string; onClick?: () => void }) {
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

/** The Pages menu: a button that shows its links; Escape, a click elsewhere or a new page closes it. */
function PagesMenu({ path }: { path: string }) {
  const { t } = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [path]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const current = pagesMenu.some((item) => inSection(item, path));
  return (
    <li ref={root} className="nav-menu">
      <button
        ref={button}
        type="button"
        className={`nav-menu-button${current ? ' active' : ''}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {t('nav.pages')}
        <Icon name="chevron" size={16} />
      </button>
      <ul id={id} className="nav-submenu" hidden={!open}>
        {pagesMenu.map((item) => (
          <li key={item.path}>
            <SectionLink item={item} path={path} onClick={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </li>
  );
}

export function Header() {
  const { t } = useT();
  const { brand } = useSiteSettings();
  const { pathname } = useLocation();
  const { path } = parseLocalizedPath(pathname);
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
                <SectionLink item={item} path={path} />
              </li>
            ))}
            <PagesMenu path={path} />
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
                <SectionLink item={item} path={path} onClick={() => setDrawerOpen(false)} />
              </li>
            ))}
            <li className="drawer-group">
              <span className="drawer-group-title">{t('nav.pages')}</span>
              <ul>
                {pagesMenu.map((item) => (
                  <li key={item.path}>
                    <SectionLink item={item} path={path} onClick={() => setDrawerOpen(false)} />
                  </li>
                ))}
              </ul>
            </li>
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
