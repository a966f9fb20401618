/** The sections of the account, each at its own address below the dashboard. */
export const accountSections = {
  profile: '/account',
  email: '/account/email',
  password: '/account/password',
  twoFactor: '/account/two-factor',
  sessions: '/account/sessions',
  security: '/account/security',
  purchases: '/account/purchases',
  notifications: '/account/notifications',
  data: '/account/data',
  deletion: '/account/delete',
} as const;

export type AccountSection = keyof typeof accountSections;

/** The text key of each section's name: the lifecycle's sections keep theirs in their own namespace. */
export const accountSectionLabels: Record<AccountSection, string> = {
  profile: 'account.sections.profile',
  email: 'lifecycle.email_change.section',
  password: 'account.sections.password',
  twoFactor: 'account.sections.twoFactor',
  sessions: 'account.sections.sessions',
  security: 'account.sections.security',
  purchases: 'lifecycle.receipts.section',
  notifications: 'lifecycle.preferences.section',
  data: 'lifecycle.data_export.section',
  deletion: 'account.sections.deletion',
};
