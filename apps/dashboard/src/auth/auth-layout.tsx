import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { type MouseEvent, type ReactNode, useEffect } from 'react';
import { useTranslate } from '../i18n/translate.ts';
import { dashboardBase } from '../providers/auth-client.ts';
import { LanguageMenu } from './language-menu.tsx';
import { useAuthNavigate } from './navigation.ts';

/** A dashboard address of a page outside the layout, as the router and links use it. */
export const authPath = (path: string) => `${dashboardBase}${path}`;

/** The frame of every page outside the layout: the language menu, a heading, one card. */
export function AuthLayout({
  title,
  children,
  footer,
}: {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const translate = useTranslate();
  const heading = translate(title);
  useEffect(() => {
    document.title = `${heading} · ${translate('auth.area')}`;
  }, [heading, translate]);
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        bgcolor: 'grey.100',
        px: 2,
        py: 3,
      }}
    >
      <Box
        component="header"
        sx={{ width: '100%', maxWidth: 440, display: 'flex', justifyContent: 'space-between' }}
      >
        <Typography component="p" sx={{ fontWeight: 700, alignSelf: 'center' }}>
          {translate('auth.area')}
        </Typography>
        <LanguageMenu />
      </Box>
      <Box component="main" sx={{ width: '100%', maxWidth: 440, mt: 2 }}>
        <Card>
          <CardContent>
            <Typography component="h1" variant="h5" gutterBottom>
              {heading}
            </Typography>
            {children}
          </CardContent>
        </Card>
        {footer ? (
          <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
            {footer}
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}

/** A link to another page outside the layout: followed without loading the page again, unless in a new tab. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  const navigate = useAuthNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Link href={to} onClick={follow}>
      {children}
    </Link>
  );
}
