import type { ReactNode } from 'react';
import { RichText } from './rich-text.tsx';

/** The top of a content page: optional eyebrow, the page's one h1, a lead paragraph and actions. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <section className="page-hero">
      <div className="container">
        {eyebrow ? <span className="eyebrow">{eyebrow}</span> : null}
        <h1>
          <RichText text={title} />
        </h1>
        {lead ? (
          <p className="lead">
            <RichText text={lead} />
          </p>
        ) : null}
        {children ? <div className="button-row">{children}</div> : null}
      </div>
    </section>
  );
}

/** A page section with its heading: `id` makes it an anchor (and a search result). */
export function Section({
  id,
  title,
  lead,
  eyebrow,
  alt = false,
  centered = false,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  eyebrow?: string;
  alt?: boolean;
  centered?: boolean;
  children?: ReactNode;
}) {
  return (
    <section id={id} className={`section${alt ? ' section-alt' : ''}`} aria-labelledby={`${id}-title`}>
      <div className="container">
        <div className={`section-header${centered ? ' centered' : ''}`}>
          {eyebrow ? <span className="eyebrow">{eyebrow}</span> : null}
          <h2 id={`${id}-title`}>
            <RichText text={title} />
          </h2>
          {lead ? (
            <p className="lead">
              <RichText text={lead} />
            </p>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}
