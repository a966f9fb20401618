import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n-provider.tsx';
import { ChatWidget } from './chat-widget.tsx';
import { CookieConsent } from './cookie-consent.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

/** The chrome every page shares; the error page (`bare`) has none of it. */
export function SiteLayout({ children, bare = false }: { children: ReactNode; bare?: boolean }) {
  const { t } = useT();
  if (bare) {
    return (
      <main id="main" tabIndex={-1} className="bare-main">
        {children}
      </main>
    );
  }
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ChatWidget />
      <CookieConsent />
    </>
  );
}
