import AccountCircle from '@mui/icons-material/AccountCircle';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef } from 'react';
import { Logout, AppBar as RaAppBar, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { accountSections } from '../account/sections.ts';
import { dashboardBase } from '../providers/auth-client.ts';

const AccountMenuItem = forwardRef<HTMLAnchorElement>(function AccountMenuItem(_props, ref) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      ref={ref}
      component={Link}
      to={`${dashboardBase}${accountSections.profile}`}
      onClick={() => userMenu?.onClose()}
    >
      <ListItemIcon>
        <AccountCircle fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('dashboard.menu.account')}</ListItemText>
    </MenuItem>
  );
});

/** The app bar: react-admin's, whose language menu lists the ten languages, with the account in the user menu. */
export function AppBar() {
  return (
    <RaAppBar
      userMenu={
        <UserMenu>
          <AccountMenuItem />
          <Logout />
        </UserMenu>
      }
    />
  );
}
