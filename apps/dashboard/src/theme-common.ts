import type { ThemeOptions } from '@mui/material/styles';

// The parts of the dashboard's look that the sign-in screens (`auth/auth-theme.ts`) share with react-admin's app
// (`theme.ts`), which adds react-admin's own components to them.

/**
 * Whoever asks their system for less motion gets none: menus, dialogs, drawers and collapsing sections appear
 * and go at once instead of growing, sliding or fading (WCAG 2.3.3). Read once, as the dashboard starts.
 */
const reducedMotion =
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

const stillTransitions = {
  create: () => 'none',
  getAutoHeightDuration: () => 0,
  duration: {
    shortest: 0,
    shorter: 0,
    short: 0,
    standard: 0,
    complex: 0,
    enteringScreen: 0,
    leavingScreen: 0,
  },
};

export const motion: Pick<ThemeOptions, 'transitions'> = reducedMotion
  ? { transitions: stillTransitions }
  : {};

/** Colours dark enough for WCAG AA contrast, against white and input grey. */
export const brandPalette = {
  primary: { main: '#5b3fd6' },
  secondary: { main: '#1a2340' },
  // Error texts sit on the grey of react-admin's filled inputs too: #d32f2f is only 4.4:1 there.
  error: { main: '#b71c1c' },
};

export const baselineStyles = {
  styleOverrides: {
    // Inherited by every text: a device id, host or subject without spaces wraps rather than widening, and
    // a long word of the page's language (German's compounds) breaks with a hyphen where the browser knows
    // the language's hyphenation; identifiers never get one (`Ident`).
    body: { overflowWrap: 'anywhere', hyphens: 'auto' },
  },
} as const;

/** A button's label wraps between words, never inside one. */
export const buttonStyles = {
  styleOverrides: {
    root: { overflowWrap: 'normal' },
  },
} as const;
