import { formatMoney } from '@vela/locales';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/i18n-provider.tsx';

export const countUpMs = 2000;

/**
 * A price that counts up from 0.00 to its value over 2 s once it scrolls into view, formatted for the page's
 * language. The final price is always what assistive technology reads, and what the page shows without
 * script or with reduced motion; its space is reserved so nothing moves while it counts. On a page that hydrates
 * on interaction, the waking script counts it before React runs (decision 53), from the amount and currency
 * written on it, and marks it counted once it started.
 */
export function CountUpPrice({ amount, currency }: { amount: number; currency: string }) {
  const { locale } = useT();
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(amount);

  useEffect(() => {
    const element = ref.current;
    if (!element || element.dataset.counted || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    setShown(0);
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        const start = performance.now();
        const step = (now: number) => {
          const progress = Math.min(1, (now - start) / countUpMs);
          setShown(amount * (1 - (1 - progress) ** 3));
          if (progress < 1) frame = requestAnimationFrame(step);
        };
        frame = requestAnimationFrame(step);
      },
      { threshold: 0.6 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [amount]);

  const final = formatMoney({ amount, currency }, locale);
  return (
    <span ref={ref} className="count-up" data-testid="count-up" data-amount={amount} data-currency={currency}>
      <span className="visually-hidden">{final}</span>
      <span className="count-up-reserve" aria-hidden="true">
        {final}
      </span>
      {/* The waking script may have changed the figure before React runs the page. */}
      <span className="count-up-value" aria-hidden="true" suppressHydrationWarning>
        {formatMoney({ amount: Math.round(shown * 100) / 100, currency }, locale)}
      </span>
    </span>
  );
}
