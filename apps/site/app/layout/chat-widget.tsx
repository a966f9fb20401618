import { isValidChatNotificationDelay } from '@vela/validation/input';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../i18n/i18n-provider.tsx';
import { Icon } from '../ui/icon.tsx';
import { usePublicConfig } from './public-config.ts';

/** The open chat's code is downloaded when a visitor reaches for the button, not with the page. */
const loadChatPanel = () => import('./chat-panel.tsx');
const ChatPanel = lazy(() => loadChatPanel().then((module) => ({ default: module.ChatPanel })));
const preloadChatPanel = () => {
  void loadChatPanel();
};

/** How long "typing…" shows before the welcome message. */
const typingMs = 2000;

/** A short two-tone chime, played where the browser allows sound without a click. */
function chime(): void {
  try {
    const context = new AudioContext();
    const gain = context.createGain();
    gain.connect(context.destination);
    gain.gain.setValueAtTime(0.08, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.5);
    for (const [index, frequency] of [880, 1320].entries()) {
      const tone = context.createOscillator();
      tone.frequency.value = frequency;
      tone.connect(gain);
      tone.start(context.currentTime + index * 0.12);
      tone.stop(context.currentTime + 0.5);
    }
    void context.resume().catch(() => undefined);
  } catch {
    // No audio here: the badge alone tells.
  }
}

/**
 * The floating chat: a typing indicator, then a welcome; what is typed goes on to WhatsApp. Until it is
 * opened, a '1' badge comes back every few seconds (from the configuration, never under 10).
 */
export function ChatWidget() {
  const { t } = useT();
  const config = usePublicConfig();
  const [open, setOpen] = useState(false);
  const [typing, setTyping] = useState(false);
  const [welcomed, setWelcomed] = useState(false);
  const [badge, setBadge] = useState(false);
  const [opened, setOpened] = useState(false);
  const [message, setMessage] = useState('');
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // The badge, until the chat has been opened once.
  const delaySeconds = config?.chatNotificationDelaySeconds;
  useEffect(() => {
    if (delaySeconds === undefined || opened) return;
    if (!isValidChatNotificationDelay(delaySeconds)) {
      console.error(
        `The chat notification delay must be at least 10 seconds; got ${delaySeconds}. No notification is set.`,
      );
      return;
    }
    const timer = setInterval(() => {
      setBadge(true);
      chime();
    }, delaySeconds * 1000);
    return () => clearInterval(timer);
  }, [delaySeconds, opened]);

  // A badge that came due before React ran the page (decision 53) shows at once.
  useEffect(() => {
    if (!window.velaChatBadge) return;
    setBadge(true);
    chime();
  }, []);

  // Typing for two seconds, then the welcome, the first time it opens.
  useEffect(() => {
    if (!open || welcomed) return;
    setTyping(true);
    const timer = setTimeout(() => {
      setTyping(false);
      setWelcomed(true);
    }, typingMs);
    return () => clearTimeout(timer);
  }, [open, welcomed]);

  // Escape and a click outside close it.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  function toggle() {
    setOpen((value) => !value);
    setOpened(true);
    setBadge(false);
  }

  return (
    <div className="chat-widget" ref={root}>
      {open ? (
        <Suspense fallback={null}>
          <ChatPanel
            panelId={panelId}
            typing={typing}
            welcomed={welcomed}
            message={message}
            onMessageChange={setMessage}
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
      <button
        ref={button}
        type="button"
        className="chat-button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={badge ? `${t('chat.open')}, ${t('chat.unread')}` : t('chat.open')}
        onPointerEnter={preloadChatPanel}
        onFocus={preloadChatPanel}
        onClick={toggle}
      >
        <Icon name="chat" size={26} />
        {badge ? (
          <span className="chat-badge" aria-hidden="true">
            1
          </span>
        ) : null}
      </button>
    </div>
  );
}
