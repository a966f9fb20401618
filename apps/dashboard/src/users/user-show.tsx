import { Alert, Box } from '@mui/material';
import type { AdminUser } from '@vela/api-client';
import type { ReactNode } from 'react';
import {
  CanAccess,
  EditButton,
  ListButton,
  Show,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { CustomerPageButton } from '../customers/customer-link.tsx';
import { Ident } from '../ident/ident.tsx';
import { UserOperations } from './user-actions.tsx';
import { InstantField, NameField, RoleField, YesNoField } from './user-fields.tsx';

export function UserTitle({ kind }: { kind: 'show' | 'edit' }) {
  const translate = useTranslate();
  const record = useRecordContext<AdminUser>();
  return <>{translate(`users.${kind}.title`, { email: record?.email ?? '' })}</>;
}

function ShowActions() {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <ListButton />
      <CanAccess action="edit" resource="users.role">
        <EditButton />
      </CanAccess>
      <UserOperations />
      <CustomerPageButton />
    </TopToolbar>
  );
}

/** Label and value pairs as a description list, so a screen reader reads each value with its name. */
function Facts({ facts }: { facts: [label: string, value: ReactNode][] }) {
  const translate = useTranslate();
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(12rem, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0, sm: 1 },
        m: 0,
        p: 2,
        '& dt': { fontWeight: 600, mt: { xs: 1, sm: 0 } },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{translate(label)}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}

/** What the account is: its fields in words, and why it is banned when it is. */
export function UserFacts() {
  const translate = useTranslate();
  const record = useRecordContext<AdminUser>();
  if (!record) return null;
  return (
    <>
      {record.banned ? (
        <Alert severity="warning" sx={{ m: 2, mb: 0, whiteSpace: 'pre-wrap' }}>
          {translate('users.show.bannedNotice', { reason: record.ban_reason ?? '' })}
        </Alert>
      ) : null}
      <Facts
        facts={[
          ['users.fields.email', <Ident key="email">{record.email}</Ident>],
          ['users.fields.full_name', <NameField key="name" source="full_name" />],
          ['users.fields.role', <RoleField key="role" source="role" />],
          ['users.fields.email_verified', <YesNoField key="verified" source="email_verified" />],
          ['users.fields.two_factor_enabled', <YesNoField key="2fa" source="two_factor_enabled" />],
          ['users.fields.banned', <YesNoField key="banned" source="banned" />],
          ['users.fields.created_at', <InstantField key="created" source="created_at" />],
          ['users.fields.last_sign_in_at', <InstantField key="signin" source="last_sign_in_at" />],
        ]}
      />
    </>
  );
}

export function UserShow() {
  return (
    <Show<AdminUser> title={<UserTitle kind="show" />} actions={<ShowActions />}>
      <UserHeading kind="show" />
      <UserFacts />
    </Show>
  );
}

/** The page's heading, for screen readers and the document outline: the title bar is not one. */
export function UserHeading({ kind }: { kind: 'show' | 'edit' }) {
  return (
    <Box component="h1" sx={{ typography: 'h6', px: 2, pt: 2, m: 0, overflowWrap: 'anywhere' }}>
      <UserTitle kind={kind} />
    </Box>
  );
}
