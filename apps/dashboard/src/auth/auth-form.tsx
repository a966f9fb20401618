import type { FormEvent, ReactNode } from 'react';

/**
 * The form of a sign-in screen: the browser's own checks off (the rules speak the reader's language), and what
 * the form needs before it can be sent (its rules, the captcha where it has one) started when the person first
 * reaches into it rather than with the screen.
 */
export function AuthForm({
  onSubmit,
  prepare,
  captcha,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  prepare: () => void;
  captcha?: { start: () => void };
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={() => {
        captcha?.start();
        prepare();
      }}
    >
      {children}
    </form>
  );
}
