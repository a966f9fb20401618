import { formatDate } from '@vela/locales';
import { Fragment, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n-provider.tsx';
import { useSiteSettings } from '../../layout/site-settings.ts';
import { LocalizedLink } from '../../ui/localized-link.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import './legal-document.css';
import { EmailAddress } from '../../ui/email-address.tsx';

/**
 * One block of a numbered legal section. Keys are relative to `sections.<sectionId>`; a list's items live
 * under `sections.<sectionId>.<key>.<item>`.
 */
export type LegalBlock =
  | { kind: 'text'; key: string }
  | { kind: 'subtitle'; key: string }
  | { kind: 'list'; key: string; items: readonly string[]; ordered?: boolean }
  | { kind: 'link'; key: string; to: string }
  | { kind: 'node'; key: string; node: ReactNode };

export interface LegalSection {
  /** The anchor (`#id`) and the key under `sections`. */
  id: string;
  blocks: readonly LegalBlock[];
}

/**
 * Shows a translated text with `{{email}}` as a mailto link, and the address and other values isolated
 * for right-to-left languages; the rest may use the inline tags of `<RichText>`.
 */
export function TextWithValues({
  text,
  email,
  values = {},
}: {
  text: string;
  email?: string;
  values?: Record<string, ReactNode>;
}): ReactNode {
  const replacements: Record<string, ReactNode> = { ...values };
  if (email)
    replacements[email] = (
      <a href={`mailto:${email}`}>
        <EmailAddress address={email} />
      </a>
    );
  const found = Object.keys(replacements).filter((value) => value !== '' && text.includes(value));
  if (found.length === 0) return <RichText text={text} />;
  const escaped = found
    .sort((a, b) => b.length - a.length)
    .map((value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const parts = text.split(new RegExp(`(${escaped.join('|')})`));
  return (
    <>
      {parts.map((part, index) => {
        const key = `${index}-${part}`;
        if (index % 2 === 1) return <Fragment key={key}>{replacements[part]}</Fragment>;
        return part ? <RichText key={key} text={part} /> : null;
      })}
    </>
  );
}

/**
 * A legal text (privacy policy, terms): the date it was last changed, a table of contents, and numbered
 * sections whose ids are anchors. `{{email}}` and `{{address}}` in any text come from the configuration.
 */
export function LegalDocument({
  namespace,
  sections,
  updated,
}: {
  namespace: 'privacy' | 'terms';
  sections: readonly LegalSection[];
  /** The day the text last changed, as `YYYY-MM-DD`. */
  updated: string;
}) {
  const { t: translate, locale } = useT(namespace);
  const { brand } = useSiteSettings();
  const email = brand.supportEmail;
  const values = { [brand.address]: <bdi>{brand.address}</bdi> };
  const text = (key: string) => (
    <TextWithValues text={translate(key, { email, address: brand.address })} email={email} values={values} />
  );
  const date = formatDate(updated, locale);

  function block(sectionId: string, item: LegalBlock): ReactNode {
    const key = `sections.${sectionId}.${item.key}`;
    switch (item.kind) {
      case 'text':
        return <p key={item.key}>{text(key)}</p>;
      case 'subtitle':
        return <h3 key={item.key}>{text(key)}</h3>;
      case 'list': {
        const List = item.ordered ? 'ol' : 'ul';
        return (
          <List key={item.key}>
            {item.items.map((entry) => (
              <li key={entry}>{text(`${key}.${entry}`)}</li>
            ))}
          </List>
        );
      }
      case 'link':
        return (
          <p key={item.key}>
            <LocalizedLink to={item.to}>{translate(key)}</LocalizedLink>
          </p>
        );
      case 'node':
        return <Fragment key={item.key}>{item.node}</Fragment>;
    }
  }

  return (
    <div className="section legal">
      <div className="container prose">
        <p className="muted legal-updated">
          <TextWithValues
            text={translate('lastUpdated', { date })}
            values={{ [date]: <time dateTime={updated}>{date}</time> }}
          />
        </p>
        <nav className="legal-toc" aria-labelledby="legal-toc-title">
          <h2 id="legal-toc-title">{translate('toc')}</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{translate(`sections.${section.id}.title`)}</a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            className="legal-section"
            aria-labelledby={`${section.id}-title`}
          >
            <h2 id={`${section.id}-title`}>
              <span className="legal-number">{index + 1}.</span> {translate(`sections.${section.id}.title`)}
            </h2>
            {section.blocks.map((item) => block(section.id, item))}
          </section>
        ))}
      </div>
    </div>
  );
}
