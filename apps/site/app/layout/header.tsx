import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../i18n/i18n-provider.tsx';
import { parseLocalizedPath } from '../paths.ts';
import { Icon } from '../ui/icon.tsx';
import { LocalizedLink } from '../ui/localized-link.tsx';
import { LanguageSelector } from './language-selector.tsx';
import { ClientAreaLink, SectionLink } from './nav-links.tsx';
import { inSection, navItems, pagesMenu } from './navigation.ts';
import { useSiteSettings } from './site-settings.ts';

// The code of the menu drawer and of the side panel (with the search) is downloaded when a visitor reaches for
// their buttons (pointer over it, or focus), not with the page.
const loadDrawer = () => import('./drawer.tsx');
const Drawer = lazy(() => loadDrawer().then((module) => ({ default: module.Drawer })));
const preloadDrawer = () => {
  void loadDrawer();
};
const loadSidePanel = () => import('./side-panel.tsx');
const SidePanel = lazy(() => loadSidePanel().then((module) => ({ default: module.SidePanel })));
const preloadSidePanel = () => {
  void loadSidePanel();
};

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
  // Each dialog is rendered from its first opening on, so that closing it later returns focus as usual.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const [panelUsed, setPanelUsed] = useState(false);

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
            onPointerEnter={preloadSidePanel}
            onFocus={preloadSidePanel}
            onClick={() => {
              setPanelUsed(true);
              setPanelOpen(true);
            }}
          >
            <Icon name="panel" size={20} />
          </button>
          <button
            type="button"
            className="icon-button narrow-only"
            aria-label={t('nav.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onPointerEnter={preloadDrawer}
            onFocus={preloadDrawer}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
          >
            <Icon name="menu" size={22} />
          </button>
        </div>
      </div>

      {drawerUsed ? (
        <Suspense fallback={null}>
          <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} path={path} />
        </Suspense>
      ) : null}

      {panelUsed ? (
        <Suspense fallback={null}>
          <SidePanel open={panelOpen} onClose={() => setPanelOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
