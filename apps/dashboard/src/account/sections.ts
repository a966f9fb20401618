/** The sections of the account, each at its own address below the dashboard. */
export const accountSections = {
  profile: '/account',
  password: '/account/password',
  twoFactor: '/account/two-factor',
  sessions: '/account/sessions',
  security: '/account/security',
} as const;

export type AccountSection = keyof typeof accountSections;
