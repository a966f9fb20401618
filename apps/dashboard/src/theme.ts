import { defaultTheme, type RaThemeOptions } from 'react-admin';
import type { Direction } from './direction/document-direction.ts';

/** react-admin's default look with colours dark enough for WCAG AA contrast, against white and input grey. */
const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#5b3fd6' },
    secondary: { main: '#1a2340' },
    // Error texts sit on the grey of react-admin's filled inputs too: #d32f2f is only 4.4:1 there.
    error: { main: '#b71c1c' },
  },
  components: {
    ...defaultTheme.components,
    MuiCheckbox: {
      defaultProps: {
        // react-admin labels a list row's checkbox with `aria-label` on the Checkbox, which MUI puts on the
        // wrapping span (where ARIA forbids it) and not on the input: the label is moved to the input.
        slotProps: {
          root: { 'aria-label': undefined },
          input: (ownerState: { 'aria-label'?: string; inputProps?: Record<string, unknown> }) => ({
            ...ownerState.inputProps,
            ...(ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {}),
          }),
        },
      },
    },
  },
};

const rtlTheme: RaThemeOptions = { ...theme, direction: 'rtl' };

/** The theme for the page's direction: MUI places icons, menus and drawers by it. */
export function themeFor(direction: Direction): RaThemeOptions {
  return direction === 'rtl' ? rtlTheme : theme;
}
