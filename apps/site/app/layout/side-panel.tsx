import { useState } from 'react';
import { useT } from '../i18n/i18n-provider.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Icon } from '../ui/icon.tsx';
import { ContactBlock } from './contact-block.tsx';
import { NewsletterForm } from './newsletter-form.tsx';
import { SearchOverlay } from './search-overlay.tsx';

/** The panel the header's panel button opens: about the app, search, newsletter and contact. */
export function SidePanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useT();
  const [searching, setSearching] = useState(false);
  return (
    <>
      <Dialog open={open} onClose={onClose} labelledBy="side-panel-title" variant="panel">
        <div className="dialog-header">
          <h2 id="side-panel-title" className="dialog-title">
            {t('sidePanel.title')}
          </h2>
          <button type="button" className="icon-button" aria-label={t('sidePanel.close')} onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        <p className="muted">{t('sidePanel.text')}</p>
        <button
          type="button"
          className="button button-ghost search-trigger"
          aria-haspopup="dialog"
          onClick={() => setSearching(true)}
        >
          <Icon name="search" size={20} /> {t('search.open')}
        </button>
        <NewsletterForm idPrefix="panel" />
        <ContactBlock compact />
      </Dialog>
      <SearchOverlay
        open={searching}
        onClose={() => setSearching(false)}
        onChoose={() => {
          setSearching(false);
          onClose();
        }}
      />
    </>
  );
}
