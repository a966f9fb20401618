/** What the visitor chose about analytics; nothing is measured before `granted`. */
export type Consent = 'granted' | 'denied';

export const consentStorageKey = 'vela-consent';

export function storedConsent(): Consent | null {
  const value = localStorage.getItem(consentStorageKey);
  return value === 'granted' || value === 'denied' ? value : null;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

let loadedFor: string | null = null;

/** Loads Google Analytics 4 once, without its automatic page view (the router reports each page). */
export function loadAnalytics(measurementId: string): void {
  if (loadedFor === measurementId) return;
  loadedFor = measurementId;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag's queue expects the arguments object itself.
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', measurementId, { send_page_view: false, anonymize_ip: true });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
}

export function sendPageView(path: string): void {
  window.gtag?.('event', 'page_view', {
    page_path: path,
    page_location: location.href,
    page_title: document.title,
  });
}
