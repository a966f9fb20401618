import { isValidChatNotificationDelay } from '@vela/validation/input';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../i18n/i18n-provider.tsx';
import { Icon } from '../ui/icon.tsx';
import { usePublicConfig } from './public-config.ts';
import { useSiteSettings } from './site-settings.ts';
import { whatsAppLink } from './whatsapp.ts';

/** How long "typing…" shows before the welcome message. */
export const typingMs = 2000;

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
  const { brand } = useSiteSettings();
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
  const input = useRef<HTMLInputElement>(null);

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
    input.current?.focus();
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

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { chatMessageSchema } = await import('@vela/validation');
    const parsed = chatMessageSchema.safeParse(message);
    if (!parsed.success) return;
    window.open(whatsAppLink(brand.whatsapp, parsed.data), '_blank', 'noopener');
    setMessage('');
  }

  return (
    <div className="chat-widget" ref={root}>
      {open ? (
        <section id={panelId} className="chat-panel" aria-labelledby={`${panelId}-title`}>
          <header className="chat-header">
            <span className="chat-avatar" aria-hidden="true">
              <img src="/logo.svg" alt="" width="36" height="36" />
            </span>
            <span>
              <strong id={`${panelId}-title`}>{t('chat.title')}</strong>
              <br />
              <span className="small">{t('chat.replyTime')}</span>
            </span>
            <button
              type="button"
              className="icon-button"
              aria-label={t('chat.close')}
              onClick={() => {
                setOpen(false);
                button.current?.focus();
              }}
            >
              <Icon name="close" size={20} />
            </button>
          </header>
          <div className="chat-messages" aria-live="polite">
            {typing ? (
              <p className="chat-bubble chat-typing">
                <span className="visually-hidden">{t('chat.typing')}</span>
                <span className="typing-dots" aria-hidden="true">
                  <span />
                  <span />
                  <span />
                </span>
              </p>
            ) : null}
            {welcomed ? <p className="chat-bubble">{t('chat.welcome')}</p> : null}
          </div>
          <form className="chat-form" onSubmit={send}>
            <label htmlFor={`${panelId}-message`} className="visually-hidden">
              {t('chat.label')}
            </label>
            <input
              ref={input}
              id={`${panelId}-message`}
              value={message}
              maxLength={1000}
              autoComplete="off"
              placeholder={t('chat.placeholder')}
              onChange={(event) => setMessage(event.target.value)}
            />
            <button type="submit" className="icon-button chat-send" aria-label={t('chat.send')}>
              <Icon name="arrow" size={20} />
            </button>
          </form>
        </section>
      ) : null}
      <button
        ref={button}
        type="button"
        className="chat-button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={badge ? `${t('chat.open')}, ${t('chat.unread')}` : t('chat.open')}
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
