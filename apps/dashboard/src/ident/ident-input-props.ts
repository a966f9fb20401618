// Apart from the identifiers' components, so that the sign-in screens' fields do not load them.

/** What an input that takes an identifier needs: written left to right, never corrected or capitalised. */
export const identInputProps = {
  dir: 'ltr',
  spellCheck: false,
  autoCapitalize: 'none',
  autoCorrect: 'off',
} as const;
