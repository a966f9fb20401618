import { useT } from '../i18n/i18n-provider.tsx';
import { LocalizedLink } from '../ui/localized-link.tsx';
import { ContactBlock } from './contact-block.tsx';
import { reopenCookieSettings } from './cookie-consent.tsx';
import { footerColumns, socialLinks } from './navigation.ts';
import { NewsletterForm } from './newsletter-form.tsx';
import { usePublicConfig } from './public-config.ts';
import { useSiteSettings } from './site-settings.ts';
import { SocialIcon } from './social-icon.tsx';

export function Footer() {
  const { t } = useT();
  const { brand, year } = useSiteSettings();
  const analytics = usePublicConfig()?.analyticsMeasurementId;
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-about">
          <LocalizedLink to="/" className="brand" aria-label={t('homeLink')}>
            <img src="/logo.svg" alt="" width="32" height="32" />
            <span>{brand.name}</span>
          </LocalizedLink>
          <p className="muted">{t('footer.about')}</p>
          <ContactBlock />
        </div>
        {footerColumns.map((column, index) => (
          <nav key={column.title} aria-labelledby={`footer-column-${index}`}>
            <h2 id={`footer-column-${index}`} className="footer-heading">
              {t(column.title)}
            </h2>
            <ul className="footer-links">
              {column.links.map((link) => (
                <li key={link.path}>
                  <LocalizedLink to={link.path}>{t(link.label)}</LocalizedLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="footer-newsletter">
          <NewsletterForm idPrefix="footer" />
        </div>
      </div>
      <div className="container footer-bottom">
        <p>{t('copyright', { year })}</p>
        <p className="muted small">{t('footer.noContent')}</p>
        {analytics ? (
          <button type="button" className="link-button small" onClick={reopenCookieSettings}>
            {t('consent.manage')}
          </button>
        ) : null}
        <ul className="social-links" aria-label={t('footer.social')}>
          {socialLinks.map((link) => (
            <li key={link.network}>
              <a href={brand.social[link.network]} target="_blank" rel="noopener" aria-label={t(link.label)}>
                <SocialIcon network={link.network} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
