import { defaultTheme, type RaThemeOptions } from 'react-admin';
import type { Direction } from './direction/document-direction.ts';

/** react-admin's default look with colours dark enough for WCAG AA contrast against white text. */
const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#5b3fd6' },
    secondary: { main: '#1a2340' },
  },
};

const rtlTheme: RaThemeOptions = { ...theme, direction: 'rtl' };

/** The theme for the page's direction: MUI places icons, menus and drawers by it. */
export function themeFor(direction: Direction): RaThemeOptions {
  return direction === 'rtl' ? rtlTheme : theme;
}
