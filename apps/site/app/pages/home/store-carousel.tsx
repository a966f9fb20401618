import { useState } from 'react';
import { useT } from '../../i18n/i18n-provider.tsx';
import { useSiteSettings } from '../../layout/site-settings.ts';
import { type Store, storesOf } from '../../layout/stores.ts';
import { Icon } from '../../ui/icon.tsx';
import { LocalizedLink } from '../../ui/localized-link.tsx';

function StoreTile({ store, hidden = false }: { store: Store; hidden?: boolean }) {
  const { t } = useT('home');
  const content = (
    <>
      <span className="store-icon">
        <Icon name={store.icon} />
      </span>
      <span>
        <strong>{t(`stores.${store.id}.name`)}</strong>
        <span className="small muted">{t(`stores.${store.id}.caption`)}</span>
      </span>
    </>
  );
  const common = { className: 'store-tile', tabIndex: hidden ? -1 : undefined };
  return store.external ? (
    <a href={store.href} target="_blank" rel="noopener" {...common}>
      {content}
    </a>
  ) : (
    <LocalizedLink to={store.href} {...common}>
      {content}
    </LocalizedLink>
  );
}

/**
 * The stores scroll past in a loop that stops while the pointer or the keyboard is on it, or when the
 * visitor pauses it; with reduced motion it is a plain list.
 */
export function StoreCarousel() {
  const { t } = useT('home');
  const { brand } = useSiteSettings();
  const stores = storesOf(brand);
  const [paused, setPaused] = useState(false);
  return (
    <div className={`carousel${paused ? ' carousel-paused' : ''}`}>
      <button
        type="button"
        className="icon-button carousel-toggle"
        aria-pressed={paused}
        onClick={() => setPaused((value) => !value)}
      >
        <Icon name={paused ? 'play' : 'pause'} size={18} />
        <span className="visually-hidden">
          {paused ? t('sections.stores.play') : t('sections.stores.pause')}
        </span>
      </button>
      <div className="carousel-viewport">
        <ul className="carousel-track">
          {stores.map((store) => (
            <li key={store.id}>
              <StoreTile store={store} />
            </li>
          ))}
          {/* The second copy only makes the loop seamless: invisible to assistive technology and the keyboard. */}
          {stores.map((store) => (
            <li key={`${store.id}-loop`} aria-hidden="true" className="carousel-copy">
              <StoreTile store={store} hidden />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
