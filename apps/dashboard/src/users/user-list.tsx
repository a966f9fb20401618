import { Typography } from '@mui/material';
import type { AdminUser } from '@vela/api-client';
import { ExportButton, List, NullableBooleanInput, SelectInput, TopToolbar, useTranslate } from 'react-admin';
import { searchFilter } from '../forms/search-filter.tsx';
import { Ident } from '../ident/ident.tsx';
import { HiddenHeading } from '../layout/hidden-heading.tsx';
import { ResponsiveList } from '../layout/responsive-list.tsx';
import { exportUsers } from './export-users.ts';
import {
  EmailLink,
  InstantField,
  NameField,
  RoleField,
  roleChoices,
  useSignInText,
  YesNoField,
} from './user-fields.tsx';
import { UserLookup } from './user-lookup.tsx';

function UserFilters() {
  const translate = useTranslate();
  return [
    searchFilter(translate('users.list.search')),
    <SelectInput key="role" source="role" label="users.fields.role" choices={roleChoices} alwaysOn />,
    <NullableBooleanInput key="email_verified" source="email_verified" label="users.fields.email_verified" />,
    <NullableBooleanInput
      key="two_factor_enabled"
      source="two_factor_enabled"
      label="users.fields.two_factor_enabled"
    />,
    <NullableBooleanInput key="banned" source="banned" label="users.fields.banned" />,
  ];
}

function ListActions() {
  return (
    <TopToolbar>
      <ExportButton />
    </TopToolbar>
  );
}

function NoResults() {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate('users.list.empty')}</Typography>;
}

/** Every account: a table on wider screens, a simple list on phones; newest first. */
export function UserList() {
  const translate = useTranslate();
  const signInText = useSignInText();
  const title = translate('users.list.title');
  return (
    <>
      <HiddenHeading>{title}</HiddenHeading>
      <UserLookup />
      <List
        title={title}
        sort={{ field: 'created_at', order: 'DESC' }}
        filters={UserFilters()}
        actions={<ListActions />}
        exporter={exportUsers}
        empty={false}
      >
        <ResponsiveList<AdminUser>
          phone={{
            primaryText: (record) => <Ident>{record.email}</Ident>,
            secondaryText: (record) =>
              record.banned
                ? `${translate(`users.roles.${record.role}`)} · ${translate('users.fields.banned')}`
                : translate(`users.roles.${record.role}`),
            tertiaryText: (record) => signInText(record.last_sign_in_at),
          }}
          rowClick="show"
          empty={<NoResults />}
        >
          <EmailLink source="email" label="users.fields.email" />
          <NameField source="full_name" label="users.fields.full_name" />
          <RoleField source="role" label="users.fields.role" />
          <YesNoField source="email_verified" label="users.fields.email_verified" sortable={false} />
          <YesNoField source="two_factor_enabled" label="users.fields.two_factor_enabled" sortable={false} />
          <YesNoField source="banned" label="users.fields.banned" sortable={false} />
          <InstantField source="created_at" label="users.fields.created_at" />
          <InstantField source="last_sign_in_at" label="users.fields.last_sign_in_at" />
        </ResponsiveList>
      </List>
    </>
  );
}
