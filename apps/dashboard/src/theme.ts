import { defaultTheme, type RaThemeOptions } from 'react-admin';
import type { Direction } from './direction/document-direction.ts';
import { KeyboardDatagridBody } from './layout/keyboard-rows.tsx';
import { baselineStyles, brandPalette, buttonStyles, motion } from './theme-common.ts';

/**
 * react-admin's default look with colours dark enough for WCAG AA contrast, against white and input grey, and
 * made to fit any window: no screen is wider than the window it is shown in. react-admin's layout grows to
 * its widest content (`min-width: fit-content`), so one long host or a table of many columns widened the
 * whole page and pushed its buttons out of sight. Here the layout keeps the window's width, text that has no
 * place to break breaks anywhere, toolbars wrap, and a table wider than its box scrolls inside that box.
 */
const theme: RaThemeOptions = {
  ...defaultTheme,
  ...motion,
  palette: { ...defaultTheme.palette, ...brandPalette },
  components: {
    ...defaultTheme.components,
    MuiCssBaseline: baselineStyles,
    RaLayout: {
      styleOverrides: {
        root: {
          minWidth: 0,
          '& .RaLayout-content': { minWidth: 0 },
        },
      },
    },
    RaList: {
      styleOverrides: {
        root: { '& .RaList-main': { minWidth: 0 } },
      },
    },
    RaAppBar: {
      styleOverrides: {
        // The title is a flex item of the bar, allowed to be narrower than its text; what a screen puts in it
        // stays a line of inline text (react-admin wraps it in an inline-block), so that a long title ends in an
        // ellipsis before the language and user menus instead of being cut, or running under them.
        root: {
          // Its direction is its text's: a title that is a left-to-right name in an Arabic bar starts with the
          // name's beginning and ends in the ellipsis, as it would be read.
          '& .RaAppBar-title': { minWidth: 0, unicodeBidi: 'plaintext' },
          '& .RaAppBar-title .RaConfigurable-root': { display: 'inline' },
        },
      },
    },
    // A page's card is a flex item of its page: without a minimum width of zero, a table that scrolls inside its
    // box still widens the card, and the page, to the table's width on a phone.
    RaShow: {
      styleOverrides: {
        root: { '& .RaShow-main, & .RaShow-card': { minWidth: 0 } },
      },
    },
    RaEdit: {
      styleOverrides: {
        root: { '& .RaEdit-main, & .RaEdit-card': { minWidth: 0 } },
      },
    },
    RaCreate: {
      styleOverrides: {
        root: { '& .RaCreate-main, & .RaCreate-card': { minWidth: 0 } },
      },
    },
    RaListToolbar: {
      styleOverrides: {
        root: { flexWrap: 'wrap' },
      },
    },
    RaTopToolbar: {
      styleOverrides: {
        root: { flexWrap: 'wrap' },
      },
    },
    RaDatagrid: {
      // Rows that open something open from the keyboard too (`layout/keyboard-rows.tsx`).
      defaultProps: { body: KeyboardDatagridBody },
      styleOverrides: {
        root: {
          '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
          '& .RaDatagrid-clickableRow:focus-visible': {
            outline: '2px solid #5b3fd6',
            outlineOffset: -2,
          },
        },
      },
    },
    // Labels keep their words whole: a column is at least as wide as its heading's longest word (the table
    // scrolls in its box if they do not all fit), and a button's label wraps between words.
    MuiTableCell: {
      styleOverrides: {
        head: { overflowWrap: 'normal' },
      },
    },
    MuiButton: buttonStyles,
    MuiTableContainer: {
      styleOverrides: {
        root: { overflowX: 'auto' },
      },
    },
    // react-admin cuts a menu entry that is longer than the open sidebar with an ellipsis: it wraps instead,
    // so that every language's entries are read whole ('Host update (all customers)' in German).
    RaMenu: {
      styleOverrides: {
        root: {
          '&.RaMenu-open .RaMenuItemLink-root .MuiTypography-noWrap': {
            whiteSpace: 'normal',
            overflowWrap: 'anywhere',
          },
        },
      },
    },
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
