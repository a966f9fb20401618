import { createTheme, type Theme } from '@mui/material/styles';
import type { Direction } from '../direction/document-direction.ts';
import { baselineStyles, brandPalette, buttonStyles, motion } from '../theme-common.ts';

/**
 * The look of the sign-in screens without react-admin: the dashboard's colours and motion, and the parts of
 * react-admin's default theme that its screens show (the page's grey, filled inputs), so that the screens look
 * the same before and after the app takes over.
 */
function authTheme(direction: Direction): Theme {
  return createTheme({
    direction,
    ...motion,
    palette: { background: { default: '#fafafb' }, ...brandPalette },
    typography: { h6: { fontWeight: 400 } },
    components: {
      MuiCssBaseline: baselineStyles,
      MuiButton: buttonStyles,
      MuiTextField: { defaultProps: { variant: 'filled', margin: 'dense', size: 'small', fullWidth: true } },
      MuiFormControl: {
        defaultProps: { variant: 'filled', margin: 'dense', size: 'small', fullWidth: true },
      },
      MuiFilledInput: { styleOverrides: { root: { backgroundColor: 'rgba(0, 0, 0, 0.04)' } } },
    },
  });
}

const themes: Record<Direction, Theme> = { ltr: authTheme('ltr'), rtl: authTheme('rtl') };

export const authThemeFor = (direction: Direction): Theme => themes[direction];
