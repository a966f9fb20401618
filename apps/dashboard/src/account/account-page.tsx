import { Box, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { dashboardBase } from '../providers/auth-client.ts';
import { ChangePassword } from './change-password.tsx';
import { ProfileForm } from './profile-form.tsx';
import { type AccountSection, accountSections } from './sections.ts';
import { SecurityEvents } from './security-events.tsx';
import { SessionList } from './session-list.tsx';
import { TwoFactorSettings } from './two-factor-settings.tsx';

const sectionViews: Record<AccountSection, () => ReactNode> = {
  profile: () => <ProfileForm />,
  password: () => <ChangePassword />,
  twoFactor: () => <TwoFactorSettings />,
  sessions: () => <SessionList />,
  security: () => <SecurityEvents />,
};

export function AccountPage({ section }: { section: AccountSection }) {
  const translate = useTranslate();
  const heading = translate(`account.sections.${section}`);
  return (
    <Box component="section" sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={translate('account.title')} />
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {translate('account.title')}
      </Typography>
      <Box
        component="nav"
        aria-label={translate('account.title')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Stack
          component="ul"
          direction="row"
          sx={{ listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap', gap: 1 }}
        >
          {(Object.keys(accountSections) as AccountSection[]).map((key) => (
            <li key={key}>
              <Button
                component={RouterLink}
                to={`${dashboardBase}${accountSections[key]}`}
                aria-current={key === section ? 'page' : undefined}
                sx={{
                  borderRadius: 0,
                  borderBottom: 2,
                  borderColor: key === section ? 'primary.main' : 'transparent',
                }}
              >
                {translate(`account.sections.${key}`)}
              </Button>
            </li>
          ))}
        </Stack>
      </Box>
      <Box sx={{ mt: 2 }}>
        <Typography component="h2" variant="h6" gutterBottom>
          {heading}
        </Typography>
        {sectionViews[section]()}
      </Box>
    </Box>
  );
}
