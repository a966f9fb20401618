import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { type ReactNode, useEffect } from 'react';
import { LocalesMenuButton, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { dashboardBase } from '../providers/auth-client.ts';

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
        <LocalesMenuButton />
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
          <Stack spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
            {footer}
          </Stack>
        ) : null}
      </Box>
    </Box>
  );
}

/** A link to another page outside the layout. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to}>
      {children}
    </Link>
  );
}
