import { Box, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { dashboardBase } from '../providers/auth-client.ts';
import { ReceiptTable } from '../receipts/receipt-table.tsx';
import { AccountDeletion } from './account-deletion.tsx';
import { ChangeEmail } from './change-email.tsx';
import { ChangePassword } from './change-password.tsx';
import { DataExport } from './data-export.tsx';
import { HostAlertsSection } from './host-alerts-form.tsx';
import { MailPreferencesForm } from './mail-preferences.tsx';
import { ProfileForm } from './profile-form.tsx';
import { type AccountSection, accountSectionLabels, accountSections } from './sections.ts';
import { SecurityEvents } from './security-events.tsx';
import { SessionList } from './session-list.tsx';
import { TwoFactorSettings } from './two-factor-settings.tsx';

const sectionViews: Record<AccountSection, () => ReactNode> = {
  profile: () => <ProfileForm />,
  email: () => <ChangeEmail />,
  password: () => <ChangePassword />,
  twoFactor: () => <TwoFactorSettings />,
  sessions: () => <SessionList />,
  security: () => <SecurityEvents />,
  purchases: () => <ReceiptTable />,
  notifications: () => (
    <>
      <MailPreferencesForm />
      <HostAlertsSection />
    </>
  ),
  data: () => <DataExport />,
  deletion: () => <AccountDeletion />,
};

export function AccountPage({ section }: { section: AccountSection }) {
  const translate = useTranslate();
  const heading = translate(accountSectionLabels[section]);
  return (
    <Box component="section" sx={{ mt: 2, maxWidth: 720 }}>
      {/* The app bar and the browser's tab name the section as well as the account ("Purchases · Account"). */}
      <Title title={`${heading} · ${translate('account.title')}`} />
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
                {translate(accountSectionLabels[key])}
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
