import { localeInfo, localeStorageKey, locales } from '@vela/locales';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../i18n/i18n-provider.tsx';
import { localizedPath, parseLocalizedPath } from '../paths.ts';
import { Icon } from '../ui/icon.tsx';

/**
 * Lists the ten languages as links to the same page in each. Choosing one remembers it (the dashboard reads
 * the same key), moves to that address, and the new page sets its own language and direction.
 */
export function LanguageSelector() {
  const { t, locale } = useT();
  const { pathname, search, hash } = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { path } = parseLocalizedPath(pathname);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const current = localeInfo(locale);
  return (
    <div className="language-selector" ref={root}>
      <button
        ref={button}
        type="button"
        className="icon-button language-button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${t('language.choose')}: ${current.name}`}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="globe" size={20} />
        <span className="language-code" aria-hidden="true">
          {current.code.toUpperCase()}
        </span>
      </button>
      <ul id={listId} className="language-list" hidden={!open}>
        {locales.map((option) => (
          <li key={option.code}>
            <Link
              to={`${localizedPath(option.code, path)}${search}${hash}`}
              lang={option.tag}
              hrefLang={option.tag}
              aria-current={option.code === locale ? 'true' : undefined}
              onClick={() => {
                localStorage.setItem(localeStorageKey, option.code);
                setOpen(false);
              }}
            >
              <span aria-hidden="true">{option.flag}</span> {option.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
