/** The pages outside the layout, relative to the dashboard. Routes, links and `navigate()` all use these. */
export const authPaths = {
  signIn: '/login',
  signUp: '/sign-up',
  verifyEmail: '/verify-email',
  resendConfirmation: '/resend-confirmation',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  twoFactor: '/two-factor',
} as const;
