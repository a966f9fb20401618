import { type ComponentType, lazy, Suspense } from 'react';
import { Booting } from '../boot/booting.tsx';
import { dashboardBase } from '../providers/auth-client.ts';
import { useAuthLocation } from './navigation.ts';
import { authPaths } from './paths.ts';

// Each screen outside the layout is downloaded when it is opened: someone signed in never loads the sign-in,
// sign-up or password forms on the way to their home.
const screens: Record<string, ComponentType> = {
  [authPaths.signIn]: lazy(() =>
    import('./sign-in-page.tsx').then((module) => ({ default: module.SignInPage })),
  ),
  [authPaths.signUp]: lazy(() =>
    import('./sign-up-page.tsx').then((module) => ({ default: module.SignUpPage })),
  ),
  [authPaths.verifyEmail]: lazy(() =>
    import('./verify-email-page.tsx').then((module) => ({ default: module.VerifyEmailPage })),
  ),
  [authPaths.resendConfirmation]: lazy(() =>
    import('./resend-confirmation-page.tsx').then((module) => ({ default: module.ResendConfirmationPage })),
  ),
  [authPaths.forgotPassword]: lazy(() =>
    import('./forgot-password-page.tsx').then((module) => ({ default: module.ForgotPasswordPage })),
  ),
  [authPaths.resetPassword]: lazy(() =>
    import('./reset-password-page.tsx').then((module) => ({ default: module.ResetPasswordPage })),
  ),
  [authPaths.twoFactor]: lazy(() =>
    import('./two-factor-page.tsx').then((module) => ({ default: module.TwoFactorPage })),
  ),
};

/** The screen outside the layout at a page address (`/dashboard/login`), if it is one. */
export function authScreenAt(pathname: string): ComponentType | undefined {
  if (!pathname.startsWith(`${dashboardBase}/`)) return undefined;
  const path = pathname.slice(dashboardBase.length).replace(/(.)\/$/, '$1');
  return Object.hasOwn(screens, path) ? screens[path] : undefined;
}

/** The screen outside the layout at the current address. */
export function AuthScreen() {
  const Screen = authScreenAt(useAuthLocation().pathname);
  if (!Screen) return null;
  return (
    <Suspense fallback={<Booting />}>
      <Screen />
    </Suspense>
  );
}
