import type { PublicConfig } from '@vela/api-client';

/**
 * A page whose route module exports this `handle` is not hydrated on load (decision 53): its prerendered HTML
 * is the page, and React's code is downloaded on the first interaction that needs it. The home page is one.
 */
export interface RouteHandle {
  hydrate?: 'on-interaction';
}

/** The type that keeps React Router's module script from running until the page wakes (`scripts/postbuild.ts`). */
export const sleepingScriptType = 'text/x-hydrate-on-interaction';

/** Sent when React runs the page (root.tsx): the waking script hands over to it then. */
export const hydratedEvent = 'vela:hydrated';

declare global {
  interface Window {
    /** `/api/config`, asked once per page load: by the waking script before React, else by React. */
    velaPublicConfig?: Promise<PublicConfig | null>;
    /** The chat's badge came due before React ran the page. */
    velaChatBadge?: boolean;
  }
}

interface WakeSettings {
  scriptType: string;
  hydratedEvent: string;
  consentKey: string;
  minimumChatDelaySeconds: number;
  countUpMs: number;
}

/**
 * Runs in the head of a page that hydrates on interaction, before any other script of the page, as its own
 * inline text (so it refers to nothing outside itself). Until React runs the page, it:
 * - starts React (React Router's module script, kept inert by its type) on the first click on a button, on a
 *   pointer down on one, or on focus in a field; the click is held and replayed on the same button once React
 *   runs, so the menu, panel, chat or choice the visitor asked for opens;
 * - asks `/api/config` (React reuses the answer) and then shows the consent question where analytics is
 *   configured and no choice is stored, starts React at once where analytics was accepted (React loads it and
 *   reports the page), and brings the chat's badge due with React when its delay has passed;
 * - counts the prices up from zero as they scroll into view, as `CountUpPrice` does, unless motion is reduced;
 * - adds the address's `client_reference_id` to the links marked `data-client-reference`, as
 *   `withClientReference` does once React runs, and hides what is marked `data-ends-at` a time now past (a
 *   promotion that ended after the build);
 * - starts React at once when the address names a question of an accordion (`#faq-refund`), which React opens.
 */
function wakeOnInteraction(settings: WakeSettings): void {
  const root = document.documentElement;
  let waking = false;
  let awake = false;
  let badgeTimer: ReturnType<typeof setInterval> | undefined;
  const replays: HTMLElement[] = [];
  const stops: (() => void)[] = [];

  const whenReady = (run: () => void) => {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
    else run();
  };

  const wake = () => {
    if (waking) return;
    waking = true;
    whenReady(() => {
      const asleep = document.querySelector(`script[type="${settings.scriptType}"]`);
      if (!asleep) return;
      const script = document.createElement('script');
      script.type = 'module';
      script.async = true;
      script.textContent = asleep.textContent;
      asleep.replaceWith(script);
    });
  };

  const buttonOf = (event: Event) =>
    event.target instanceof Element ? event.target.closest<HTMLElement>('button') : null;
  const onClick = (event: Event) => {
    const button = buttonOf(event);
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    replays.push(button);
    wake();
  };
  const onPointerDown = (event: Event) => {
    if (buttonOf(event)) wake();
  };
  const onFocusIn = (event: Event) => {
    if (event.target instanceof Element && event.target.matches('input, textarea, select')) wake();
  };
  window.addEventListener('click', onClick, true);
  window.addEventListener('pointerdown', onPointerDown, true);
  window.addEventListener('focusin', onFocusIn, true);

  window.addEventListener(
    settings.hydratedEvent,
    () => {
      awake = true;
      clearInterval(badgeTimer);
      for (const stop of stops) stop();
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('focusin', onFocusIn, true);
      // After React has finished the effects it is running.
      queueMicrotask(() => {
        for (const button of replays) if (button.isConnected) button.click();
      });
    },
    { once: true },
  );

  const storedConsent = () => {
    try {
      return localStorage.getItem(settings.consentKey);
    } catch {
      return null;
    }
  };
  const config: Promise<PublicConfig | null> = fetch('/api/config', {
    headers: { accept: 'application/json' },
  })
    .then((response) => (response.ok ? (response.json() as Promise<PublicConfig>) : null))
    .catch(() => null);
  window.velaPublicConfig = config;
  void config.then((values) => {
    if (!values || awake) return;
    const consent = storedConsent();
    if (values.analyticsMeasurementId && consent === 'granted') wake();
    else if (values.analyticsMeasurementId && consent !== 'denied') {
      whenReady(() => {
        const banner = document.querySelector<HTMLElement>('.consent-banner');
        if (banner && !awake) banner.hidden = false;
      });
    }
    const delay = values.chatNotificationDelaySeconds;
    if (typeof delay !== 'number') return;
    if (!(Number.isFinite(delay) && delay >= settings.minimumChatDelaySeconds)) {
      console.error(
        `The chat notification delay must be at least ${settings.minimumChatDelaySeconds} seconds; got ${delay}. No notification is set.`,
      );
      return;
    }
    badgeTimer = setInterval(() => {
      window.velaChatBadge = true;
      wake();
    }, delay * 1000);
  });

  const countUp = (price: HTMLElement) => {
    const value = price.querySelector('.count-up-value');
    const amount = Number(price.dataset.amount);
    if (!value || !Number.isFinite(amount)) return;
    const format = (() => {
      try {
        // This text runs before any module, so it cannot call formatMoney: it formats as formatMoney does, with
        // the page's language tag.
        // biome-ignore lint/style/noRestrictedGlobals: formatMoney's own formatter, inlined.
        return new Intl.NumberFormat(root.lang, { style: 'currency', currency: price.dataset.currency });
      } catch {
        return null;
      }
    })();
    if (!format) return;
    const final = value.textContent;
    value.textContent = format.format(0);
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        // React leaves a price this script has counted as it is (its own count would start again at zero).
        price.dataset.counted = 'true';
        const start = performance.now();
        const step = (now: number) => {
          if (awake) return;
          const progress = Math.min(1, (now - start) / settings.countUpMs);
          value.textContent = format.format(Math.round(amount * (1 - (1 - progress) ** 3) * 100) / 100);
          if (progress < 1) requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      },
      { threshold: 0.6 },
    );
    observer.observe(price);
    stops.push(() => {
      observer.disconnect();
      if (price.dataset.counted) value.textContent = final;
    });
  };

  const carryClientReference = () => {
    // As useClientReferenceId and withClientReference do.
    const reference = new URLSearchParams(location.search).get('client_reference_id')?.trim().slice(0, 64);
    if (!reference) return;
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-client-reference]')) {
      const href = link.getAttribute('href') ?? '';
      link.setAttribute(
        'href',
        `${href}${href.includes('?') ? '&' : '?'}client_reference_id=${encodeURIComponent(reference)}`,
      );
    }
  };

  const namesAnAccordionItem = () => {
    try {
      const id = decodeURIComponent(location.hash.slice(1));
      return id !== '' && document.getElementById(id)?.closest('.accordion') != null;
    } catch {
      return false;
    }
  };

  whenReady(() => {
    carryClientReference();
    for (const ending of document.querySelectorAll<HTMLElement>('[data-ends-at]')) {
      if (new Date(ending.dataset.endsAt ?? '').getTime() <= Date.now()) ending.hidden = true;
    }
    if (namesAnAccordionItem()) wake();
    if (!matchMedia('(prefers-reduced-motion: reduce)').matches) {
      for (const price of document.querySelectorAll<HTMLElement>('.count-up[data-amount]')) countUp(price);
    }
    // The page answers input from now on; React's code sets "true" once it runs the page.
    if (!awake) root.dataset.hydrated = 'on-interaction';
  });
}

/** The waking script's text, for the prerendered HTML only (the server allows it by its hash). */
export function hydrateOnInteractionScript(
  settings: Omit<WakeSettings, 'scriptType' | 'hydratedEvent'>,
): string {
  const all: WakeSettings = { ...settings, scriptType: sleepingScriptType, hydratedEvent };
  return `(${wakeOnInteraction.toString()})(${JSON.stringify(all)});`;
}
