import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { Icon } from './icon.tsx';
import { RichText } from './rich-text.tsx';

export interface AccordionItem {
  /** Also the item's anchor: `#faq-{id}`. */
  id: string;
  question: string;
  answer: string;
}

/**
 * Questions and answers: one open at a time, the first open at the start; a click on the open one closes it.
 * The panel slides in 0.3 s (no motion when the visitor asks for less). An address that names an item
 * (`#faq-{id}`, as search results do) opens that item and brings it into view.
 */
export function Accordion({ items }: { items: readonly AccordionItem[] }) {
  const [openId, setOpenId] = useState<string | null>(items[0]?.id ?? null);
  const base = useId();
  const { hash, key } = useLocation();
  const named = items.find((item) => hash === `#faq-${item.id}`)?.id;

  useEffect(() => {
    if (!named) return;
    setOpenId(named);
    document.getElementById(`faq-${named}`)?.scrollIntoView?.({ block: 'start' });
  }, [named, key]);
  return (
    <div className="accordion">
      {items.map((item) => {
        const open = openId === item.id;
        const buttonId = `${base}-${item.id}-button`;
        const panelId = `${base}-${item.id}-panel`;
        return (
          <div key={item.id} id={`faq-${item.id}`} className="accordion-item">
            <h3>
              <button
                id={buttonId}
                type="button"
                className="accordion-trigger"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                <span>{item.question}</span>
                <Icon name="chevron" size={20} />
              </button>
            </h3>
            <section
              id={panelId}
              className="accordion-panel"
              aria-labelledby={buttonId}
              data-open={open}
              inert={!open}
            >
              <div>
                <p>
                  <RichText text={item.answer} />
                </p>
              </div>
            </section>
          </div>
        );
      })}
    </div>
  );
}
