import { Box } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AuthError, authClient } from '../providers/auth-client.ts';

/** What `GET /api/config` says about the captcha that sign-up, sign-in and password reset need. */
type CaptchaConfig =
  | { provider: 'altcha' }
  | { provider: 'recaptcha'; siteKey: string }
  | { provider: 'none' };

/** The API's ALTCHA challenge endpoint: a fresh proof-of-work puzzle per request. */
const altchaChallengeUrl = '/api/captcha/challenge';

let configLoading: Promise<CaptchaConfig> | undefined;

function readConfig(payload: unknown): CaptchaConfig {
  const captcha = (payload as { captcha?: { provider?: unknown; siteKey?: unknown } } | null)?.captcha;
  if (captcha?.provider === 'recaptcha' && typeof captcha.siteKey === 'string')
    return { provider: 'recaptcha', siteKey: captcha.siteKey };
  if (captcha?.provider === 'altcha') return { provider: 'altcha' };
  return { provider: 'none' };
}

function loadCaptchaConfig(): Promise<CaptchaConfig> {
  configLoading ??= authClient.publicConfig().then(readConfig, (error: unknown) => {
    // An answer that is not the configuration means none; an API out of reach, ALTCHA, asked again next time.
    if (error instanceof AuthError && error.status !== null) return readConfig(null);
    configLoading = undefined;
    return { provider: 'altcha' } as const;
  });
  return configLoading;
}

/** The captcha configuration once read (once per page load, shared by every form). */
function useCaptchaConfig(): CaptchaConfig | undefined {
  const [config, setConfig] = useState<CaptchaConfig>();
  useEffect(() => {
    let current = true;
    void loadCaptchaConfig().then((loaded) => {
      if (current) setConfig(loaded);
    });
    return () => {
      current = false;
    };
  }, []);
  return config;
}

interface AltchaWidget extends HTMLElement {
  reset?: () => void;
  verify?: () => void;
}

interface GoogleRecaptcha {
  render: (container: HTMLElement, options: { sitekey: string }) => number;
  getResponse: (id?: number) => string;
  reset: (id?: number) => void;
}

declare global {
  interface Window {
    grecaptcha?: GoogleRecaptcha;
    onVelaRecaptchaLoad?: () => void;
  }
}

let recaptchaLoading: Promise<GoogleRecaptcha> | undefined;

function loadRecaptcha(language: string): Promise<GoogleRecaptcha> {
  recaptchaLoading ??= new Promise((resolve, reject) => {
    window.onVelaRecaptchaLoad = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject());
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?onload=onVelaRecaptchaLoad&render=explicit&hl=${encodeURIComponent(language)}`;
    script.async = true;
    script.onerror = () => {
      recaptchaLoading = undefined;
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.append(script);
  });
  return recaptchaLoading;
}

interface AltchaState {
  widget: AltchaWidget;
  status: string;
  payload?: string;
  waiting: ((payload?: string) => void)[];
}

export interface Captcha {
  /** The element the captcha lives in; render it inside the form. */
  element: React.ReactNode;
  /** Starts solving ALTCHA's proof of work; forms call it when they first get the focus. */
  start: () => void;
  /**
   * The answer to send with the request (header `x-captcha-response`), or undefined when the person has not
   * completed it (reCAPTCHA) or the proof of work failed: the form then says 'complete the captcha'.
   */
  answer: () => Promise<string | undefined>;
  /** A captcha answer is good for one request: prepares a new one after each. */
  renew: () => void;
}

/**
 * The captcha of sign-up, sign-in and password reset: ALTCHA's proof of work, solved by the browser without a
 * puzzle (WCAG 2.2 accessible authentication), or Google reCAPTCHA when the API is configured with its keys.
 * Its script is downloaded only by the pages that use this hook.
 */
export function useCaptcha(language: string): Captcha {
  const container = useRef<HTMLDivElement>(null);
  const config = useCaptchaConfig();
  // ALTCHA starts when the person starts filling the form: the page is usable before its script arrives.
  const [started, setStarted] = useState(false);
  const altcha = useRef<AltchaState>(undefined);
  const altchaReady = useRef<((state: AltchaState) => void)[]>([]);
  const recaptcha = useRef<{ api: GoogleRecaptcha; id: number }>(undefined);

  useEffect(() => {
    const host = container.current;
    if (!host || !config) return;
    let cancelled = false;
    if (config.provider === 'altcha' && started) {
      void import('./altcha-widget.ts').then(() => {
        if (cancelled) return;
        const widget = document.createElement('altcha-widget') as AltchaWidget;
        widget.setAttribute('challenge', altchaChallengeUrl);
        widget.setAttribute('auto', 'onload');
        widget.setAttribute('display', 'invisible');
        widget.setAttribute('name', 'captcha');
        const state: AltchaState = { widget, status: 'unverified', waiting: [] };
        widget.addEventListener('statechange', (event) => {
          const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
          state.status = detail.state;
          if (detail.state === 'verified') state.payload = detail.payload;
          else if (detail.state !== 'verifying') state.payload = undefined;
          if (detail.state === 'verified' || detail.state === 'error' || detail.state === 'expired') {
            for (const resolve of state.waiting.splice(0)) resolve(state.payload);
          }
        });
        altcha.current = state;
        host.append(widget);
        for (const resolve of altchaReady.current.splice(0)) resolve(state);
      });
    } else if (config.provider === 'recaptcha') {
      void loadRecaptcha(language).then((api) => {
        if (cancelled) return;
        recaptcha.current = { api, id: api.render(host, { sitekey: config.siteKey }) };
      });
    }
    return () => {
      cancelled = true;
      host.replaceChildren();
      altcha.current = undefined;
      recaptcha.current = undefined;
    };
  }, [config, language, started]);

  const start = useCallback(() => setStarted(true), []);

  const answer = useCallback(async (): Promise<string | undefined> => {
    const current = config ?? (await loadCaptchaConfig());
    if (current.provider === 'none') return undefined;
    if (current.provider === 'recaptcha') {
      const google = recaptcha.current;
      return google ? google.api.getResponse(google.id) || undefined : undefined;
    }
    setStarted(true);
    const state =
      altcha.current ?? (await new Promise<AltchaState>((resolve) => altchaReady.current.push(resolve)));
    // Still solving: the proof of work takes a moment; wait for its outcome rather than refusing the form. A
    // widget just added starts by itself a moment later (`auto="onload"`): starting it here as well would cut
    // one of the two runs short, and the cut run reports an error. Only a failed or expired run is started
    // again, once, before the form asks the person.
    for (let attempt = 0; attempt < 2 && !state.payload; attempt++) {
      const outcome = await new Promise<string | undefined>((resolve) => {
        state.waiting.push(resolve);
        if (state.status === 'error' || state.status === 'expired') state.widget.verify?.();
      });
      if (outcome) return outcome;
    }
    return state.payload;
  }, [config]);

  const renew = useCallback(() => {
    const state = altcha.current;
    if (state) {
      state.payload = undefined;
      state.widget.reset?.();
      state.widget.verify?.();
    }
    const google = recaptcha.current;
    if (google) google.api.reset(google.id);
  }, []);

  return { element: <Box ref={container} sx={{ my: 1 }} />, start, answer, renew };
}
