import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import TranslateIcon from '@mui/icons-material/Translate';
import { Button } from '@mui/material';
import { locales } from '@vela/locales';
import { lazy, Suspense, useState } from 'react';
import { useAuthLanguage } from './auth-shell.tsx';

const LanguageChoices = lazy(() =>
  import('./language-choices.tsx').then((module) => ({ default: module.LanguageChoices })),
);

/**
 * The language menu of the screens outside the layout, as react-admin's `LocalesMenuButton` draws it inside:
 * the language's own name as the button, each language by its own name in the menu. The menu (MUI's popover
 * and its transitions) is downloaded when it is first opened.
 */
export function LanguageMenu() {
  const { locale, changeLocale } = useAuthLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const name = locales.find(({ code }) => code === locale)?.name ?? locale;
  return (
    <span>
      <Button
        color="inherit"
        variant="text"
        aria-controls={opened ? 'language-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        startIcon={<TranslateIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
      >
        {name}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <LanguageChoices
            id="language-menu"
            anchor={anchor}
            locale={locale}
            onClose={() => setAnchor(null)}
            onChoose={(chosen) => {
              setAnchor(null);
              void changeLocale(chosen);
            }}
          />
        </Suspense>
      ) : null}
    </span>
  );
}
