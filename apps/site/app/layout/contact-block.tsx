import { useT } from '../i18n/i18n-provider.tsx';
import { EmailAddress } from '../ui/email-address.tsx';
import { Icon } from '../ui/icon.tsx';
import { contactIcons } from './navigation.ts';
import { useSiteSettings } from './site-settings.ts';
import { whatsAppLink } from './whatsapp.ts';

/** Address, e-mail and WhatsApp, from the configuration. */
export function ContactBlock({ compact = false }: { compact?: boolean }) {
  const { t } = useT();
  const { brand } = useSiteSettings();
  const items = [
    { kind: 'address', title: t('contact.address'), text: brand.address, href: null },
    {
      kind: 'email',
      title: t('contact.email'),
      text: brand.supportEmail,
      href: `mailto:${brand.supportEmail}`,
    },
    {
      kind: 'whatsapp',
      title: t('contact.whatsapp'),
      text: t('contact.whatsappText'),
      href: whatsAppLink(brand.whatsapp),
    },
  ] as const;
  return (
    <ul className={`contact-block${compact ? ' contact-block-compact' : ''}`}>
      {items.map((item) => (
        <li key={item.kind}>
          <span className="contact-icon">
            <Icon name={contactIcons[item.kind]} />
          </span>
          <span>
            <strong>{item.title}</strong>
            <br />
            {item.href ? (
              <a
                href={item.href}
                {...(item.kind === 'whatsapp' ? { target: '_blank', rel: 'noopener' } : {})}
              >
                {item.kind === 'email' ? <EmailAddress address={item.text} /> : <bdi>{item.text}</bdi>}
              </a>
            ) : (
              <bdi className="postal-address">{item.text}</bdi>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
