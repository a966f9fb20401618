import { type SignInNotice as Notice, signInNoticeCookie, signInNotices } from '@vela/api-client';
import { useEffect } from 'react';
import { useNotify } from 'react-admin';

const messages: Record<Notice, string> = {
  deletion_cancelled: 'dashboard.home.deletionCancelled',
};

/** The notice the server left for this sign-in, if any, taken from its cookie so that it is shown once. */
function takeSignInNotice(): Notice | undefined {
  const value = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${signInNoticeCookie}=`))
    ?.slice(signInNoticeCookie.length + 1);
  if (value === undefined) return undefined;
  // A date in the past removes it at once, in every browser and test DOM (one that counts `Max-Age=0` from the
  // present millisecond still shows it, empty, within that millisecond).
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the dashboard serves
  document.cookie = `${signInNoticeCookie}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax`;
  return signInNotices.find((notice) => notice === value);
}

/**
 * Tells the person, once, what signing in did beside signing in: that it cancelled the deletion of their
 * account, which an e-mail also says. It stays until they close it.
 */
export function SignInNotice() {
  const notify = useNotify();
  useEffect(() => {
    const notice = takeSignInNotice();
    if (notice) notify(messages[notice], { type: 'info', autoHideDuration: null });
  }, [notify]);
  return null;
}
