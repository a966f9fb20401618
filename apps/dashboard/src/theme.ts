import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** react-admin's default look with colours dark enough for WCAG AA contrast against white text. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#5b3fd6' },
    secondary: { main: '#1a2340' },
  },
};
