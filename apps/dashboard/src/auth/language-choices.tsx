import { Menu, MenuItem } from '@mui/material';
import { type Locale, locales } from '@vela/locales';

/** The languages of the sign-in screens' menu, each by its own name; downloaded when the menu first opens. */
export function LanguageChoices({
  id,
  anchor,
  locale,
  onClose,
  onChoose,
}: {
  id: string;
  anchor: HTMLElement | null;
  locale: Locale;
  onClose: () => void;
  onChoose: (locale: Locale) => void;
}) {
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {locales.map(({ code, name }) => (
        <MenuItem key={code} selected={code === locale} onClick={() => onChoose(code)}>
          {name}
        </MenuItem>
      ))}
    </Menu>
  );
}
