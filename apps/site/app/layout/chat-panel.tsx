import { type FormEvent, useEffect, useRef } from 'react';
import { useT } from '../i18n/i18n-provider.tsx';
import { Icon } from '../ui/icon.tsx';
import { useSiteSettings } from './site-settings.ts';
import { whatsAppLink } from './whatsapp.ts';

export interface ChatPanelProps {
  panelId: string;
  typing: boolean;
  welcomed: boolean;
  message: string;
  onMessageChange: (message: string) => void;
  onClose: () => void;
}

/**
 * The open chat: its header, the typing indicator or the welcome, and the field whose text goes on to
 * WhatsApp. The widget keeps the state, so the text and the welcome survive closing; this part is downloaded
 * when the chat is first opened. The field has focus whenever the panel appears.
 */
export function ChatPanel({ panelId, typing, welcomed, message, onMessageChange, onClose }: ChatPanelProps) {
  const { t } = useT();
  const { brand } = useSiteSettings();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
  }, []);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { chatMessageSchema } = await import('@vela/validation');
    const parsed = chatMessageSchema.safeParse(message);
    if (!parsed.success) return;
    window.open(whatsAppLink(brand.whatsapp, parsed.data), '_blank', 'noopener');
    onMessageChange('');
  }

  return (
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
        <button type="button" className="icon-button" aria-label={t('chat.close')} onClick={onClose}>
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
          onChange={(event) => onMessageChange(event.target.value)}
        />
        <button type="submit" className="icon-button chat-send" aria-label={t('chat.send')}>
          <Icon name="arrow" size={20} />
        </button>
      </form>
    </section>
  );
}
