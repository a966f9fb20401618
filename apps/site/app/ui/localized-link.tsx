import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n/i18n-provider.tsx';
import { localizedPath } from '../paths.ts';

type LinkProps = Omit<ComponentProps<typeof Link>, 'to'> & { to: string };

/** A link to a page of the site in the current language: `to` is the English path, with an optional #hash or ?query. */
export function LocalizedLink({ to, ...props }: LinkProps) {
  return <Link to={useLocalizedPath(to)} {...props} />;
}

export function useLocalizedPath(to: string): string {
  const { locale } = useT();
  const match = /^([^?#]*)(.*)$/.exec(to);
  return `${localizedPath(locale, match?.[1] || '/')}${match?.[2] ?? ''}`;
}
